/**
 * The English catalogue: one JSON file per namespace (a namespace is a part of the site or of the
 * domain). A new namespace is a new file here and one line below; the other languages mirror these
 * files under lib/i18n/messages/<locale>/. ICU message syntax: `{name}`, `{n, plural, one {…} other {…}}`.
 */
import accountAdmin from './accountAdmin.json';
import applications from './applications.json';
import applyDoor from './applyDoor.json';
import auth from './auth.json';
import candidates from './candidates.json';
import catalogue from './catalogue.json';
import common from './common.json';
import contact from './contact.json';
import employerView from './employerView.json';
import errors from './errors.json';
import fees from './fees.json';
import jobs from './jobs.json';
import mail from './mail.json';
import nouns from './nouns.json';
import profile from './profile.json';
import review from './review.json';
import settings from './settings.json';
import settingsDomain from './settingsDomain.json';
import success from './success.json';
import upload from './upload.json';
import validation from './validation.json';
import values from './values.json';

const en = {
  accountAdmin,
  applications,
  applyDoor,
  auth,
  candidates,
  catalogue,
  common,
  contact,
  employerView,
  errors,
  fees,
  jobs,
  mail,
  nouns,
  profile,
  review,
  settings,
  settingsDomain,
  success,
  upload,
  validation,
  values,
};

export default en;
export type Messages = typeof en;

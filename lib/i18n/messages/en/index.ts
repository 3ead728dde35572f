/**
 * The English catalogue: one JSON file per namespace (a namespace is a part of the site or of the
 * domain). A new namespace is a new file here and one line below; the other languages mirror these
 * files under lib/i18n/messages/<locale>/. ICU message syntax: `{name}`, `{n, plural, one {…} other {…}}`.
 */
import accountAdmin from './accountAdmin.json';
import applications from './applications.json';
import applyDoor from './applyDoor.json';
import auth from './auth.json';
import common from './common.json';
import contact from './contact.json';
import employerView from './employerView.json';
import errors from './errors.json';
import fees from './fees.json';
import mail from './mail.json';
import peopleAccounts from './peopleAccounts.json';
import peopleCandidate from './peopleCandidate.json';
import peopleChangePassword from './peopleChangePassword.json';
import peopleCreateAdmin from './peopleCreateAdmin.json';
import peopleCvs from './peopleCvs.json';
import peopleDeleteProfile from './peopleDeleteProfile.json';
import peopleDirectory from './peopleDirectory.json';
import peopleEmployer from './peopleEmployer.json';
import peopleResume from './peopleResume.json';
import peopleResumeDocument from './peopleResumeDocument.json';
import peopleResumeFields from './peopleResumeFields.json';
import profile from './profile.json';
import review from './review.json';
import settings from './settings.json';
import success from './success.json';
import upload from './upload.json';
import validation from './validation.json';
import values from './values.json';

const en = {
  accountAdmin,
  applications,
  applyDoor,
  auth,
  common,
  contact,
  employerView,
  errors,
  fees,
  mail,
  peopleAccounts,
  peopleCandidate,
  peopleChangePassword,
  peopleCreateAdmin,
  peopleCvs,
  peopleDeleteProfile,
  peopleDirectory,
  peopleEmployer,
  peopleResume,
  peopleResumeDocument,
  peopleResumeFields,
  profile,
  review,
  settings,
  success,
  upload,
  validation,
  values,
};

export default en;
export type Messages = typeof en;

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
import jobBoardAdmin from './jobBoardAdmin.json';
import jobBoardApplications from './jobBoardApplications.json';
import jobBoardApplyForm from './jobBoardApplyForm.json';
import jobBoardCompanyForm from './jobBoardCompanyForm.json';
import jobBoardDirectHire from './jobBoardDirectHire.json';
import jobBoardDirectHireForm from './jobBoardDirectHireForm.json';
import jobBoardEmployer from './jobBoardEmployer.json';
import jobBoardJobForm from './jobBoardJobForm.json';
import jobBoardListInput from './jobBoardListInput.json';
import jobBoardPartTime from './jobBoardPartTime.json';
import jobBoardPartTimeForm from './jobBoardPartTimeForm.json';
import jobBoardPublic from './jobBoardPublic.json';
import mail from './mail.json';
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
  jobBoardAdmin,
  jobBoardApplications,
  jobBoardApplyForm,
  jobBoardCompanyForm,
  jobBoardDirectHire,
  jobBoardDirectHireForm,
  jobBoardEmployer,
  jobBoardJobForm,
  jobBoardListInput,
  jobBoardPartTime,
  jobBoardPartTimeForm,
  jobBoardPublic,
  mail,
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

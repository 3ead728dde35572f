/**
 * The English catalogue: one JSON file per namespace (a namespace is a part of the site or of the
 * domain). A new namespace is a new file here and one line below; the other languages mirror these
 * files under lib/i18n/messages/<locale>/. ICU message syntax: `{name}`, `{n, plural, one {…} other {…}}`.
 */
import accountAdmin from './accountAdmin.json';
import applications from './applications.json';
import applyDoor from './applyDoor.json';
import auth from './auth.json';
import backOfficeApplicationReview from './backOfficeApplicationReview.json';
import backOfficeCatalogue from './backOfficeCatalogue.json';
import backOfficeCourseForm from './backOfficeCourseForm.json';
import backOfficeImageInput from './backOfficeImageInput.json';
import backOfficeMessageForms from './backOfficeMessageForms.json';
import backOfficeMessages from './backOfficeMessages.json';
import backOfficePages from './backOfficePages.json';
import backOfficeRecordActions from './backOfficeRecordActions.json';
import backOfficeReference from './backOfficeReference.json';
import backOfficeResourceForm from './backOfficeResourceForm.json';
import backOfficeSettings from './backOfficeSettings.json';
import backOfficeUniversityForm from './backOfficeUniversityForm.json';
import common from './common.json';
import contact from './contact.json';
import employerView from './employerView.json';
import errors from './errors.json';
import fees from './fees.json';
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
  backOfficeApplicationReview,
  backOfficeCatalogue,
  backOfficeCourseForm,
  backOfficeImageInput,
  backOfficeMessageForms,
  backOfficeMessages,
  backOfficePages,
  backOfficeRecordActions,
  backOfficeReference,
  backOfficeResourceForm,
  backOfficeSettings,
  backOfficeUniversityForm,
  common,
  contact,
  employerView,
  errors,
  fees,
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

/**
 * The French catalogue: the English namespaces (./../en/index.ts), translated, one JSON file each.
 * Typed as the English catalogue: a namespace or a key missing here fails the type check;
 * tests/unit/i18n-translations.test.ts checks every message's placeholders and plural forms.
 */
import type { Messages } from '../en';
import accountAdmin from './accountAdmin.json';
import admissionsAdminDashboard from './admissionsAdminDashboard.json';
import admissionsApplication from './admissionsApplication.json';
import admissionsApplied from './admissionsApplied.json';
import admissionsFees from './admissionsFees.json';
import admissionsPaymentForm from './admissionsPaymentForm.json';
import admissionsPaymentsAdmin from './admissionsPaymentsAdmin.json';
import admissionsPaymentsAdminActions from './admissionsPaymentsAdminActions.json';
import admissionsProfile from './admissionsProfile.json';
import admissionsReview from './admissionsReview.json';
import admissionsReviewForms from './admissionsReviewForms.json';
import admissionsReviewTable from './admissionsReviewTable.json';
import admissionsShared from './admissionsShared.json';
import admissionsStudent from './admissionsStudent.json';
import admissionsStudentActions from './admissionsStudentActions.json';
import admissionsWizard from './admissionsWizard.json';
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
import candidates from './candidates.json';
import catalogue from './catalogue.json';
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
import jobs from './jobs.json';
import mail from './mail.json';
import notifications from './notifications.json';
import nouns from './nouns.json';
import peopleAccounts from './peopleAccounts.json';
import peopleCandidate from './peopleCandidate.json';
import peopleChangePassword from './peopleChangePassword.json';
import peopleCreateAdmin from './peopleCreateAdmin.json';
import peopleCvs from './peopleCvs.json';
import peopleDeleteProfile from './peopleDeleteProfile.json';
import peopleDirectory from './peopleDirectory.json';
import peopleEmployer from './peopleEmployer.json';
import peopleLanguage from './peopleLanguage.json';
import peopleResume from './peopleResume.json';
import peopleResumeDocument from './peopleResumeDocument.json';
import peopleResumeFields from './peopleResumeFields.json';
import profile from './profile.json';
import publicContent from './publicContent.json';
import publicCourse from './publicCourse.json';
import publicFinder from './publicFinder.json';
import publicHome from './publicHome.json';
import publicJobs from './publicJobs.json';
import publicPages from './publicPages.json';
import publicScholarships from './publicScholarships.json';
import publicUniversities from './publicUniversities.json';
import publicUniversity from './publicUniversity.json';
import review from './review.json';
import settings from './settings.json';
import settingsDomain from './settingsDomain.json';
import shellAuth from './shellAuth.json';
import shellAuthPages from './shellAuthPages.json';
import shellCatalogue from './shellCatalogue.json';
import shellCityList from './shellCityList.json';
import shellCommon from './shellCommon.json';
import shellContactForm from './shellContactForm.json';
import shellErrors from './shellErrors.json';
import shellGlobalError from './shellGlobalError.json';
import shellLayout from './shellLayout.json';
import shellLists from './shellLists.json';
import success from './success.json';
import upload from './upload.json';
import validation from './validation.json';
import values from './values.json';

const fr: Messages = {
  accountAdmin,
  admissionsAdminDashboard,
  admissionsApplication,
  admissionsApplied,
  admissionsFees,
  admissionsPaymentForm,
  admissionsPaymentsAdmin,
  admissionsPaymentsAdminActions,
  admissionsProfile,
  admissionsReview,
  admissionsReviewForms,
  admissionsReviewTable,
  admissionsShared,
  admissionsStudent,
  admissionsStudentActions,
  admissionsWizard,
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
  candidates,
  catalogue,
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
  jobs,
  mail,
  notifications,
  nouns,
  peopleAccounts,
  peopleCandidate,
  peopleChangePassword,
  peopleCreateAdmin,
  peopleCvs,
  peopleDeleteProfile,
  peopleDirectory,
  peopleEmployer,
  peopleLanguage,
  peopleResume,
  peopleResumeDocument,
  peopleResumeFields,
  profile,
  publicContent,
  publicCourse,
  publicFinder,
  publicHome,
  publicJobs,
  publicPages,
  publicScholarships,
  publicUniversities,
  publicUniversity,
  review,
  settings,
  settingsDomain,
  shellAuth,
  shellAuthPages,
  shellCatalogue,
  shellCityList,
  shellCommon,
  shellContactForm,
  shellErrors,
  shellGlobalError,
  shellLayout,
  shellLists,
  success,
  upload,
  validation,
  values,
};

export default fr;

import { msg } from '@/lib/i18n/message';

/**
 * The domain's messages by name: each is a catalogue key with its parameters (a token, see
 * lib/i18n/message.ts), turned into words in the reader's language where it is shown. The words
 * themselves live in lib/i18n/messages/<locale>/*.json. Messages a zod schema can give sit under
 * `validation.*`: that namespace reaches the browser, where forms check before sending.
 * Client-safe: imports only the token helper.
 */

/** Field validation (forms, server actions and both legacy envelopes). */
export const validation = {
  required: msg('validation.required'),
  minLength: (n: number) => msg('validation.minLength', { n }),
  maxLength: (n: number) => msg('validation.maxLength', { n }),
  minNumber: (n: number) => msg('validation.minNumber', { n }),
  maxNumber: (n: number) => msg('validation.maxNumber', { n }),
  minItems: (n: number) => msg('validation.minItems', { n }),
  maxItems: (n: number) => msg('validation.maxItems', { n }),
  digitsOnly: msg('validation.digitsOnly'),
  emailRequired: msg('validation.emailRequired'),
  emailInvalid: msg('validation.emailInvalid'),
  invalidValue: msg('validation.invalidValue'),
  invalidDate: msg('validation.invalidDate'),
  invalidNumber: msg('validation.invalidNumber'),
  chooseOption: msg('validation.chooseOption'),
  termsRequired: msg('validation.termsRequired'),
  /** "Skills Max length will be 10" and the other list limits: the list's own name and limit. */
  listMax: (n: number) => msg('validation.listMax', { n }),
  /** A link an admin enters (a university's website…): only web addresses become links. */
  httpUrl: msg('validation.httpUrl'),
  universityCodeTaken: msg('validation.universityCodeTaken'),
  /** A university typed in a back-office form without choosing a suggestion: it named none, or several. */
  universityNone: (typed: string) => msg('validation.universityNone', { typed }),
  universitySeveral: (typed: string) => msg('validation.universitySeveral', { typed }),
  /** A simple catalogue resource's code (`noun`: `nouns.lower.city`…). */
  codeTakenBy: (noun: string) => msg('validation.catalogue.codeTakenBy', { noun }),
  /** A reference record's name another record of its list already has, case and spacing ignored (`noun`: `nouns.lower.city`…). */
  nameTakenBy: (noun: string) => msg('validation.nameTakenBy', { noun }),
  // Admin catalogue (universities and courses):
  slugFormat: msg('validation.slugFormat'),
  slugTaken: msg('validation.slugTaken'),
  courseCodeTaken: msg('validation.courseCodeTaken'),
  intakeFormat: msg('validation.intakeFormat'),
  // Bad input (issue 26): a wrong type says so, never "required" for a value that was sent.
  enterText: msg('validation.enterText'),
  wholeNumber: msg('validation.wholeNumber'),
  /** A NUL or a lone surrogate: PostgreSQL can store neither in text or jsonb. */
  unstorableText: msg('validation.unstorableText'),
} as const;

/** Sign-in, registration, codes and passwords. */
export const auth = {
  emailRequired: validation.emailRequired,
  emailInvalid: validation.emailInvalid,
  passwordRequired: msg('validation.auth.passwordRequired'),
  passwordMin: msg('validation.auth.passwordMin'),
  passwordTooShort: msg('validation.auth.passwordTooShort'),
  passwordsDoNotMatch: msg('validation.auth.passwordsDoNotMatch'),
  samePassword: msg('validation.auth.samePassword'),
  passwordTooCommon: msg('auth.passwordTooCommon'),
  currentPasswordRequired: msg('validation.auth.currentPasswordRequired'),
  currentPasswordWrong: msg('auth.currentPasswordWrong'),
  newPasswordRequired: msg('validation.auth.newPasswordRequired'),
  confirmPasswordRequired: msg('validation.auth.confirmPasswordRequired'),
  invalidCredentials: msg('auth.invalidCredentials'),
  emailTaken: msg('auth.emailTaken'),
  termsRequired: validation.termsRequired,
  codeRequired: msg('validation.auth.codeRequired'),
  codeLength: msg('validation.auth.codeLength'),
  codeInvalid: msg('auth.codeInvalid'),
  verified: msg('auth.verified'),
  passwordChanged: msg('auth.passwordChanged'),
  tooManyAttempts: (minutes: number) => msg('auth.tooManyAttempts', { minutes }),
  signInFirst: msg('auth.signInFirst'),
  verificationRequired: msg('auth.verificationRequired'),
  verificationSent: msg('auth.verificationSent'),
  resetCodeSent: msg('auth.resetCodeSent'),
  registered: msg('auth.registered'),
  signedOut: msg('auth.signedOut'),
  // Accounts (issue 4) additions:
  roleNotAllowed: msg('validation.auth.roleNotAllowed'),
  accountDisabled: msg('auth.accountDisabled'),
  adminOnly: msg('auth.adminOnly'),
  codeResendWait: (seconds: number) => msg('auth.codeResendWait', { seconds }),
  // The same words for every address: the answer never tells whether an account waits for a code.
  codeResent: msg('auth.codeResent'),
  passwordReset: msg('auth.passwordReset'),
  resetCodeAccepted: msg('auth.resetCodeAccepted'),
  adminCreated: msg('auth.adminCreated'),
} as const;

/** Success confirmations (the banner that hides after 5 seconds; legacy `{ message }` answers). */
export const success = {
  saved: msg('success.saved'),
  messageSent: msg('success.messageSent'),
  requestSent: msg('success.requestSent'),
  appliedToCourse: msg('success.appliedToCourse'),
  applicationUpdated: msg('success.applicationUpdated'),
  applicationResubmitted: msg('success.applicationResubmitted'),
  studentProfileUpdated: msg('success.studentProfileUpdated'),
  universityCreated: msg('success.universityCreated'),
  universityUpdated: msg('success.universityUpdated'),
  universityDeleted: msg('success.universityDeleted'),
  universityEnabled: msg('success.universityEnabled'),
  universityDisabled: msg('success.universityDisabled'),
  courseCreated: msg('success.courseCreated'),
  courseUpdated: msg('success.courseUpdated'),
  courseDeleted: msg('success.courseDeleted'),
  courseEnabled: msg('success.courseEnabled'),
  courseDisabled: msg('success.courseDisabled'),
  /** The back office's simple resources: "City created successfully". */
  resourceCreated: (noun: string) => msg('success.resourceCreated', { noun }),
  resourceUpdated: (noun: string) => msg('success.resourceUpdated', { noun }),
  resourceDeleted: (noun: string) => msg('success.resourceDeleted', { noun }),
  resourceEnabled: (noun: string) => msg('success.resourceEnabled', { noun }),
  resourceDisabled: (noun: string) => msg('success.resourceDisabled', { noun }),
  created: msg('success.created'),
  updated: msg('success.updated'),
  deleted: msg('success.deleted'),
  profileCreated: msg('success.profileCreated'),
  logoAdded: msg('success.logoAdded'),
  resumeUploaded: msg('success.resumeUploaded'),
  passwordChanged: auth.passwordChanged,
  verified: auth.verified,
} as const;

/** Uploads (lib/storage): what to fix, never a stack trace. */
export const upload = {
  required: msg('validation.upload.required'),
  empty: msg('upload.empty'),
  tooLarge: (maxMb: number) => msg('validation.upload.tooLarge', { maxMb }),
  typeNotAllowed: (allowed: string) => msg('upload.typeNotAllowed', { allowed }),
  imageTooBig: (side: number, megapixels: number) => msg('upload.imageTooBig', { side, megapixels }),
  imageUnreadable: msg('upload.imageUnreadable'),
  notFound: msg('upload.notFound'),
} as const;

/**
 * Nouns of records: "University" in "University not found" (`notFound(nouns.university)`), and
 * in lower case where a sentence names one (`nouns.lower.university`).
 */
export const nouns = {
  applicant: msg('nouns.applicant'),
  application: msg('nouns.application'),
  candidate: msg('nouns.candidate'),
  category: msg('nouns.category'),
  city: msg('nouns.city'),
  country: msg('nouns.country'),
  course: msg('nouns.course'),
  directHireRequest: msg('nouns.directHireRequest'),
  partTimeApplication: msg('nouns.partTimeApplication'),
  document: msg('nouns.document'),
  employer: msg('nouns.employer'),
  employerType: msg('nouns.employerType'),
  file: msg('nouns.file'),
  job: msg('nouns.job'),
  jobCategory: msg('nouns.jobCategory'),
  logo: msg('nouns.logo'),
  message: msg('nouns.message'),
  notification: msg('nouns.notification'),
  payment: msg('nouns.payment'),
  picture: msg('nouns.picture'),
  profile: msg('nouns.profile'),
  program: msg('nouns.program'),
  record: msg('nouns.record'),
  row: msg('nouns.row'),
  scholarshipOffer: msg('nouns.scholarshipOffer'),
  studentProfile: msg('nouns.studentProfile'),
  university: msg('nouns.university'),
  user: msg('nouns.user'),
  lower: {
    category: msg('nouns.lower.category'),
    city: msg('nouns.lower.city'),
    country: msg('nouns.lower.country'),
    course: msg('nouns.lower.course'),
    employerType: msg('nouns.lower.employerType'),
    jobCategory: msg('nouns.lower.jobCategory'),
    program: msg('nouns.lower.program'),
    scholarshipOffer: msg('nouns.lower.scholarshipOffer'),
    university: msg('nouns.lower.university'),
  },
} as const;

/** Errors every door may answer. */
export const errors = {
  generic: msg('errors.generic'),
  /** With the id the log line carries, so support can find it. */
  genericWithId: (id: string) => msg('errors.genericWithId', { id }),
  invalidInput: msg('validation.errors.invalidInput'),
  /** The old job board's word for a refused body without a field to name. */
  invalidInputShort: msg('errors.invalidInputShort'),
  malformedJson: msg('errors.malformedJson'),
  unsupportedBody: msg('errors.unsupportedBody'),
  bodyNotObject: msg('errors.bodyNotObject'),
  unauthenticated: auth.signInFirst,
  forbidden: msg('errors.forbidden'),
  /** 403 for a write sent with the session cookie from another site's page (cross-site request forgery). */
  crossSite: msg('errors.crossSite'),
  notFound: msg('errors.notFound'),
  recordNotFound: (what: string) => msg('errors.recordNotFound', { what }),
  conflict: msg('errors.conflict'),
  /** 409: a catalogue record with applications is disabled, never deleted. */
  hasApplications: (what: string, n: number) => msg('errors.hasApplications', { what, n }),
  rateLimited: msg('errors.rateLimited'),
  methodNotAllowed: msg('errors.methodNotAllowed'),
  /** 413 from the launcher's body cap, before the app reads anything. */
  requestTooLarge: (maxMb: number) => msg('errors.requestTooLarge', { maxMb }),
} as const;

/** The contact page and its form. */
export const contact = {
  sent: success.messageSent,
  nameRequired: validation.required,
  emailRequired: validation.emailRequired,
  emailInvalid: validation.emailInvalid,
  subjectRequired: validation.required,
  messageRequired: validation.required,
  replyRequired: msg('validation.contact.replyRequired'),
  replied: msg('contact.replied'),
  markedRead: msg('contact.markedRead'),
  markedUnread: msg('contact.markedUnread'),
  /** Over the per-sender limit: what this person did. */
  tooManyFromSender: (minutes: number) => msg('contact.tooManyFromSender', { minutes }),
  /** Over the per-address ceiling: what others on the same network did, not this person. */
  tooManyFromNetwork: (minutes: number) => msg('contact.tooManyFromNetwork', { minutes }),
} as const;

/** Mail subjects (lib/mail templates). */
export const mail = {
  verificationSubject: msg('mail.verificationSubject'),
  passwordResetSubject: msg('mail.passwordResetSubject'),
  passwordChangedSubject: msg('mail.passwordChangedSubject'),
  applicationStatusSubject: msg('mail.applicationStatusSubject'),
  contactConfirmationSubject: msg('mail.contactConfirmationSubject'),
  paymentConfirmedSubject: msg('mail.paymentConfirmedSubject'),
  paymentRefundedSubject: msg('mail.paymentRefundedSubject'),
  /** one line, at most 150 characters, whatever the sender typed as the subject */
  contactReplySubject: (subject: string) => msg('mail.contactReplySubject', { subject: subject.replace(/[\r\n]+/g, ' ').slice(0, 150) }),
} as const;

/** The admin users page and "Delete Profile". */
export const accountAdmin = {
  accountDeleted: msg('accountAdmin.accountDeleted'),
  languageSaved: msg('accountAdmin.languageSaved'),
  userDeleted: msg('accountAdmin.userDeleted'),
  userDisabled: msg('accountAdmin.userDisabled'),
  userEnabled: msg('accountAdmin.userEnabled'),
  sessionsEnded: msg('accountAdmin.sessionsEnded'),
  adminCreated: auth.adminCreated,
  notYourself: msg('accountAdmin.notYourself'),
  adminCannotSelfDelete: msg('accountAdmin.adminCannotSelfDelete'),
  userNotFound: msg('accountAdmin.userNotFound'),
} as const;


/** The Apply door (`/apply/{courseId}`) and its "cannot apply" page. */
export const applyDoor = {
  studentsOnlyTitle: msg('applyDoor.studentsOnlyTitle'),
  studentsOnlyBody: (role: string) => msg('applyDoor.studentsOnlyBody', { role }),
  signInAsStudent: msg('applyDoor.signInAsStudent'),
  signInStudent: msg('applyDoor.signInStudent'),
  closedTitle: msg('applyDoor.closedTitle'),
  closedBody: msg('applyDoor.closedBody'),
  backToCourse: msg('applyDoor.backToCourse'),
  browseUniversities: msg('applyDoor.browseUniversities'),
  courseNotFound: msg('applyDoor.courseNotFound'),
} as const;

/** Student applications: the wizard, the status module, documents. */
export const applicationMessages = {
  illegalMove: (from: string, to: string) => msg('applications.illegalMove', { from, to }),
  reasonRequired: msg('validation.applications.reasonRequired'),
  notEditable: msg('applications.notEditable'),
  onlyStudents: msg('applications.onlyStudents'),
  courseClosed: msg('applications.courseClosed'),
  incomplete: msg('validation.applications.incomplete'),
  declarationRequired: msg('validation.applications.declarationRequired'),
  passportExpired: msg('validation.applications.passportExpired'),
  educationRequired: msg('validation.applications.educationRequired'),
  documentRequired: msg('validation.applications.documentRequired'),
  slotNotOpen: msg('applications.slotNotOpen'),
  slotsRequired: msg('validation.applications.slotsRequired'),
  onlyDrafts: msg('applications.onlyDrafts'),
  submitted: msg('applications.submitted'),
  withdrawn: msg('applications.withdrawn'),
  draftDeleted: msg('applications.draftDeleted'),
  draftSaved: msg('applications.draftSaved'),
  resubmitted: msg('applications.resubmitted'),
  documentsRequested: msg('applications.documentsRequested'),
  documentSaved: msg('applications.documentSaved'),
  documentRemoved: msg('applications.documentRemoved'),
  statusNotificationTitle: (status: string) => msg('applications.statusNotificationTitle', { status }),
  /** Shown for the name of an account that was deleted. */
  deletedAccount: msg('applications.deletedAccount'),
} as const;

/** Site settings (`/admin/settings`): the fees, their currency and the payment instructions. */
export const settingsMessages = {
  saved: msg('settings.saved'),
  amountInvalid: msg('validation.settings.amountInvalid'),
  amountTooLarge: msg('validation.settings.amountTooLarge'),
  currencyInvalid: msg('validation.settings.currencyInvalid'),
  instructionsRequired: msg('validation.settings.instructionsRequired'),
  cashOfficeAddressRequired: msg('validation.settings.cashOfficeAddressRequired'),
  cashOfficeHoursRequired: msg('validation.settings.cashOfficeHoursRequired'),
} as const;

/** The fees page (`/checkout?application_id=`) and the payment reference a student records. */
export const feesMessages = {
  referenceRecorded: msg('fees.referenceRecorded'),
  referenceRequired: msg('validation.fees.referenceRequired'),
  referenceTooShort: msg('validation.fees.referenceTooShort'),
  referenceTooLong: msg('validation.fees.referenceTooLong'),
  referenceInvalid: msg('validation.fees.referenceInvalid'),
  noCardNumbers: msg('validation.fees.noCardNumbers'),
  methodRequired: msg('validation.fees.methodRequired'),
  feeRequired: msg('validation.fees.feeRequired'),
  notPayable: msg('fees.notPayable'),
  draftNotPayable: msg('fees.draftNotPayable'),
  nothingToRecord: msg('fees.nothingToRecord'),
  notificationTitle: (fee: string) => msg('fees.notificationTitle', { fee }),
  notificationBody: msg('fees.notificationBody'),
  // the back office (/admin/payments)
  confirmed: msg('fees.confirmed'),
  refunded: msg('fees.refunded'),
  /** `status`: the payment status value (the message words it). */
  cannotConfirm: (status: string) => msg('fees.cannotConfirm', { status }),
  cannotRefund: (status: string) => msg('fees.cannotRefund', { status }),
  refundReasonRequired: msg('validation.fees.refundReasonRequired'),
  confirmedTitle: (fee: string) => msg('fees.confirmedTitle', { fee }),
  refundedTitle: (fee: string) => msg('fees.refundedTitle', { fee }),
} as const;

/** The student profile page (/student/update-profile) and its files. */
export const profileMessages = {
  updated: success.studentProfileUpdated,
  fileSaved: msg('profile.fileSaved'),
  fileRemoved: msg('profile.fileRemoved'),
  oneSection: msg('profile.oneSection'),
} as const;

/** The back office's application review (/admin/applications). */
export const reviewMessages = {
  notFound: msg('review.notFound'),
  noFileToAccept: msg('review.noFileToAccept'),
  awaitingNewFile: msg('review.awaitingNewFile'),
  documentAccepted: msg('review.documentAccepted'),
  documentRequested: msg('review.documentRequested'),
  noteAdded: msg('review.noteAdded'),
  /** `status`: the application status value (the message words it). */
  statusChanged: (status: string) => msg('review.statusChanged', { status }),
  bulkDone: (moved: number, refused: number) => msg('review.bulkDone', { moved, refused }),
} as const;

/** What an employer reads of a job seeker (lib/candidates/employer-view.ts) and the privacy form. */
export const employerViewMessages = {
  withdrawn: msg('employerView.withdrawn'),
  cvWithdrawn: msg('employerView.cvWithdrawn'),
  contactsLegend: msg('employerView.contactsLegend'),
  contactsHint: msg('employerView.contactsHint'),
} as const;

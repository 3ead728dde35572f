/**
 * The one catalogue of user-facing texts: the old site's wording where it was clear, plain English
 * where it was not; everything the user reads comes from here, so a wording change is one edit.
 * Client-safe: no imports, plain constants and tiny formatters.
 */

/** Field validation (forms, server actions and both legacy envelopes). */
export const validation = {
  required: 'This field is required',
  minLength: (n: number) => `Enter at least ${n} characters`,
  maxLength: (n: number) => `Enter at most ${n} characters`,
  digitsOnly: 'Enter digits only',
  emailRequired: 'Enter email address',
  emailInvalid: 'Enter a valid email address',
  invalidValue: 'Enter a valid value',
  invalidDate: 'Enter a valid date',
  invalidNumber: 'Enter a number',
  chooseOption: 'Choose one of the options',
  termsRequired: 'You must accept the terms',
  /** "Skills Max length will be 10" and the other list limits: the list's own name and limit. */
  listMax: (list: string, n: number) => `You can add at most ${n} ${list}`,
  /** A link an admin enters (a university's website…): only web addresses become links. */
  httpUrl: 'Enter a web address starting with http:// or https://',
  universityCodeTaken: 'This code is already used by another university',
  // Admin catalogue (universities and courses):
  slugFormat: 'Use lower-case letters, digits and single hyphens',
  slugTaken: 'This address is already used by another record',
  courseCodeTaken: 'This code is already used by another course',
  intakeFormat: 'Enter the intake as a month (YYYY-MM)',
  // Bad input (issue 26): a wrong type says so, never "required" for a value that was sent.
  enterText: 'Enter text',
  wholeNumber: 'Enter a whole number',
  /** A NUL or a lone surrogate: PostgreSQL can store neither in text or jsonb. */
  unstorableText: 'This text contains a character we cannot store',
} as const;

/** Sign-in, registration, codes and passwords. */
export const auth = {
  emailRequired: validation.emailRequired,
  emailInvalid: validation.emailInvalid,
  passwordRequired: 'Enter password',
  passwordMin: 'Enter at least 8 characters',
  passwordTooShort: 'Password is too short: enter at least 8 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  samePassword: 'Choose a new password, not your current one',
  passwordTooCommon: 'This password is too common',
  currentPasswordRequired: 'Enter current password',
  currentPasswordWrong: 'Current password is wrong',
  newPasswordRequired: 'Enter new password',
  confirmPasswordRequired: 'Confirm password',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'This email is already registered',
  termsRequired: validation.termsRequired,
  codeRequired: 'Enter the code',
  codeLength: 'Enter the 6-digit code',
  codeInvalid: 'This code has expired or is not valid',
  verified: 'Verified successfully',
  passwordChanged: 'Password changed successfully',
  tooManyAttempts: (minutes: number) => `Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`,
  signInFirst: 'Please sign in first',
  verificationRequired: 'Please verify your email address first',
  verificationSent: 'We sent a code to your email address',
  resetCodeSent: 'If this email is registered, we sent a code to it',
  registered: 'Account created: check your email for the code',
  signedOut: 'Signed out',
  // Accounts (issue 4) additions:
  roleNotAllowed: 'Choose Student, Job seeker or Employer',
  accountDisabled: 'This account has been disabled',
  adminOnly: 'This sign-in is for administrators: please use the main login page',
  codeResendWait: (seconds: number) => `You can ask for a new code in ${seconds} second${seconds === 1 ? '' : 's'}`,
  // The same words for every address: the answer never tells whether an account waits for a code.
  codeResent: 'If this address is waiting for verification, we sent a new code to it',
  passwordReset: 'Your password has been changed: sign in with your new password',
  resetCodeAccepted: 'Code accepted: choose a new password',
  adminCreated: 'Admin account created',
} as const;

/** Success confirmations (the banner that hides after 5 seconds; legacy `{ message }` answers). */
export const success = {
  saved: 'Saved',
  messageSent: 'Message sent',
  requestSent: 'Request sent',
  appliedToCourse: 'Applied to course successfully',
  applicationUpdated: 'Application updated successfully',
  applicationResubmitted: 'Application sent back with the requested documents',
  studentProfileUpdated: 'Student profile updated successfully',
  universityCreated: 'University created successfully',
  universityUpdated: 'University updated successfully',
  universityDeleted: 'University deleted successfully',
  universityEnabled: 'University enabled: it shows on the public pages again',
  universityDisabled: 'University disabled: it no longer shows on the public pages',
  courseCreated: 'Course created successfully',
  courseUpdated: 'Course updated successfully',
  courseDeleted: 'Course deleted successfully',
  courseEnabled: 'Course enabled: it shows on the public pages again',
  courseDisabled: 'Course disabled: it no longer shows on the public pages',
  /** The back office's simple resources: "City created successfully". */
  resourceCreated: (noun: string) => `${noun} created successfully`,
  resourceUpdated: (noun: string) => `${noun} updated successfully`,
  resourceDeleted: (noun: string) => `${noun} deleted successfully`,
  resourceEnabled: (noun: string) => `${noun} enabled: it shows on the public pages again`,
  resourceDisabled: (noun: string) => `${noun} disabled: it no longer shows on the public pages`,
  created: 'Created successfully',
  updated: 'Updated successfully',
  deleted: 'Deleted successfully',
  profileCreated: 'Profile created',
  logoAdded: 'Logo added',
  resumeUploaded: 'Resume uploaded',
  passwordChanged: auth.passwordChanged,
  verified: auth.verified,
} as const;

/** Uploads (lib/storage): what to fix, never a stack trace. */
export const upload = {
  required: 'Choose a file',
  empty: 'The file is empty',
  tooLarge: (maxMb: number) => `The file is too large: at most ${maxMb} MB`,
  typeNotAllowed: (allowed: string) => `This file type is not allowed: use ${allowed}`,
  imageTooBig: (side: number, megapixels: number) => `This image is too big: at most ${side.toLocaleString('en-GB')} pixels on a side and ${megapixels} megapixels`,
  imageUnreadable: 'We could not read this image: save it again as PNG, JPEG or WebP',
  notFound: 'File not found',
} as const;

/** Errors every door may answer. */
export const errors = {
  generic: 'Something went wrong. Please try again.',
  /** With the id the log line carries, so support can find it. */
  genericWithId: (id: string) => `Something went wrong. Please try again (reference ${id}).`,
  invalidInput: 'Please correct the highlighted fields',
  malformedJson: 'The request body is not valid JSON',
  unsupportedBody: 'The request body could not be read',
  unauthenticated: auth.signInFirst,
  forbidden: 'You are not allowed to do this',
  /** 403 for a write sent with the session cookie from another site's page (cross-site request forgery). */
  crossSite: 'This request came from another site and was refused: please use the Zhiyuan site itself',
  notFound: 'Not found',
  recordNotFound: (what: string) => `${what} not found`,
  conflict: 'This conflicts with existing data',
  /** 409: a catalogue record with applications is disabled, never deleted. */
  hasApplications: (what: string, n: number) =>
    `This ${what} has ${n} application${n === 1 ? '' : 's'} and cannot be deleted: disable it instead`,
  rateLimited: 'Too many requests, try again later',
  methodNotAllowed: 'Method not allowed',
  /** 413 from the launcher's body cap, before the app reads anything. */
  requestTooLarge: (maxMb: number) => `The request is too large: at most ${maxMb} MB`,
} as const;

/** The contact page and its form. */
export const contact = {
  sent: success.messageSent,
  nameRequired: validation.required,
  emailRequired: validation.emailRequired,
  emailInvalid: validation.emailInvalid,
  subjectRequired: validation.required,
  messageRequired: validation.required,
  replyRequired: 'Write your answer',
  replied: 'Your answer was sent by e-mail and recorded with the message.',
  markedRead: 'Marked as read.',
  markedUnread: 'Marked as unread.',
} as const;

/** Mail subjects (lib/mail templates). */
export const mail = {
  verificationSubject: 'Your Zhiyuan verification code',
  passwordResetSubject: 'Your Zhiyuan password reset code',
  passwordChangedSubject: 'Your Zhiyuan password was changed',
  applicationStatusSubject: 'Your application status has changed',
  contactConfirmationSubject: 'We received your message',
  paymentConfirmedSubject: 'Your payment is confirmed',
  paymentRefundedSubject: 'Your payment was refunded',
  /** one line, at most 150 characters, whatever the sender typed as the subject */
  contactReplySubject: (subject: string) => `Re: ${subject.replace(/[\r\n]+/g, ' ').slice(0, 150)}`,
} as const;

/** The admin users page and "Delete Profile". */
export const accountAdmin = {
  accountDeleted: 'Your account and your personal data have been deleted',
  userDeleted: 'The account has been deleted',
  userDisabled: 'The account has been disabled and signed out everywhere',
  userEnabled: 'The account has been enabled',
  sessionsEnded: 'Every session of this account has ended',
  adminCreated: auth.adminCreated,
  notYourself: 'You cannot do this to your own account',
  adminCannotSelfDelete: 'Admin accounts are deleted by another admin on the Users page',
  userNotFound: 'User not found',
} as const;


/** The Apply door (`/apply/{courseId}`) and its "cannot apply" page. */
export const applyDoor = {
  studentsOnlyTitle: 'Only student accounts can apply',
  studentsOnlyBody: (role: string) => `You are signed in as ${role}. Applications to courses are made from a student account.`,
  signInAsStudent: 'Sign out and sign in as a student',
  signInStudent: 'Sign in as a student',
  closedTitle: 'This course is not open for applications',
  closedBody: 'Its application deadline has passed or it is no longer offered. Other courses may still be open.',
  backToCourse: 'Back to the course',
  browseUniversities: 'Browse universities',
  courseNotFound: 'Course not found',
} as const;

/** Student applications: the wizard, the status module, documents. */
export const applicationMessages = {
  illegalMove: (from: string, to: string) => `An application cannot move from ${from} to ${to}`,
  reasonRequired: 'Give a reason the student can read',
  notEditable: 'This application has been submitted and can no longer be changed',
  onlyStudents: 'Only student accounts can apply: sign in with a student account',
  courseClosed: 'This course is not open for applications',
  incomplete: 'The application is not complete yet: see what is missing',
  declarationRequired: 'Tick this box to continue',
  passportExpired: 'The passport must be valid after today',
  educationRequired: 'Add at least one education entry',
  documentRequired: 'Upload this document',
  slotNotOpen: 'This document cannot be changed now',
  slotsRequired: 'Choose at least one document to request',
  onlyDrafts: 'Only a draft can be deleted',
  submitted: 'Application submitted',
  withdrawn: 'Application withdrawn',
  draftDeleted: 'Draft deleted',
  draftSaved: 'Draft saved: you can come back to it at any time',
  resubmitted: 'Application sent back to the admissions office',
  documentsRequested: 'Documents requested',
  documentSaved: 'Document uploaded',
  documentRemoved: 'Document removed',
  statusNotificationTitle: (status: string) => `Your application is now: ${status}`,
} as const;

/** Site settings (`/admin/settings`): the fees, their currency and the payment instructions. */
export const settingsMessages = {
  saved: 'Settings saved: the fees page shows them at once',
  amountInvalid: 'Enter an amount in whole units, with at most two decimals (e.g. 500 or 500.50)',
  amountTooLarge: 'Enter at most 1,000,000',
  currencyInvalid: 'Enter a three-letter currency code, e.g. CNY',
  instructionsRequired: 'Write how to pay with this method',
} as const;

/** The fees page (`/checkout?application_id=`) and the payment reference a student records. */
export const feesMessages = {
  referenceRecorded: 'Payment reference recorded: the admissions office will confirm it',
  referenceRequired: 'Enter the reference of your payment',
  referenceTooShort: 'Enter at least 3 characters',
  referenceTooLong: 'Enter at most 100 characters',
  referenceInvalid: 'Use letters, digits, spaces and - / . # only',
  noCardNumbers: 'Never enter a card number: enter the reference of your transfer, cheque, receipt or wallet payment',
  methodRequired: 'Choose how you paid',
  feeRequired: 'Choose which fee you paid',
  notPayable: 'The fees of this application cannot be paid now',
  draftNotPayable: 'Submit the application first: its fees are due once it is submitted',
  nothingToRecord: 'This fee is already confirmed: nothing to record',
  notificationTitle: (fee: string) => `Payment reference recorded: ${fee}`,
  notificationBody: 'We will confirm your payment once it has arrived.',
  // the back office (/admin/payments)
  confirmed: 'Payment confirmed: the student was told by e-mail',
  refunded: 'Payment marked refunded: the student was told by e-mail',
  cannotConfirm: (status: string) => `A payment that is ${status.toLowerCase()} cannot be confirmed`,
  cannotRefund: (status: string) => `Only a paid payment can be refunded; this one is ${status.toLowerCase()}`,
  refundReasonRequired: 'Say why the payment is refunded (the student reads it)',
  confirmedTitle: (fee: string) => `Payment confirmed: ${fee}`,
  refundedTitle: (fee: string) => `Payment refunded: ${fee}`,
} as const;

/** The student profile page (/student/update-profile) and its files. */
export const profileMessages = {
  updated: success.studentProfileUpdated,
  fileSaved: 'File uploaded',
  fileRemoved: 'File removed',
  oneSection: 'Send exactly one profile section',
} as const;

/** The back office's application review (/admin/applications). */
export const reviewMessages = {
  notFound: 'This application does not exist or is still a draft',
  noFileToAccept: 'There is no file in this slot to accept',
  awaitingNewFile: 'The student has not uploaded this document again yet',
  documentAccepted: 'Document accepted',
  documentRequested: 'Document requested again: the student has been told why',
  noteAdded: 'Note added',
  statusChanged: (status: string) => `Status changed to ${status.toLowerCase()}`,
  bulkDone: (moved: number, refused: number) =>
    `${moved} application${moved === 1 ? '' : 's'} changed${refused > 0 ? `, ${refused} refused` : ''}`,
} as const;

/** What an employer reads of a job seeker (lib/candidates/employer-view.ts) and the privacy form. */
export const employerViewMessages = {
  withdrawn: 'The candidate withdrew this application: its CV, picture, e-mail address and phone numbers are no longer shared with you.',
  cvWithdrawn: 'Withdrawn: the CV is no longer shared.',
  contactsLegend: 'Show these contact details to employers',
  contactsHint:
    'Employers (in the candidate directory or not) never see them unless you tick them here. An employer you apply to sees your e-mail address and phone numbers while your application is open.',
} as const;

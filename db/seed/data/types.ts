/**
 * Shapes of the deterministic demo content under db/seed/data. Pure data: no database access and no
 * imports. Money is in WHOLE currency units here (CNY for tuition and platform fees, GBP for
 * salaries); db/seed.ts converts to minor units. Dates are 'YYYY-MM-DD', months 'YYYY-MM',
 * instants ISO 8601 UTC strings. Keys are camelCase like the Drizzle schema's TS keys.
 */

export type DemoDegreeType = 'Bachelor' | 'Masters' | 'PhD' | 'MBBS' | 'Chinese Language';
export type DemoTeachingLanguage = 'english' | 'chinese';
export type DemoCourseTag =
  | 'top-picks'
  | 'most-popular'
  | 'fastest-admissions'
  | 'highest-rating'
  | 'top-ranked';
export type DemoMajor =
  | 'IT'
  | 'Business'
  | 'Engineering'
  | 'Medicine'
  | 'Economics'
  | 'Law'
  | 'Chinese Language'
  | 'Arts'
  | 'Education'
  | 'Science';

// ---------------------------------------------------------------------------------------------
// Reference data (seeded in every mode)

export interface DemoDegree {
  name: DemoDegreeType;
  type: DemoDegreeType;
  duration: string;
  sortOrder: number;
  description: string;
}

export interface DemoJobCategory {
  /** Fixed ids of the legacy job board (find-jobs links use them). */
  id: number;
  code: string;
  name: string;
}

export interface DemoEmployerType {
  code: string;
  name: string;
}

export interface DemoUniversityCategory {
  slug: string;
  name: string;
  code: string;
  /** slug of the parent category, or null for a top-level one */
  parentSlug: string | null;
  description: string;
}

export interface DemoPaymentInstruction {
  method: 'bank_transfer' | 'cheque' | 'cash' | 'online_wallet';
  label: string;
  instructions: string;
}

export interface DemoSiteSettings {
  currency: 'CNY';
  /** whole CNY */
  applicationFee: number;
  /** whole CNY */
  serviceFee: number;
  paymentInstructions: DemoPaymentInstruction[];
}

// ---------------------------------------------------------------------------------------------
// Catalogue

export interface DemoProvince {
  slug: string;
  name: string;
  nameZh: string;
}

export interface DemoCity {
  slug: string;
  name: string;
  nameZh: string;
  provinceSlug: string;
  /** Telephone area code without the trunk 0 (Beijing 10, Hangzhou 571). */
  code: number;
  status: boolean;
}

export interface DemoUniversityFees {
  /** whole CNY per year */
  bachelor: number;
  masters: number;
  phd: number;
  /** null when the university has no medical school offering MBBS */
  mbbs: number | null;
  /** Chinese language programme, whole CNY per year */
  language: number;
  /** typical international dormitory, whole CNY per year */
  accommodation: number;
  /** registration, insurance, residence permit and medical check, whole CNY per year */
  other: number;
  /** scholarship application (processing) fee, whole CNY, paid once */
  scholarship: number;
}

export interface DemoUniversity {
  /** unique, upper case ('THU'); also names the logo and banner files */
  code: string;
  slug: string;
  name: string;
  nameZh: string;
  shortName: string;
  citySlug: string;
  /** slug of a DemoUniversityCategory */
  categorySlug: string;
  type: 'public' | 'private';
  foundedYear: number;
  website: string;
  email: string;
  contactNo: string;
  /** street address / campus, shown as "location" */
  location: string;
  scholarshipOpen: boolean;
  /** application deadline, 'YYYY-MM-DD' */
  deadline: string;
  ageLimit: string;
  fees: DemoUniversityFees;
  totalStudent: number;
  internationalStudent: number;
  totalSection: number;
  /** schools / faculties, free text (seed field `school`) */
  school: string;
  /** majors the course generator draws on, strongest first */
  majors: DemoMajor[];
  introduction: string;
  description: string;
  accommodation: string;
  admissionsProcess: string;
  rulesAndRegulations: string;
  requirement: string;
  /** Colours for the generated logo and banner (hex). */
  colors: { primary: string; secondary: string };
  status: boolean;
}

export interface DemoCourse {
  code: string;
  slug: string;
  title: string;
  shortTitle: string;
  universityCode: string;
  degreeType: DemoDegreeType;
  major: DemoMajor;
  teachingLanguage: DemoTeachingLanguage;
  tag: DemoCourseTag | null;
  /** 'YYYY-MM' */
  intake: string;
  /** 'YYYY-MM-DD', before the intake month */
  deadline: string;
  /** whole CNY per year; null = the university's fee for this degree */
  fee: number | null;
  /** whole CNY per year; null = the university's accommodation fee */
  accommodationFee: number | null;
  /** whole CNY per year; null = the university's other fee */
  otherFee: number | null;
  /** years, as text: '4', '2.5', '1', '0.5', '6' */
  durationYears: string;
  seat: number;
  description: string;
  status: boolean;
}

export interface DemoScholarship {
  code: string;
  title: string;
  /** 'Government' | 'University' | 'Provincial' | 'Municipal' */
  type: string;
  universityCode: string;
  degreeType: DemoDegreeType | null;
  duration: string;
  /** share of tuition covered, 0-100 */
  percent: number;
  details: string;
  deadline: string;
  status: boolean;
}

// ---------------------------------------------------------------------------------------------
// Job board

export interface DemoAddress {
  street: string;
  house: string;
  /** Kent or Surrey in the UK; null elsewhere */
  county: string | null;
  city: string;
  province: string;
  country: 'GB' | 'BD';
  description: string;
}

export interface DemoJob {
  /** stable key for references within the demo data */
  key: string;
  title: string;
  categoryId: number;
  description: string;
  location: string;
  city: string;
  jobNature: 'fulltime' | 'parttime' | 'contractual';
  /** whole GBP */
  salaryMin: number;
  salaryMax: number;
  salaryType: 'hourly' | 'monthly' | 'yearly';
  experienceMin: number;
  experienceMax: number;
  positions: number;
  skills: string[];
  benefits: string[];
  expireDate: string;
  status: 'approved' | 'reviewing';
  /** when it was posted (ISO instant) */
  postedAt: string;
}

export interface DemoEmployer {
  key: string;
  /** e-mail of the owning demo account (accounts.ts) */
  ownerEmail: string;
  code: string;
  orgName: string;
  /** DemoEmployerType.code */
  orgType: string;
  orgSize: 'small' | 'medium' | 'large';
  estYear: number;
  website: string;
  description: string;
  businessId: string;
  businessDescription: string;
  tradeLicense: string;
  contactPersonName: string;
  contactPersonDesignation: string;
  contactPersonEmail: string;
  contactPersonMobile: string;
  address: DemoAddress;
  isAccepted: boolean;
  colors: { primary: string; secondary: string };
  jobs: DemoJob[];
}

export interface DemoCandidateEducation {
  eduLevel: string;
  degreeTitle: string;
  major: string;
  institute: string;
  result: string;
  marks: string | null;
  passingYear: number;
  duration: string;
  achievement: string | null;
}

export interface DemoCandidateExperience {
  orgName: string;
  orgBusiness: string;
  designation: string;
  department: string;
  fromDate: string;
  toDate: string | null;
  currWorking: boolean;
  responsibilities: string;
  areaExpertise: string[];
  orgLocation: string;
}

export interface DemoCandidate {
  key: string;
  ownerEmail: string;
  isPublic: boolean;
  basicInfo: {
    firstName: string;
    lastName: string;
    dob: string;
    religion: string | null;
    ethnicity: string | null;
    gender: 'male' | 'female' | 'others';
    primaryContactNo: string;
    secondaryContactNo: string | null;
    emergencyContactNo: string | null;
    secondaryMail: string | null;
    nationality: string;
    fathersName: string | null;
    mothersName: string | null;
    nid: string | null;
    passportNo: string | null;
    bloodGroup: string | null;
    /** kg */
    weight: number | null;
    /** cm */
    height: number | null;
  };
  careerInfo: {
    objective: string;
    jobLevel: 'entry' | 'mid' | 'senior';
    jobNature: 'fulltime' | 'parttime' | 'contractual';
    /** whole GBP */
    presentSalary: number | null;
    presentSalaryType: 'hourly' | 'monthly' | 'yearly' | null;
    expectedSalary: number;
    expectedSalaryType: 'hourly' | 'monthly' | 'yearly';
  };
  certifications: { cerName: string; location: string; startDate: string; endDate: string }[];
  education: DemoCandidateEducation[];
  experience: DemoCandidateExperience[];
  skills: { skillName: string; acquiredFrom: 'self' | 'training' | 'education' | 'job'; description: string }[];
  trainings: {
    title: string;
    type: string;
    topicsCovered: string[];
    duration: string;
    year: number;
    institute: string;
    location: string;
  }[];
  extracurricular: string[];
  languages: {
    language: string;
    learnedBy: 'native' | 'official' | 'training';
    reading: 'high' | 'medium' | 'low';
    writing: 'high' | 'medium' | 'low';
    speaking: 'high' | 'medium' | 'low';
  }[];
  permanentAddress: DemoAddress;
  presentAddress: DemoAddress;
  preference: { jobCategoryChoice: number[]; keyword: string[]; prefCity: string[]; specialSkill: string[] };
  references: {
    name: string;
    designation: string;
    organization: string;
    email: string;
    relation: string;
    cellNo: string;
    address: string;
  }[];
  /** job applications: job key and pipeline status */
  applications: {
    jobKey: string;
    status: 'applied' | 'viewed' | 'shortlisted' | 'interview' | 'offered' | 'hired' | 'rejected' | 'withdrawn';
    coverLetter: string;
    appliedAt: string;
  }[];
}

export interface DemoPartTimeApplication {
  fullName: string;
  email: string;
  phone: string;
  city: string;
  skills: string[];
  availability: string;
  /** whole GBP per hour */
  hourlyRate: number;
  createdAt: string;
}

export interface DemoDirectHireRequest {
  jobTitle: string;
  orgName: string;
  address: DemoAddress;
  salaryType: 'hourly' | 'monthly' | 'yearly';
  /** whole GBP, [low, high] */
  salaryRange: [number, number];
  /** 'HH:MM' pair */
  workingHourRange: [string, string];
  dateFrom: string;
  dateTo: string;
  skills: string[];
  /** years, [min, max] */
  experience: [number, number];
  positionNo: number;
  contactNo: string;
  email: string;
  jobCategoryId: number;
  status: 'new' | 'contacted' | 'closed';
  createdAt: string;
}

// ---------------------------------------------------------------------------------------------
// Accounts and student applications

export type DemoRole = 'admin' | 'student' | 'employer' | 'candidate';

export interface DemoAccount {
  email: string;
  name: string;
  firstName: string;
  lastName: string;
  role: DemoRole;
  phoneCode: string;
  phoneNumber: string;
  gender: 'Male' | 'Female' | 'Others';
  /** ISO 3166-1 alpha-2 code, as every record stores a country */
  country: string;
  createdAt: string;
}

export interface DemoStudentProfile {
  ownerEmail: string;
  basicInformation: {
    firstName: string;
    lastName: string;
    parentName: string;
    type: 'Local' | 'Foreign';
    nationality: string;
    gender: 'Male' | 'Female';
    dob: string;
  };
  school: { schoolName: string; examinationName: string; year: string; duration: string; grade: string };
  higherSchool: { schoolName: string; examinationName: string; year: string; duration: string; grade: string } | null;
  bachelor: { instituteName: string; examinationName: string; year: string; duration: string; grade: string } | null;
  masters: { instituteName: string; examinationName: string; year: string; duration: string; grade: string } | null;
  passport: { passportNumber: string; country: string; expiryDate: string };
}

export interface DemoApplicationAddress {
  country: string;
  city: string;
  district: string;
  street: string;
  postalCode: string;
  receiverName: string;
}

export interface DemoApplicationStatusChange {
  from: 'draft' | 'submitted' | 'under_review' | 'documents_requested' | 'resubmitted' | 'accepted' | 'rejected' | 'withdrawn' | null;
  to: 'draft' | 'submitted' | 'under_review' | 'documents_requested' | 'resubmitted' | 'accepted' | 'rejected' | 'withdrawn';
  /** e-mail of the demo account that made the change */
  actorEmail: string;
  at: string;
  note: string | null;
}

export interface DemoApplication {
  key: string;
  studentEmail: string;
  /** DemoCourse.code of a generated course (see courses.ts: pickDemoApplicationCourses) */
  courseCode: string;
  description: string;
  status: DemoApplicationStatusChange['to'];
  paymentStatus: 'unpaid' | 'pending' | 'paid' | 'refunded';
  paymentReference: string | null;
  contactDetails: { email: string; phone: string; wechat: string };
  studentInformation: {
    firstName: string;
    middleName: string | null;
    lastName: string;
    chineseName: string | null;
    dateOfBirth: string;
    placeOfBirth: string;
    passportNumber: string;
    passportExpiryDate: string;
    nationality: string;
    religion: string | null;
    gender: 'Male' | 'Female' | 'Others';
    maritalStatus: 'Single' | 'Married';
    inChina: boolean;
    alcoholAddiction: boolean;
    hobbies: string | null;
  };
  homeAddress: DemoApplicationAddress;
  postalAddress: DemoApplicationAddress;
  languageProficiency: {
    nativeLanguage: string;
    englishLevel: 1 | 2 | 3 | 4;
    englishCertificate: 'IELTS' | 'TOEFL' | 'Duolingo' | 'Other' | null;
    chineseLevel: 'Fair' | 'Good' | 'Excellent' | null;
  };
  educationBackground: { school: string; major: string; started: string; finished: string; gpa: string; country: string }[];
  workExperience: { employer: string; jobTitle: string; started: string; finished: string }[];
  familyContact: {
    memberName: string;
    memberNationality: string;
    memberPhone: string;
    memberEmail: string;
    memberWorkPlace: string;
    memberRelationship: string;
    memberPosition: string;
  };
  financialSupporter: {
    relation: string;
    name: string;
    address: string;
    phone: string;
    email: string;
    workplace: string;
    workplaceAddress: string;
  };
  emergencyContact: { name: string; phone: string; email: string; address: string };
  declaration: {
    terms: boolean;
    consent: boolean;
    accuracy: boolean;
    payment: boolean;
    refund: boolean;
    attendance: boolean;
  };
  history: DemoApplicationStatusChange[];
  createdAt: string;
}

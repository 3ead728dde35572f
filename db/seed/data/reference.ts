/**
 * Reference data seeded in every mode (production too): the five degrees, job categories with the
 * legacy board's fixed ids, employer types, university categories and fee settings.
 */
import type {
  DemoDegree,
  DemoEmployerType,
  DemoJobCategory,
  DemoSiteSettings,
  DemoUniversityCategory,
} from './types';

export const degrees: DemoDegree[] = [
  {
    name: 'Bachelor',
    type: 'Bachelor',
    duration: '4 years',
    sortOrder: 1,
    description:
      'Undergraduate degrees for secondary-school graduates, usually four years (five for architecture). Taught in English or in Chinese after a preparatory year.',
  },
  {
    name: 'Masters',
    type: 'Masters',
    duration: '2-3 years',
    sortOrder: 2,
    description:
      'Postgraduate degrees for bachelor graduates. Coursework in the first year, then research and a thesis; most English-taught masters take two years.',
  },
  {
    name: 'PhD',
    type: 'PhD',
    duration: '3-4 years',
    sortOrder: 3,
    description:
      'Doctoral research under a supervisor, for masters graduates. Applicants usually contact a supervisor before applying.',
  },
  {
    name: 'MBBS',
    type: 'MBBS',
    duration: '6 years',
    sortOrder: 4,
    description:
      'Bachelor of Medicine and Bachelor of Surgery: five years of study plus a one-year clinical internship, taught in English at medical schools approved for international students.',
  },
  {
    name: 'Chinese Language',
    type: 'Chinese Language',
    duration: '1 year',
    sortOrder: 5,
    description:
      'Non-degree Chinese language study by semester or year, from beginner to HSK 5 and above; also the usual preparation for Chinese-taught degrees.',
  },
];

export const jobCategories: DemoJobCategory[] = [
  { id: 44, code: 'ACC', name: 'Accounting/Finance' },
  { id: 45, code: 'HLC', name: 'Health and Care' },
  { id: 46, code: 'CUS', name: 'Customer' },
  { id: 47, code: 'DEV', name: 'Development' },
  { id: 48, code: 'DES', name: 'Design' },
  { id: 105, code: 'MKT', name: 'Marketing' },
  { id: 106, code: 'AUT', name: 'Automotive' },
  { id: 107, code: 'PMG', name: 'Project Management' },
];

export const employerTypes: DemoEmployerType[] = [
  { code: 'PVT', name: 'Private Limited' },
  { code: 'PLC', name: 'Public Limited' },
  { code: 'GOV', name: 'Government' },
  { code: 'NGO', name: 'NGO' },
  { code: 'STU', name: 'Startup' },
  { code: 'EDU', name: 'Educational Institution' },
  { code: 'SOL', name: 'Sole Trader' },
  { code: 'CHA', name: 'Charity' },
];

export const universityCategories: DemoUniversityCategory[] = [
  {
    slug: 'comprehensive',
    code: 'COMP',
    name: 'Comprehensive',
    parentSlug: null,
    description: 'Universities teaching across the humanities, sciences, engineering and often medicine.',
  },
  {
    slug: 'engineering-technology',
    code: 'ENGT',
    name: 'Engineering & Technology',
    parentSlug: null,
    description: 'Universities whose strongest schools are in engineering, computing and applied science.',
  },
  {
    slug: 'aerospace',
    code: 'AERO',
    name: 'Aerospace',
    parentSlug: 'engineering-technology',
    description: 'Engineering universities built around aeronautics, astronautics and related fields.',
  },
  {
    slug: 'medical',
    code: 'MED',
    name: 'Medical',
    parentSlug: null,
    description: 'Universities dedicated to medicine, dentistry, pharmacy and nursing.',
  },
  {
    slug: 'normal',
    code: 'NORM',
    name: 'Normal (teacher training)',
    parentSlug: null,
    description: 'Universities that began as teacher-training colleges and remain strong in education.',
  },
  {
    slug: 'finance-economics',
    code: 'FINE',
    name: 'Finance & Economics',
    parentSlug: null,
    description: 'Universities specialising in economics, finance, accounting and management.',
  },
  {
    slug: 'language',
    code: 'LANG',
    name: 'Language',
    parentSlug: null,
    description: 'Universities specialising in languages and in teaching Chinese to international students.',
  },
];

export const siteSettings: DemoSiteSettings = {
  currency: 'CNY',
  applicationFee: 500,
  serviceFee: 7500,
  paymentInstructions: [
    {
      method: 'bank_transfer',
      label: 'Bank transfer',
      instructions:
        'Transfer the amount to Zhiyuan Education Services, account 6222 0000 1234 5678, Bank of China, Hangzhou Wulin branch (SWIFT BKCHCNBJ910). Write your application number in the payment reference, then enter the bank\'s transaction reference here. Allow two working days for us to confirm it.',
    },
    {
      method: 'cheque',
      label: 'Cheque',
      instructions:
        'Make the cheque payable to "Zhiyuan Education Services" and post it to our office with your application number written on the back. Enter the cheque number here; we confirm the payment once the cheque has cleared, usually within five working days.',
    },
    {
      method: 'cash',
      label: 'Cash at our office',
      instructions:
        'Pay in cash at our cash office (its address and opening hours are below). You will be given a numbered receipt; enter the receipt number here.',
    },
    {
      method: 'online_wallet',
      label: 'Online wallet (Alipay, WeChat Pay, bKash)',
      instructions:
        'Send the amount to the Zhiyuan merchant account shown in the app (Alipay or WeChat Pay) or to bKash merchant number 01700-000000. Enter the wallet\'s transaction ID here. Never share your wallet password or PIN with anyone, including our staff.',
    },
  ],
};


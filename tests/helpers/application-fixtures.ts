import { declarationKeys } from '@/lib/applications/schemas';

/** Wizard inputs that pass each step's rules (tests change one field at a time). */
const nextYear = String(new Date().getUTCFullYear() + 2);

export const validStudentStep = () => ({
  contact_details: { email: 'amina@example.test', phone: '+8613800000000', wechat: 'amina_wx' },
  students_information: {
    first_name: 'Amina',
    middle_name: '',
    last_name: 'Rahman',
    chinese_name: '阿米娜',
    date_of_birth: '2001-04-02',
    place_of_birth: 'Dhaka',
    passport_number: 'BA1234567',
    passport_expiry_date: `${nextYear}-01-31`,
    nationality: 'Bangladesh',
    religion: 'Islam',
    gender: 'Female',
    marital_status: 'Single',
    in_china: 'No',
    alcohol: 'no',
    hobbies: 'Chess',
  },
  home_address: { country: 'Bangladesh', city: 'Dhaka', district: 'Gulshan', street: 'Road 5', postal_code: '1212', receiver_name: '' },
  postal_same_as_home: true,
  language_proficiency: { native_language: 'Bengali', english_level: '3', english_certificate: 'IELTS', chinese_level: '' },
  education_background: [{ school: 'Dhaka College', major: 'Science', started: '2016-07', finished: '2018-06', gpa: '5.0', country: 'Bangladesh' }],
  work_experience: [{ employer: '', job_title: '', started: '', finished: '' }],
});


export const validFamilyStep = () => ({
  family_contact: { member_name: 'Karim Rahman', member_nationality: 'Bangladesh', member_phone: '+880 1711 000000' },
  financial_supporter: { supporters_name: 'Karim Rahman' },
  emergency_contact: {},
});

export const validDeclarationStep = () => ({ declaration: Object.fromEntries(declarationKeys.map((k) => [k, true])) });

/**
 * The wizard's steps as the old admissions client sends them to `PUT /api/web/application/{id}`,
 * in its own names (`conatct_details`, `fiancial_supporter`, …): the student step's sections as
 * JSON text, the family step's as objects (the old client sends either form). Valid as a whole.
 */
type Json = Record<string, unknown>;

const nextYear = String(new Date().getUTCFullYear() + 2);

export const seedContactStep = (): Record<string, string> => ({
  conatct_details: JSON.stringify({ email: 'amina@example.test', phone: '+8613800000000', wechat: 'amina_wx' }),
  students_information: JSON.stringify({
    first_name: 'Amina',
    middle_name: '',
    last_name: 'Rahman',
    date_of_birth: '2001-04-02',
    place_of_birth: 'Dhaka',
    passport_number: 'BA1234567',
    passport_expiry_date: `${nextYear}-01-31`,
    nationality: 'Bangladesh',
    religion: 'Hindu',
    gender: 'Female',
    marital_status: 'Single',
    check_china: 'Yes',
    check_alcohol: 'No',
  }),
  postal_address: JSON.stringify({ country: 'Bangladesh', city: 'Dhaka', district: 'Gulshan', street: 'Road 5', postal_code: '1212', receiver_name: 'Amina' }),
  home_address: JSON.stringify({ country: 'Bangladesh', city: 'Dhaka', district: 'Gulshan', street: 'Road 5', postal_code: '1212', receiver_name: 'Amina' }),
  language_proficiency: JSON.stringify({ native_language: 'Bengali', english_level: '3', english_certificate: 'Tofel', chinese_level: 'Fair' }),
  education_background: JSON.stringify([{ school: 'Dhaka College', mejor: 'Science', started: '2016-07', finished: '2018-06', gpa: '5.0', country: 'Bangladesh' }]),
  work_experience: JSON.stringify([]),
});

export const seedFamilyStep = (memberName = 'Karim Rahman'): Json => ({
  family_conatct: { member_name: memberName, member_nationality: 'Bangladesh', member_phone: '+880 1711 000000', member_relationship: 'Father' },
  fiancial_supporter: { supporters_name: 'Karim Rahman', supporters_relation: 'Father' },
  conatact_case_emergency: { emergencies_name: 'Rina Rahman', emergencies_phone: '+880 1711 000001' },
});

export const seedDeclaration = (): Json => ({
  declaration: JSON.stringify({ acknowledgement: true, consent: true, information: true, payment: true, compliance: true }),
});

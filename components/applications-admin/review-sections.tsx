import type { ReactNode } from 'react';
import type { ApplicationDetail } from '@/lib/applications/types';
import { declarationKeys, declarationLabels, englishLevelLabels } from '@/lib/applications/schemas';

/**
 * The eleven tabs of an application as the admissions office reads them (the seed's admin view:
 * Contact Details … Declaration), every one filled from what the student saved. Server-rendered
 * content handed to the Tabs primitive.
 */
type Obj = Record<string, unknown>;

const labels: Record<string, string> = {
  email: 'E-mail',
  phone: 'Phone',
  wechat: 'WeChat',
  first_name: 'First name',
  middle_name: 'Middle name',
  last_name: 'Last name',
  chinese_name: 'Chinese name',
  date_of_birth: 'Date of birth',
  place_of_birth: 'Place of birth',
  passport_number: 'Passport number',
  passport_expiry_date: 'Passport expiry date',
  nationality: 'Nationality',
  religion: 'Religion',
  gender: 'Gender',
  marital_status: 'Marital status',
  in_china: 'Currently in China',
  alcohol: 'Alcohol addiction',
  hobbies: 'Hobbies',
  native_language: 'Native language',
  english_level: 'English level',
  english_certificate: 'English certificate',
  chinese_level: 'Chinese level',
  country: 'Country',
  city: 'City',
  district: 'District',
  street: 'Street',
  postal_code: 'Postal code',
  receiver_name: 'Receiver name',
  school: 'School',
  major: 'Major',
  started: 'Started',
  finished: 'Finished',
  gpa: 'GPA',
  employer: 'Employer',
  job_title: 'Job title',
  member_name: 'Name',
  member_nationality: 'Nationality',
  member_phone: 'Phone',
  member_email: 'E-mail',
  member_work_place: 'Work place',
  member_relationship: 'Relationship',
  member_position: 'Position',
  supporters_relation: 'Relation',
  supporters_name: 'Name',
  supporters_address: 'Address',
  supporters_phone: 'Phone',
  supporters_email: 'E-mail',
  supporters_workplace: 'Work place',
  supporters_workplace_address: 'Work place address',
  emergencies_name: 'Name',
  emergencies_phone: 'Phone',
  emergencies_email: 'E-mail',
  emergencies_address: 'Address',
};

const order: Record<string, string[]> = {
  contact_details: ['email', 'phone', 'wechat'],
  students_information: ['first_name', 'middle_name', 'last_name', 'chinese_name', 'date_of_birth', 'place_of_birth', 'passport_number', 'passport_expiry_date', 'nationality', 'religion', 'gender', 'marital_status', 'in_china', 'alcohol', 'hobbies'],
  language_proficiency: ['native_language', 'english_level', 'english_certificate', 'chinese_level'],
  address: ['country', 'city', 'district', 'street', 'postal_code', 'receiver_name'],
  education: ['school', 'major', 'started', 'finished', 'gpa', 'country'],
  work: ['employer', 'job_title', 'started', 'finished'],
  family_contact: ['member_name', 'member_relationship', 'member_nationality', 'member_phone', 'member_email', 'member_work_place', 'member_position'],
  financial_supporter: ['supporters_name', 'supporters_relation', 'supporters_phone', 'supporters_email', 'supporters_address', 'supporters_workplace', 'supporters_workplace_address'],
  emergency_contact: ['emergencies_name', 'emergencies_phone', 'emergencies_email', 'emergencies_address'],
};

function show(key: string, value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return <span className="text-slate-500">Not given</span>;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (key === 'english_level' && typeof value === 'string' && value in englishLevelLabels) return englishLevelLabels[value as keyof typeof englishLevelLabels];
  return String(value);
}

function Fields({ data, keys }: { data: Obj; keys: string[] }) {
  const extra = Object.keys(data).filter((k) => !keys.includes(k));
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {[...keys, ...extra].map((k) => (
        <div key={k}>
          <dt className="text-slate-600">{labels[k] ?? k.replace(/_/g, ' ')}</dt>
          <dd className="break-words font-medium text-slate-900">{show(k, data[k])}</dd>
        </div>
      ))}
    </dl>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}

function Rows({ rows, keys, noun }: { rows: Obj[]; keys: string[]; noun: string }) {
  const filled = rows.filter((r) => Object.values(r).some((v) => v !== null && v !== undefined && v !== ''));
  if (filled.length === 0) return <Empty>No {noun} given.</Empty>;
  return (
    <ol className="space-y-4">
      {filled.map((r, i) => (
        <li key={i} className="rounded-md border border-slate-200 p-4">
          <h3 className="mb-2 text-sm font-semibold text-slate-900">
            {noun[0].toUpperCase() + noun.slice(1)} {i + 1}
          </h3>
          <Fields data={r} keys={keys} />
        </li>
      ))}
    </ol>
  );
}

export function reviewTabs(s: ApplicationDetail['sections']): { value: string; label: string; content: ReactNode }[] {
  const declaration = s.declaration as Obj;
  return [
    { value: 'contact', label: 'Contact Details', content: <Fields data={s.contact_details} keys={order.contact_details} /> },
    { value: 'student', label: "Student's Information", content: <Fields data={s.students_information} keys={order.students_information} /> },
    { value: 'language', label: 'Language Proficiency', content: <Fields data={s.language_proficiency} keys={order.language_proficiency} /> },
    { value: 'home', label: 'Home Address', content: <Fields data={s.home_address} keys={order.address} /> },
    {
      value: 'postal',
      label: 'Postal Address',
      content: (
        <div className="space-y-3">
          {s.postal_same_as_home ? <p className="text-sm text-slate-700">The student ticked &ldquo;same as home address&rdquo;.</p> : null}
          <Fields data={s.postal_same_as_home && Object.keys(s.postal_address).length === 0 ? s.home_address : s.postal_address} keys={order.address} />
        </div>
      ),
    },
    { value: 'education', label: 'Education Background', content: <Rows rows={s.education_background} keys={order.education} noun="education entry" /> },
    { value: 'work', label: 'Work Experience', content: <Rows rows={s.work_experience} keys={order.work} noun="work experience" /> },
    { value: 'family', label: 'Family Contact', content: <Fields data={s.family_contact} keys={order.family_contact} /> },
    { value: 'financial', label: 'Financial Supporter', content: <Fields data={s.financial_supporter} keys={order.financial_supporter} /> },
    { value: 'emergency', label: 'Emergency Contact', content: <Fields data={s.emergency_contact} keys={order.emergency_contact} /> },
    {
      value: 'declaration',
      label: 'Declaration',
      content: (
        <ul className="space-y-2 text-sm">
          {declarationKeys.map((k) => (
            <li key={k} className="flex gap-2">
              <span className={declaration[k] === true ? 'font-semibold text-green-800' : 'font-semibold text-red-800'}>{declaration[k] === true ? 'Accepted' : 'Not accepted'}</span>
              <span className="text-slate-800">{declarationLabels[k]}</span>
            </li>
          ))}
        </ul>
      ),
    },
  ];
}

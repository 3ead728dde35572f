import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { ApplicationDetail } from '@/lib/applications/types';
import { Ltr, readsLeftToRight } from '@/components/ui/ltr';
import { genderLabels } from '@/lib/accounts/register-options';
import { chineseLevelLabels, declarationKeys, declarationLabels, englishCertificateLabels, englishLevelLabels, maritalStatusLabels, religionLabels } from '@/lib/applications/schemas';
import { renderWith } from '@/lib/i18n/message';
import { formatPhone } from '@/lib/forms/phone';

/**
 * The eleven tabs of an application as the admissions office reads them (the seed's admin view:
 * Contact Details … Declaration), every one filled from what the student saved. Server-rendered
 * content handed to the Tabs primitive.
 */
type Obj = Record<string, unknown>;

/** The fields whose label the catalogue holds (admissionsReview.sections.fields); any other shows its key. */
const fieldKeys = [
  'email', 'phone', 'wechat', 'first_name', 'middle_name', 'last_name', 'chinese_name', 'date_of_birth', 'place_of_birth', 'passport_number',
  'passport_expiry_date', 'nationality', 'religion', 'gender', 'marital_status', 'in_china', 'alcohol', 'hobbies', 'native_language',
  'english_level', 'english_certificate', 'chinese_level', 'country', 'city', 'district', 'street', 'postal_code', 'receiver_name', 'school',
  'major', 'started', 'finished', 'gpa', 'employer', 'job_title', 'member_name', 'member_nationality', 'member_phone', 'member_email',
  'member_work_place', 'member_relationship', 'member_position', 'supporters_relation', 'supporters_name', 'supporters_address', 'supporters_phone',
  'supporters_email', 'supporters_workplace', 'supporters_workplace_address', 'emergencies_name', 'emergencies_phone', 'emergencies_email',
  'emergencies_address',
] as const;
type FieldKey = (typeof fieldKeys)[number];
const isFieldKey = (key: string): key is FieldKey => (fieldKeys as readonly string[]).includes(key);

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

type T = ReturnType<typeof useTranslations<'admissionsReview.sections'>>;

/** The fields whose values are fixed answers with words of their own (a value outside the list shows as it is). */
const valueLabels: Record<string, Record<string, string> | undefined> = {
  english_level: englishLevelLabels,
  gender: genderLabels,
  religion: religionLabels,
  marital_status: maritalStatusLabels,
  chinese_level: chineseLevelLabels,
  english_certificate: englishCertificateLabels,
};

function show(key: string, value: unknown, t: T, m: (text: string) => string): ReactNode {
  if (value === null || value === undefined || value === '') return <span className="text-slate-500">{t('notGiven')}</span>;
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  const label = typeof value === 'string' ? valueLabels[key]?.[value] : undefined;
  if (label) return m(label);
  // An e-mail address, a phone number, a passport number…: left to right on an Arabic page too.
  // A phone stored in E.164 reads in the international format (an older one as it was typed).
  const text = typeof value === 'string' && /(^|_)phone$/.test(key) ? (formatPhone(value) ?? value) : String(value);
  return readsLeftToRight(key) ? <Ltr>{text}</Ltr> : text;
}

/** The renderer of message tokens (value labels) in a server component. */
function useMessage(): (text: string) => string {
  const root = useTranslations();
  return (text: string) => renderWith(root as never, text);
}

function Fields({ data, keys }: { data: Obj; keys: string[] }) {
  const t = useTranslations('admissionsReview.sections');
  const m = useMessage();
  const extra = Object.keys(data).filter((k) => !keys.includes(k));
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {[...keys, ...extra].map((k) => (
        <div key={k}>
          <dt className="text-slate-600">{isFieldKey(k) ? t(`fields.${k}`) : k.replace(/_/g, ' ')}</dt>
          <dd className="break-words font-medium text-slate-900">{show(k, data[k], t, m)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-600">{children}</p>;
}

function Rows({ rows, keys, kind }: { rows: Obj[]; keys: string[]; kind: 'education' | 'work' }) {
  const t = useTranslations('admissionsReview.sections');
  const filled = rows.filter((r) => Object.values(r).some((v) => v !== null && v !== undefined && v !== ''));
  if (filled.length === 0) return <Empty>{t(`rows.${kind}.none`)}</Empty>;
  return (
    <ol className="space-y-4">
      {filled.map((r, i) => (
        <li key={i} className="rounded-md border border-slate-200 p-4">
          <h3 className="mb-2 text-sm font-semibold text-slate-900">
            {t(`rows.${kind}.entry`, { n: i + 1 })}
          </h3>
          <Fields data={r} keys={keys} />
        </li>
      ))}
    </ol>
  );
}

/** A tab's name (admissionsReview.sections.tabs). */
function TabLabel({ tab }: { tab: TabKey }) {
  const t = useTranslations('admissionsReview.sections.tabs');
  return t(tab);
}

type TabKey = 'contact' | 'student' | 'language' | 'home' | 'postal' | 'education' | 'work' | 'family' | 'financial' | 'emergency' | 'declaration';

function PostalAddress({ s }: { s: ApplicationDetail['sections'] }) {
  const t = useTranslations('admissionsReview.sections');
  return (
    <div className="space-y-3">
      {s.postal_same_as_home ? <p className="text-sm text-slate-700">{t('sameAsHome')}</p> : null}
      <Fields data={s.postal_same_as_home && Object.keys(s.postal_address).length === 0 ? s.home_address : s.postal_address} keys={order.address} />
    </div>
  );
}

function Declaration({ declaration }: { declaration: Obj }) {
  const t = useTranslations('admissionsReview.sections');
  const m = useMessage();
  return (
    <ul className="space-y-2 text-sm">
      {declarationKeys.map((k) => (
        <li key={k} className="flex gap-2">
          <span className={declaration[k] === true ? 'font-semibold text-green-800' : 'font-semibold text-red-800'}>{declaration[k] === true ? t('accepted') : t('notAccepted')}</span>
          <span className="text-slate-800">{m(declarationLabels[k])}</span>
        </li>
      ))}
    </ul>
  );
}

export function reviewTabs(s: ApplicationDetail['sections']): { value: string; label: ReactNode; content: ReactNode }[] {
  const declaration = s.declaration as Obj;
  const tab = (value: TabKey, content: ReactNode) => ({ value, label: <TabLabel tab={value} />, content });
  return [
    tab('contact', <Fields data={s.contact_details} keys={order.contact_details} />),
    tab('student', <Fields data={s.students_information} keys={order.students_information} />),
    tab('language', <Fields data={s.language_proficiency} keys={order.language_proficiency} />),
    tab('home', <Fields data={s.home_address} keys={order.address} />),
    tab('postal', <PostalAddress s={s} />),
    tab('education', <Rows rows={s.education_background} keys={order.education} kind="education" />),
    tab('work', <Rows rows={s.work_experience} keys={order.work} kind="work" />),
    tab('family', <Fields data={s.family_contact} keys={order.family_contact} />),
    tab('financial', <Fields data={s.financial_supporter} keys={order.financial_supporter} />),
    tab('emergency', <Fields data={s.emergency_contact} keys={order.emergency_contact} />),
    tab('declaration', <Declaration declaration={declaration} />),
  ];
}

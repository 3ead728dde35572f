import { getTranslations } from 'next-intl/server';
import type { SessionUser } from '@/lib/auth/session';
import type { UniversityDetail } from '@/lib/catalogue/universities';
import { listUniversityFormOptions } from '@/lib/catalogue/university-admin';
import { publicImagePath } from '@/lib/storage/policies';
import { formatPhone } from '@/lib/forms/phone';
import { ClientMessages } from '@/components/i18n/client-messages';
import { UniversityForm } from './university-form';

const yuanText = (minor: number | null) => (minor === null ? '' : String(minor / 100));
const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** The form's starting values: a university's fields as typed text (fees in yuan), or a new one's defaults. */
export function universityDefaults(u?: UniversityDetail): Record<string, string> {
  if (!u) {
    return { name: '', slug: '', code: '', type: 'public', status: '1', scholarship_open: '0', city_id: '', category_id: '' };
  }
  return {
    id: String(u.id),
    name: u.name,
    name_zh: text(u.nameZh),
    short_name: text(u.shortName),
    code: u.code,
    slug: u.slug,
    email: text(u.email),
    contact_no: formatPhone(u.contactNo) ?? '',
    website: text(u.website),
    introduction: text(u.introduction),
    description: text(u.description),
    accommodation: text(u.accommodation),
    school: text(u.school),
    requirement: text(u.requirement),
    rules_and_regulations: text(u.rulesAndRegulations),
    admissions_process: text(u.admissionsProcess),
    bachelor_fee: yuanText(u.fees.bachelor),
    masters_fee: yuanText(u.fees.masters),
    phd_fee: yuanText(u.fees.phd),
    mbbs_fee: yuanText(u.fees.mbbs),
    language_fee: yuanText(u.fees.language),
    scholarship_fee: yuanText(u.fees.scholarship),
    accommodation_fee: yuanText(u.fees.accommodation),
    other_fee: yuanText(u.fees.other),
    international_student: text(u.internationalStudent),
    founded_year: text(u.foundedYear),
    age_limit: text(u.ageLimit),
    deadline: text(u.deadline),
    city_id: text(u.city?.id),
    location: text(u.location),
    total_student: text(u.totalStudent),
    total_section: text(u.totalSection),
    total_program: text(u.programCount),
    scholarship_open: u.scholarshipOpen ? '1' : '0',
    type: u.type,
    category_id: text(u.categoryId),
    status: u.status ? '1' : '0',
  };
}

/** The add / edit page body: the form with its menus (every city and category, disabled ones marked). */
export async function UniversityFormPage({ user, university }: { user: SessionUser; university?: UniversityDetail }) {
  const options = await listUniversityFormOptions(user);
  const t = await getTranslations('backOfficeCatalogue');
  const label = (o: { name: string; status: boolean }) => (o.status ? o.name : t('optionDisabled', { name: o.name }));
  return (
    <ClientMessages namespaces={['backOfficeUniversityForm', 'backOfficeImageInput']}>
      <UniversityForm
        id={university?.id ?? null}
        defaults={universityDefaults(university)}
        cities={options.cities.map((c) => ({ value: String(c.id), label: label(c) }))}
        categories={options.categories.map((c) => ({ value: String(c.id), label: label(c) }))}
        logoUrl={university?.logo ? publicImagePath(university.logo) : null}
        bannerUrl={university?.banner ? publicImagePath(university.banner) : null}
        hasLiveOffer={university?.liveOffer ?? false}
      />
    </ClientMessages>
  );
}

import { notFound } from 'next/navigation';
import { ClientMessages } from '@/components/i18n/client-messages';
import { getMessageText } from '@/components/i18n/message-text';
import { listCountryChoices } from '@/lib/countries/countries';
import { requestLocale } from '@/lib/i18n/locale';
import type { Actor } from '@/lib/auth/actor';
import { isAppError } from '@/lib/errors';
import { formatPhone } from '@/lib/forms/phone';
import { listJobCategories } from '@/lib/jobs/categories';
import { jobNatureLabels } from '@/lib/jobs/dto';
import { jobBoardCountry } from '@/lib/jobs/values';
import { type CompanyProfileDto, listOrgTypeOptions } from '@/lib/jobs/company-profiles';
import { getEmployerJob, type EmployerJobDetail } from '@/lib/jobs/jobs';
import { CompanyProfileForm } from './company-profile-form';
import { JobPostForm, type JobFormDefaults } from './job-post-form';

/**
 * The employer pages' server-side pieces: the forms with their menus and starting values, and the
 * job read that answers 404 for a job that is not the employer's.
 */

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const pounds = (minor: number | null) => (minor === null ? '' : String(minor / 100));

/** The employer's job, or the 404 page (another employer's job does not exist for them). */
export async function employerJobOr404(actor: Actor, uuid: string): Promise<EmployerJobDetail> {
  try {
    return await getEmployerJob(actor, { uuid });
  } catch (err) {
    if (isAppError(err) && err.code === 'not_found') notFound();
    throw err;
  }
}

export function jobFormDefaults(j?: EmployerJobDetail): JobFormDefaults {
  if (!j) {
    return {
      job_title: '', job_category: '', job_nature: '', position_no: '1', expire_date: '', urgent: false,
      location: '', city: '', postcode: '', country: jobBoardCountry, salary_type: '', salary_min: '', salary_max: '',
      working_hour_from: '', working_hour_to: '', experience_min: '', experience_max: '', age_min: '', age_max: '',
      skills: [], benefits: [], other_benefits: [], description: '', responsibilities: '', requirements: '', contact_no: '',
    };
  }
  return {
    uuid: j.uuid,
    job_title: j.title,
    job_category: String(j.categoryId),
    job_nature: text(j.jobNature),
    position_no: String(j.positions),
    expire_date: text(j.expireDate),
    urgent: j.urgent,
    location: text(j.location),
    city: text(j.city),
    postcode: text(j.postcode),
    country: text(j.country),
    salary_type: text(j.salaryType),
    salary_min: pounds(j.salaryMinMinor),
    salary_max: pounds(j.salaryMaxMinor),
    working_hour_from: text(j.workingHourFrom),
    working_hour_to: text(j.workingHourTo),
    experience_min: text(j.experienceMin),
    experience_max: text(j.experienceMax),
    age_min: text(j.ageMin),
    age_max: text(j.ageMax),
    skills: j.skills,
    benefits: j.benefits,
    other_benefits: j.otherBenefits,
    description: text(j.description),
    responsibilities: text(j.responsibilities),
    requirements: text(j.requirements),
    // A phone kept in E.164 is shown as people read it (`+44 1634 123456`); an older one as typed.
    contact_no: text(formatPhone(j.contactNumber)),
  };
}

export async function JobFormPage({ job }: { job?: EmployerJobDetail }) {
  const [categories, countries, m] = await Promise.all([listJobCategories(), requestLocale().then((l) => listCountryChoices(l, [job?.country])), getMessageText()]);
  return (
    <ClientMessages namespaces={['jobBoardJobForm', 'jobBoardListInput']}>
      <JobPostForm
        uuid={job?.uuid ?? null}
        defaults={jobFormDefaults(job)}
        categories={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        jobNatures={Object.entries(jobNatureLabels).map(([value, label]) => ({ value, label: m(label) }))}
        countries={countries}
        editingLive={job ? job.status === 'approved' || job.status === 'rejected' : false}
      />
    </ClientMessages>
  );
}

export function profileDefaults(p: CompanyProfileDto | null): Record<string, string> {
  return {
    code: text(p?.code),
    org_name: text(p?.orgName),
    org_type: text(p?.employerTypeId),
    org_size: text(p?.orgSize),
    est_year: text(p?.estYear),
    website: text(p?.website),
    description: text(p?.description),
    business_id: text(p?.businessId),
    business_description: text(p?.businessDescription),
    trade_license: text(p?.tradeLicense),
    street: text(p?.street),
    house: text(p?.house),
    county: text(p?.county),
    city: text(p?.city),
    province: text(p?.province),
    country: text(p?.country),
    con_per_name: text(p?.contactPersonName),
    cont_per_designation: text(p?.contactPersonDesignation),
    cont_per_mail: text(p?.contactPersonEmail),
    cont_per_mobile: text(formatPhone(p?.contactPersonMobile)),
  };
}

export async function CompanyProfilePage({ profile }: { profile: CompanyProfileDto | null }) {
  const [orgTypes, countries] = await Promise.all([listOrgTypeOptions(), requestLocale().then((l) => listCountryChoices(l, [profile?.country]))]);
  return (
    <ClientMessages namespaces={['jobBoardCompanyForm', 'backOfficeImageInput', 'values']}>
      <CompanyProfileForm
        defaults={profileDefaults(profile)}
        orgTypes={orgTypes.map((t) => ({ value: String(t.id), label: t.name }))}
        countries={countries}
        logoUrl={profile?.logoUrl ?? null}
        exists={profile !== null}
      />
    </ClientMessages>
  );
}

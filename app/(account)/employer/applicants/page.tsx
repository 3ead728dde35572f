import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApplicantsList } from '@/components/job-applications/applicants-table';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { TypeaheadMatches } from '@/components/lists/typeahead-matches';
import { requirePage } from '@/lib/auth/guard';
import { listHref } from '@/lib/http/page';
import { listApplicants } from '@/lib/jobs/applicants';
import { applicantListParamsSchema } from '@/lib/jobs/application-schemas';
import { resolveOwnJobFilter } from '@/lib/jobs/job-options';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleEmployer.applicants');
  return { title: t('metaTitle') };
}

type Query = Promise<Record<string, string | string[] | undefined>>;

/** /employer/applicants: applicants to all the employer's own jobs, filtered by job and stage. */
export default async function EmployerApplicantsPage({ searchParams }: { searchParams: Query }) {
  const user = await requirePage('/employer/applicants');
  const actor = { id: user.id, role: user.role };
  const parsed = applicantListParamsSchema.parse(await searchParams);
  // The job is a type-ahead over the employer's own jobs: a chosen job, or a typed title's single
  // match, is the filter (its address names the job); a typed title of several matches (or none)
  // is a "did you mean" list and filters nothing.
  const { job, jobMatches } = await resolveOwnJobFilter(actor, parsed);
  const query = job ? { ...parsed, job: job.value, job_q: undefined } : { ...parsed, job: undefined };
  const [page, t, tl] = await Promise.all([listApplicants(actor, query), getTranslations('peopleEmployer.applicants'), getTranslations('jobBoardApplications.applicants')]);
  return (
    <div className="min-w-0 space-y-6">
      <DashboardHeading title={t('title')}>{t('lead')}</DashboardHeading>
      {query.job_q ? (
        <TypeaheadMatches
          matches={jobMatches}
          hrefFor={(uuid) => listHref('/employer/applicants', { ...page.params, job_q: undefined, job: uuid, page: 1 })}
          texts={{ several: tl('jobMatches', { typed: query.job_q }), none: tl('jobNone', { typed: query.job_q }), label: tl('jobMatchesLabel') }}
        />
      ) : null}
      <ApplicantsList job={job} page={page} query={page.params} />
    </div>
  );
}

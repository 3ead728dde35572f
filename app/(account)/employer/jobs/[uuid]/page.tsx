import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/i18n/link';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { employerJobOr404 } from '@/components/jobs/employer-pages';
import { EmployerJobView } from '@/components/jobs/employer-job-view';
import { ApplicantsTable } from '@/components/job-applications/applicants-table';
import { listApplicants } from '@/lib/jobs/applicants';
import { StatusBanner } from '@/components/ui/success-banner';
import { requirePage } from '@/lib/auth/guard';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleEmployer.job');
  return { title: t('metaTitle') };
}

/** /employer/jobs/[uuid]: the job's own page for its employer (another employer's job is 404). */
export default async function EmployerJobPage({ params, searchParams }: { params: Promise<{ uuid: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ uuid }, query] = await Promise.all([params, searchParams]);
  const user = await requirePage(`/employer/jobs/${encodeURIComponent(uuid)}`);
  const job = await employerJobOr404(user, uuid);
  const applicants = await listApplicants({ id: user.id, role: user.role }, { job: job.uuid, per_page: 60 });
  const t = await getTranslations('peopleEmployer.job');
  // The banner after the job form, by `?saved=`.
  const saved = query.saved === 'created' || query.saved === 'updated' ? t(`saved.${query.saved}`) : undefined;
  return (
    <>
      <StatusBanner message={saved} clearParams={['saved']} className="mb-4" />
      <p className="mb-2 text-sm">
        <Link href="/employer/jobs">{t('back')}</Link>
      </p>
      <DashboardHeading title={job.title} />
      <EmployerJobView job={job} />
      <section aria-labelledby="job-applicants" className="mt-8 space-y-3">
        <h2 id="job-applicants" className="text-lg font-semibold">
          {t('applicants', { count: applicants.total })}
        </h2>
        <ApplicantsTable items={applicants.items} />
        {applicants.total > applicants.items.length ? <Link href={`/employer/applicants?job=${job.uuid}`}>{t('seeAll')}</Link> : null}
      </section>
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getMessageText } from '@/components/i18n/message-text';
import { Link } from '@/components/i18n/link';
import { ApplicantDetailView } from '@/components/job-applications/applicant-detail';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { StatusBanner } from '@/components/ui/success-banner';
import { requirePage } from '@/lib/auth/guard';
import { getApplicant } from '@/lib/jobs/applicants';
import { applicationMessages } from '@/lib/jobs/application-schemas';
import { foundOr404 } from '@/lib/http/found';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleEmployer.applicant');
  return { title: t('metaTitle') };
}

type Query = Promise<Record<string, string | string[] | undefined>>;

/** /employer/applicants/[uuid]: one applicant to one of the employer's jobs (opening it marks it viewed); another's: 404. */
export default async function EmployerApplicantPage({ params, searchParams }: { params: Promise<{ uuid: string }>; searchParams: Query }) {
  const [{ uuid }, query] = await Promise.all([params, searchParams]);
  const user = await requirePage(`/employer/applicants/${encodeURIComponent(uuid)}`);
  const applicant = await foundOr404(getApplicant({ id: user.id, role: user.role }, uuid));
  const [t, m] = await Promise.all([getTranslations('peopleEmployer.applicant'), getMessageText()]);
  const error = typeof query.error === 'string' ? m(query.error) : null;
  return (
    <div className="min-w-0 space-y-4">
      <StatusBanner message={query.moved ? m(applicationMessages.moved) : null} clearParams={['moved']} />
      {error ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <p className="text-sm">
        <Link href="/employer/applicants">{t('back')}</Link>
      </p>
      <DashboardHeading title={t('title', { name: applicant.candidate.name })}>{t('appliedFor', { job: applicant.job.title })}</DashboardHeading>
      <ApplicantDetailView applicant={applicant} />
    </div>
  );
}

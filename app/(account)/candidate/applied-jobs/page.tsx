import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getMessageText } from '@/components/i18n/message-text';
import { OwnApplicationsList } from '@/components/job-applications/own-applications-table';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { StatusBanner } from '@/components/ui/success-banner';
import { requirePage } from '@/lib/auth/guard';
import { listOwnApplications } from '@/lib/jobs/candidate-applications';
import { applicationMessages } from '@/lib/jobs/application-schemas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleCandidate.appliedJobs');
  return { title: t('metaTitle') };
}

type Query = Promise<Record<string, string | string[] | undefined>>;

/** /candidate/applied-jobs: the candidate's own applications (date, stage, job link; withdraw before a decision). */
export default async function CandidateAppliedJobsPage({ searchParams }: { searchParams: Query }) {
  const user = await requirePage('/candidate/applied-jobs');
  const query = await searchParams;
  const page = await listOwnApplications({ id: user.id, role: user.role }, { page: query.page, stage: query.stage });
  const [t, m] = await Promise.all([getTranslations('peopleCandidate.appliedJobs'), getMessageText()]);
  const message = query.applied ? m(applicationMessages.applied) : query.withdrawn ? m(applicationMessages.withdrawn) : null;
  const error = typeof query.error === 'string' ? m(query.error) : null;
  return (
    <div className="min-w-0 space-y-6">
      <DashboardHeading title={t('title')}>{t('lead')}</DashboardHeading>
      <StatusBanner message={message} clearParams={['applied', 'withdrawn']} />
      {error ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
      <OwnApplicationsList page={page} query={{ page: page.page }} />
    </div>
  );
}

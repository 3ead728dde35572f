import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/i18n/link';
import { notFound } from 'next/navigation';
import { ApplyForm } from '@/components/job-applications/apply-form';
import { StageBadge } from '@/components/job-applications/stage-badge';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { requirePage } from '@/lib/auth/guard';
import { listOwnCvs } from '@/lib/candidates/cvs';
import { findOwnApplicationToJob } from '@/lib/jobs/candidate-applications';
import { findPublicJob } from '@/lib/jobs/public';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleCandidate.apply');
  return { title: t('metaTitle') };
}

/** /candidate/jobs/[uuid]/apply: apply to one open job with one of your CVs and a cover note (once; again after a withdrawal). */
export default async function ApplyPage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  const user = await requirePage(`/candidate/jobs/${encodeURIComponent(uuid)}/apply`);
  const actor = { id: user.id, role: user.role };
  const job = await findPublicJob(uuid);
  if (!job) notFound();
  const [cvs, existing] = await Promise.all([listOwnCvs(actor), findOwnApplicationToJob(actor, job.uuid)]);
  const usable = cvs.filter((c) => !c.hidden);
  const t = await getTranslations('peopleCandidate.apply');
  return (
    <div className="min-w-0 max-w-2xl space-y-6">
      <p className="text-sm">
        <Link href={`/jobs/${job.uuid}`}>{t('back')}</Link>
      </p>
      <DashboardHeading title={t('title', { job: job.title })}>{job.orgName ? `${job.orgName}${job.city ? `, ${job.city}` : ''}` : null}</DashboardHeading>
      {existing && existing.status !== 'withdrawn' ? (
        <EmptyState title={t('alreadyTitle')} action={<ButtonLink href="/candidate/applied-jobs">{t('alreadyAction')}</ButtonLink>}>
          {t.rich('alreadyBody', { stage: () => <StageBadge stage={existing.status} /> })}
        </EmptyState>
      ) : usable.length === 0 ? (
        <EmptyState title={t('noCvTitle')} action={<ButtonLink href="/candidate/cvs">{t('noCvAction')}</ButtonLink>}>
          {t('noCvBody')}
        </EmptyState>
      ) : (
        <>
          {existing ? <p className="text-sm text-slate-700">{t('withdrawnBefore')}</p> : null}
          <ApplyForm jobUuid={job.uuid} cvs={usable.map((c) => ({ id: c.id, title: c.title, fileName: c.fileName, isDefault: c.isDefault }))} />
        </>
      )}
    </div>
  );
}

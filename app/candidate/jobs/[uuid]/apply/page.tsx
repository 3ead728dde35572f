import type { Metadata } from 'next';
import Link from 'next/link';
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

export const metadata: Metadata = { title: 'Apply for a job' };

/** /candidate/jobs/[uuid]/apply: apply to one open job with one of your CVs and a cover note (once; again after a withdrawal). */
export default async function ApplyPage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  const user = await requirePage(`/candidate/jobs/${encodeURIComponent(uuid)}/apply`);
  const actor = { id: user.id, role: user.role };
  const job = await findPublicJob(uuid);
  if (!job) notFound();
  const [cvs, existing] = await Promise.all([listOwnCvs(actor), findOwnApplicationToJob(actor, job.uuid)]);
  const usable = cvs.filter((c) => !c.hidden);
  return (
    <div className="min-w-0 max-w-2xl space-y-6">
      <p className="text-sm">
        <Link href={`/jobs/${job.uuid}`}>← Back to the job</Link>
      </p>
      <DashboardHeading title={`Apply: ${job.title}`}>{job.orgName ? `${job.orgName}${job.city ? `, ${job.city}` : ''}` : null}</DashboardHeading>
      {existing && existing.status !== 'withdrawn' ? (
        <EmptyState title="You have already applied to this job" action={<ButtonLink href="/candidate/applied-jobs">See your applications</ButtonLink>}>
          Your application is at the stage <StageBadge stage={existing.status} />.
        </EmptyState>
      ) : usable.length === 0 ? (
        <EmptyState title="Upload a CV first" action={<ButtonLink href="/candidate/cvs">Upload a CV</ButtonLink>}>
          You apply with one of your CVs; add one in the CV Manager, then come back to this page.
        </EmptyState>
      ) : (
        <>
          {existing ? <p className="text-sm text-slate-700">You withdrew your application earlier; sending it again reactivates it.</p> : null}
          <ApplyForm jobUuid={job.uuid} cvs={usable.map((c) => ({ id: c.id, title: c.title, fileName: c.fileName, isDefault: c.isDefault }))} />
        </>
      )}
    </div>
  );
}

import type { Metadata } from 'next';
import { CvManager } from '@/components/candidates/cv-manager';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';
import { listOwnCvs } from '@/lib/candidates/cvs';

export const metadata: Metadata = { title: 'CV Manager' };

/** /candidate/cvs: the candidate's CVs: upload, rename, choose the default, hide, delete. */
export default async function CandidateCvsPage() {
  const user = await requirePage('/candidate/cvs');
  const cvs = await listOwnCvs({ id: user.id, role: user.role });
  return (
    <div className="min-w-0 space-y-6">
      <DashboardHeading title="CV Manager">Keep your CVs here and choose the one employers see first.</DashboardHeading>
      <CvManager cvs={cvs.map((c) => ({ ...c, uploadedAt: c.uploadedAt.toISOString() }))} />
    </div>
  );
}

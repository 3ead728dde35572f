import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CvManager } from '@/components/candidates/cv-manager';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';
import { listOwnCvs } from '@/lib/candidates/cvs';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleCandidate.cvs');
  return { title: t('metaTitle') };
}

/** /candidate/cvs: the candidate's CVs: upload, rename, choose the default, hide, delete. */
export default async function CandidateCvsPage() {
  const user = await requirePage('/candidate/cvs');
  const [cvs, t] = await Promise.all([listOwnCvs({ id: user.id, role: user.role }), getTranslations('peopleCandidate.cvs')]);
  return (
    <div className="min-w-0 space-y-6">
      <DashboardHeading title={t('title')}>{t('lead')}</DashboardHeading>
      <CvManager cvs={cvs.map((c) => ({ ...c, uploadedAt: c.uploadedAt.toISOString() }))} />
    </div>
  );
}

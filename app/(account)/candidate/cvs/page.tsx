import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CvManager } from '@/components/candidates/cv-manager';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { requirePage } from '@/lib/auth/guard';
import { listOwnCvs } from '@/lib/candidates/cvs';
import { getMessageText } from '@/components/i18n/message-text';
import { readFormOutcome } from '@/lib/http/form-outcome';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleCandidate.cvs');
  return { title: t('metaTitle') };
}

/** /candidate/cvs: the candidate's CVs: upload, rename, choose the default, hide, delete. */
export default async function CandidateCvsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const user = await requirePage('/candidate/cvs');
  const [cvs, t, m, query] = await Promise.all([listOwnCvs({ id: user.id, role: user.role }), getTranslations('peopleCandidate.cvs'), getMessageText(), searchParams]);
  // What an upload sent before JavaScript came to (the file drop's plain form, answered 303 back here).
  const outcome = readFormOutcome(query, user.id);
  return (
    <div className="min-w-0 space-y-6">
      <DashboardHeading title={t('title')}>{t('lead')}</DashboardHeading>
      <CvManager cvs={cvs.map((c) => ({ ...c, uploadedAt: c.uploadedAt.toISOString() }))} notice={outcome ? { saved: outcome.saved, text: m(outcome.message) } : undefined} />
    </div>
  );
}

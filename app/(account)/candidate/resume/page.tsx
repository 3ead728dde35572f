import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PrintButton } from '@/components/candidates/print-button';
import { ResumeDocument } from '@/components/candidates/resume-document';
import { ButtonLink } from '@/components/ui/button';
import { requirePage } from '@/lib/auth/guard';
import { getOwnResume } from '@/lib/candidates/profile';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleCandidate.resume');
  return { title: t('metaTitle') };
}

/** /candidate/resume: the profile as a clean, printable resume (print to PDF from the browser). */
export default async function CandidateResumePage() {
  const user = await requirePage('/candidate/resume');
  const [resume, t] = await Promise.all([getOwnResume({ id: user.id, role: user.role }), getTranslations('peopleCandidate.resume')]);
  return (
    <div className="min-w-0 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="sr-only">{t('title')}</h1>
        <ButtonLink href="/candidate/profile" variant="outline">
          {t('back')}
        </ButtonLink>
        <PrintButton>{t('print')}</PrintButton>
      </div>
      <ResumeDocument resume={resume} />
    </div>
  );
}

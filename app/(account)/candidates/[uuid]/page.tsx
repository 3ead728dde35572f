import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResumeDocument } from '@/components/candidates/resume-document';
import { PrintButton } from '@/components/candidates/print-button';
import { ButtonLink } from '@/components/ui/button';
import { requirePage } from '@/lib/auth/guard';
import { getDirectoryResume } from '@/lib/candidates/directory';
import { foundOr404 } from '@/lib/http/found';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleDirectory.resumePage');
  return { title: t('metaTitle') };
}

/** /candidates/{uuid}: an opted-in candidate's resume, without the fields they did not agree to show. */
export default async function CandidateResumePage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  const user = await requirePage(`/candidates/${uuid}`);
  const resume = await foundOr404(getDirectoryResume(user, uuid));
  const t = await getTranslations('peopleDirectory.resumePage');
  return (
    <div className="min-w-0 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <ButtonLink href="/candidates" variant="outline">
          {t('back')}
        </ButtonLink>
        <PrintButton>{t('print')}</PrintButton>
      </div>
      <ResumeDocument resume={resume} />
    </div>
  );
}

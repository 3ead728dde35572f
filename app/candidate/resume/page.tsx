import type { Metadata } from 'next';
import { PrintButton } from '@/components/candidates/print-button';
import { ResumeDocument } from '@/components/candidates/resume-document';
import { ButtonLink } from '@/components/ui/button';
import { requirePage } from '@/lib/auth/guard';
import { getOwnResume } from '@/lib/candidates/profile';

export const metadata: Metadata = { title: 'My printable resume' };

/** /candidate/resume: the profile as a clean, printable resume (print to PDF from the browser). */
export default async function CandidateResumePage() {
  const user = await requirePage('/candidate/resume');
  const resume = await getOwnResume({ id: user.id, role: user.role });
  return (
    <div className="min-w-0 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="sr-only">My printable resume</h1>
        <ButtonLink href="/candidate/profile" variant="outline">
          Back to the resume builder
        </ButtonLink>
        <PrintButton />
      </div>
      <ResumeDocument resume={resume} />
    </div>
  );
}

'use client';

import { Link } from '@/components/i18n/link';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMessageText } from '@/components/i18n/use-message-text';
import { FileDrop, uploadWithProgress } from '@/components/ui/file-drop';
import { uploadPolicies } from '@/lib/storage/policies';

const policy = uploadPolicies.cv;
/** Before JavaScript the builder's upload posts here and lands on the CV manager (see the route). */
const cvUploadUrl = '/api/candidate/cvs';

/** The builder's "Upload your resume" section: the file goes to the CV manager, where it is named and chosen as the default. */
export function CvQuickUpload({ count }: { count: number }) {
  const t = useTranslations('peopleResume.upload');
  const m = useMessageText();
  const router = useRouter();
  return (
    <section id="upload-resume" aria-labelledby="resume-upload-title" className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="resume-upload-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('count', { count })}{' '}
        <Link href="/candidate/cvs" className="text-ink-700 underline underline-offset-2">
          {t('manage')}
        </Link>
      </p>
      <div className="mt-4">
        <FileDrop
          label={t('fileLabel')}
          hint={t('hint', { types: m(policy.label), mb: Math.round(policy.maxBytes / (1024 * 1024)) })}
          accept={policy.accept}
          maxBytes={policy.maxBytes}
          upload={async (file, onProgress) => {
            const body = new FormData();
            body.append('resume', file);
            await uploadWithProgress('/api/applicant/resume/', body, onProgress);
          }}
          onDone={() => router.refresh()}
          action={cvUploadUrl}
        />
      </div>
    </section>
  );
}

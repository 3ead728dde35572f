'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { FileDrop, uploadWithProgress } from '@/components/ui/file-drop';
import { uploadPolicies } from '@/lib/storage/policies';

const policy = uploadPolicies.cv;

/** The builder's "Upload your resume" section: the file goes to the CV manager, where it is named and chosen as the default. */
export function CvQuickUpload({ count }: { count: number }) {
  const router = useRouter();
  return (
    <section id="upload-resume" aria-labelledby="resume-upload-title" className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="resume-upload-title" className="text-lg font-semibold text-slate-900">
        Upload your resume
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {count === 0 ? 'No CV uploaded yet.' : `${count} CV${count === 1 ? '' : 's'} kept.`}{' '}
        <Link href="/candidate/cvs" className="text-ink-700 underline underline-offset-2">
          Manage my CVs
        </Link>
      </p>
      <div className="mt-4">
        <FileDrop
          label="Upload a CV file"
          hint={`${policy.label}, at most ${Math.round(policy.maxBytes / (1024 * 1024))} MB`}
          accept={policy.accept}
          maxBytes={policy.maxBytes}
          upload={async (file, onProgress) => {
            const body = new FormData();
            body.append('resume', file);
            await uploadWithProgress('/api/applicant/resume/', body, onProgress);
          }}
          onDone={() => router.refresh()}
        />
      </div>
    </section>
  );
}

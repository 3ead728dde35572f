'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useMessageText } from '@/components/i18n/use-message-text';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { FileDrop, uploadWithProgress } from '@/components/ui/file-drop';
import { removeResumePhotoAction } from '@/lib/candidates/actions';
import { uploadPolicies } from '@/lib/storage/policies';

const policy = uploadPolicies.image;

/** The resume's picture: shown, uploaded or replaced (with progress), removed. Only its owner can open it. */
export function PhotoUpload({ photo }: { photo: { url: string; name: string } | null }) {
  const t = useTranslations('peopleResume.photo');
  const m = useMessageText();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  return (
    <section id="picture" aria-labelledby="resume-picture-title" className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="resume-picture-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        {photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- a private file served by /files with its owner's session
          <img src={photo.url} alt={t('alt')} className="size-28 rounded-md border border-slate-200 object-cover" />
        ) : (
          <p className="text-sm text-slate-600">{t('none')}</p>
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <FileDrop
            label={photo ? t('replace') : t('upload')}
            hint={t('hint', { types: m(policy.label), mb: Math.round(policy.maxBytes / (1024 * 1024)) })}
            accept={policy.accept}
            maxBytes={policy.maxBytes}
            upload={async (file, onProgress) => {
              const body = new FormData();
              body.append('picture', file);
              await uploadWithProgress('/api/applicant/picture/', body, onProgress);
            }}
            onDone={() => router.refresh()}
          />
          {photo ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={pending}
              onClick={() =>
                startTransition(async () => {
                  const r = await removeResumePhotoAction();
                  setError(r.ok ? null : r.message);
                })
              }
            >
              {t('remove')}
            </Button>
          ) : null}
          {error ? (
            <div role="alert">
              <FieldError message={error} />
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}

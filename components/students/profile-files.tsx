'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { formatFileSize } from '@/components/catalogue/format';
import { useState } from 'react';
import { useMessageText } from '@/components/i18n/use-message-text';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { FileDrop, uploadWithProgress } from '@/components/ui/file-drop';
import { useHydrated } from '@/components/forms/use-action-form';
import { profileFileKinds, profileFileLabels, type ProfileFileKind } from '@/lib/students/schemas';
import { uploadPolicies } from '@/lib/storage/policies';

export interface ProfileFileItem {
  name: string;
  sizeBytes: number;
  url: string;
}

const policy = uploadPolicies.application_document;

/** What the last upload without JavaScript came to (the page reads it from its address): which file, saved or not, the message. */
export interface ProfileFileOutcome {
  kind: string;
  saved: boolean;
  text: string;
}

/**
 * The profile's three identity files: each listed with its download link, uploaded or replaced with
 * progress, removed. Before JavaScript each upload is a plain form (FileDrop's `action`) and
 * removing is not offered (it needs a DELETE).
 */
export function ProfileFiles({ userId, files, outcome }: { userId: number; files: Record<ProfileFileKind, ProfileFileItem | null>; outcome?: ProfileFileOutcome | null }) {
  const t = useTranslations('admissionsProfile.files');
  const locale = useLocale();
  const m = useMessageText();
  const router = useRouter();
  const hydrated = useHydrated();
  const [removeError, setRemoveError] = useState<{ kind: ProfileFileKind; message: string } | null>(null);
  const urlOf = (kind: ProfileFileKind) => `/api/students/${userId}/profile-files/${kind}`;

  const remove = async (kind: ProfileFileKind) => {
    setRemoveError(null);
    const res = await fetch(urlOf(kind), { method: 'DELETE' });
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      setRemoveError({ kind, message: body?.message ?? t('removeFailed') });
      return;
    }
    router.refresh();
  };

  return (
    <section aria-labelledby="profile-files-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="profile-files-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('intro', { types: m(policy.label), mb: Math.round(policy.maxBytes / (1024 * 1024)) })}</p>
      <ul className="mt-4 space-y-4" aria-label={t('listLabel')}>
        {profileFileKinds.map((kind) => {
          const file = files[kind];
          const label = m(profileFileLabels[kind]);
          return (
            <li key={kind} className="space-y-3 rounded-lg border border-slate-200 p-4">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-base font-semibold text-slate-900">{label}</h3>
                {file ? <Badge tone="success">{t('uploaded')}</Badge> : <Badge>{t('notUploaded')}</Badge>}
              </div>
              {file ? (
                <div className="flex flex-wrap items-center gap-3 text-sm">
                  <a href={file.url} className="break-all font-medium text-ink-700 underline underline-offset-2">
                    <span className="sr-only">{t('download', { document: label })}</span>
                    {file.name}
                  </a>
                  <span className="text-slate-600">{formatFileSize(file.sizeBytes, locale)}</span>
                  {hydrated ? (
                    <Button type="button" variant="ghost" size="sm" onClick={() => void remove(kind)} aria-label={t('removeLabel', { document: label })}>
                      {t('remove')}
                    </Button>
                  ) : null}
                </div>
              ) : null}
              {removeError?.kind === kind ? (
                <div role="alert">
                  <FieldError message={removeError.message} />
                </div>
              ) : null}
              <FileDrop
                label={file ? t('replaceLabel', { document: label }) : t('uploadLabel', { document: label })}
                accept={policy.accept}
                maxBytes={policy.maxBytes}
                action={urlOf(kind)}
                notice={outcome?.kind === kind ? { saved: outcome.saved, text: outcome.text } : undefined}
                upload={async (f, onProgress) => {
                  const body = new FormData();
                  body.append('file', f);
                  await uploadWithProgress(urlOf(kind), body, onProgress);
                }}
                onDone={() => router.refresh()}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

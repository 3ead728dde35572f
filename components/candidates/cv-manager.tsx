'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDay, formatFileSize } from '@/components/catalogue/format';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useActionForm } from '@/components/forms/use-action-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FieldError } from '@/components/ui/field';
import { FileDrop, uploadWithProgress } from '@/components/ui/file-drop';
import { toast } from '@/components/ui/toaster';
import { useMessageText } from '@/components/i18n/use-message-text';
import { deleteCvAction, renameCvAction, setCvHiddenAction, setDefaultCvAction } from '@/lib/candidates/actions';
import { renameCvSchema } from '@/lib/candidates/cv-schemas';
import { uploadPolicies } from '@/lib/storage/policies';

const policy = uploadPolicies.cv;
/** Where the file drop's plain form posts before JavaScript (answered 303 back to the CV page). */
const cvUploadUrl = '/api/candidate/cvs';

export interface CvItem {
  id: number;
  title: string;
  isDefault: boolean;
  hidden: boolean;
  applications: number;
  fileName: string;
  sizeBytes: number;
  uploadedAt: string;
  url: string;
}

function RenameForm({ cv, onDone }: { cv: CvItem; onDone: () => void }) {
  const t = useTranslations('peopleCvs');
  const f = useActionForm(renameCvSchema, renameCvAction, {
    defaultValues: { id: cv.id, title: cv.title },
    resetOnSuccess: false,
    onSuccess: () => {
      toast.success(t('renamed'));
      onDone();
    },
  });
  return (
    <form {...f.formProps} aria-label={t('renameLabel', { title: cv.title })} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <input type="hidden" name="id" value={cv.id} />
      <TextField form={f} name="title" label={t('titleLabel')} id={`cv-title-${cv.id}`} className="min-w-0 flex-1" required />
      <div className="flex gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('cancel')}
        </Button>
        <SubmitButton pending={f.pending} pendingLabel={t('saving')} aria-label={t('saveTitleLabel', { title: cv.title })}>
          {t('save')}
        </SubmitButton>
      </div>
    </form>
  );
}

function CvRow({ cv }: { cv: CvItem }) {
  const t = useTranslations('peopleCvs');
  const locale = useLocale();
  const [renaming, setRenaming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const run = (fn: () => Promise<{ ok: boolean; message?: string }>) =>
    startTransition(async () => {
      setError(null);
      const r = await fn();
      if (!r.ok) setError(r.message ?? t('failed'));
      else if (r.message) toast.success(r.message);
    });
  const attached = cv.applications > 0;
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      {renaming ? (
        <RenameForm cv={cv} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 font-semibold break-words text-slate-900">{cv.title}</h3>
          {cv.isDefault ? <Badge tone="success">{t('default')}</Badge> : null}
          {cv.hidden ? <Badge>{t('hidden')}</Badge> : null}
          {attached ? <Badge tone="info">{t('sentWith', { count: cv.applications })}</Badge> : null}
        </div>
      )}
      <p className="text-sm text-slate-700">
        <a href={cv.url} className="break-all font-medium text-ink-700 underline underline-offset-2">
          <span className="sr-only">{t('open', { title: cv.title })}</span>
          {cv.fileName}
        </a>{' '}
        {t('fileLine', { size: formatFileSize(cv.sizeBytes, locale), date: formatDay(new Date(cv.uploadedAt), locale) })}
      </p>
      {renaming ? null : (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setRenaming(true)} aria-label={t('renameLabel', { title: cv.title })}>
            {t('rename')}
          </Button>
          {cv.isDefault ? null : (
            <Button type="button" variant="outline" size="sm" disabled={pending} onClick={() => run(() => setDefaultCvAction({ id: cv.id }))} aria-label={t('makeDefaultLabel', { title: cv.title })}>
              {t('makeDefault')}
            </Button>
          )}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={pending}
            onClick={() => run(() => setCvHiddenAction({ id: cv.id, hidden: !cv.hidden }))}
            aria-label={cv.hidden ? t('showLabel', { title: cv.title }) : t('hideLabel', { title: cv.title })}
          >
            {cv.hidden ? t('show') : t('hide')}
          </Button>
          {attached ? (
            <p className="self-center text-sm text-slate-600">{t('attached')}</p>
          ) : (
            <ConfirmDialog
              trigger={
                <Button type="button" variant="ghost" size="sm" disabled={pending} aria-label={t('deleteLabel', { title: cv.title })}>
                  {t('delete')}
                </Button>
              }
              title={t('deleteTitle', { title: cv.title })}
              description={t('deleteDescription')}
              confirm={t('delete')}
              danger
              onConfirm={() => run(() => deleteCvAction({ id: cv.id }))}
            />
          )}
        </div>
      )}
      {error ? (
        <div role="alert">
          <FieldError message={error} />
        </div>
      ) : null}
    </li>
  );
}

/** The CV manager: upload (with progress), the list (default first), and the hidden ones apart. */
export function CvManager({ cvs, notice }: { cvs: CvItem[]; notice?: { saved: boolean; text: string } }) {
  const t = useTranslations('peopleCvs');
  const m = useMessageText();
  const router = useRouter();
  const visible = cvs.filter((c) => !c.hidden);
  const hidden = cvs.filter((c) => c.hidden);
  return (
    <div className="space-y-6">
      <section aria-labelledby="cv-upload-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="cv-upload-title" className="text-lg font-semibold text-slate-900">
          {t('uploadTitle')}
        </h2>
        <div className="mt-4">
          <FileDrop
            label={t('uploadLabel')}
            hint={t('uploadHint', { types: m(policy.label), mb: Math.round(policy.maxBytes / (1024 * 1024)) })}
            accept={policy.accept}
            maxBytes={policy.maxBytes}
            upload={async (file, onProgress) => {
              const body = new FormData();
              body.append('resume', file);
              await uploadWithProgress('/api/applicant/resume/', body, onProgress);
            }}
            onDone={() => router.refresh()}
            action={cvUploadUrl}
            notice={notice}
          />
        </div>
      </section>
      <section aria-labelledby="cv-list-title" className="space-y-3">
        <h2 id="cv-list-title" className="text-lg font-semibold text-slate-900">
          {t('listTitle')}
        </h2>
        {visible.length === 0 ? (
          <EmptyState title={t('emptyTitle')}>{t('emptyBody')}</EmptyState>
        ) : (
          <ul className="space-y-3" aria-label={t('listTitle')}>
            {visible.map((cv) => (
              <CvRow key={cv.id} cv={cv} />
            ))}
          </ul>
        )}
      </section>
      {hidden.length > 0 ? (
        <section aria-labelledby="cv-hidden-title" className="space-y-3">
          <h2 id="cv-hidden-title" className="text-lg font-semibold text-slate-900">
            {t('hiddenTitle')}
          </h2>
          <ul className="space-y-3" aria-label={t('hiddenTitle')}>
            {hidden.map((cv) => (
              <CvRow key={cv.id} cv={cv} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

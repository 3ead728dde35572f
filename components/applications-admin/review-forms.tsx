'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { HiddenField, SelectField, TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError, SuccessBanner } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { useMessageText } from '@/components/i18n/use-message-text';
import { useRowAction } from '@/components/lists/row-actions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toaster';
import { acceptDocumentAction, addReviewNoteAction, requestAgainAction, reviewMoveAction } from '@/lib/applications/actions';
import type { ApplicationDocumentView } from '@/lib/applications/types';
import { requestAgainSchema, reviewMoveSchema, reviewNoteSchema } from '@/lib/applications/review-schemas';
import { documentSlotLabels } from '@/lib/applications/schemas';
import { statusLabels } from '@/lib/applications/status';
import type { DocumentSlot, ApplicationStatus } from '@/lib/applications/values';
import { SpriteIcon } from '@/components/ui/sprite-icon';

/**
 * The review's writes on one application (client islands of /admin/applications/[id]): the status
 * change with the note the student reads, each document's accept or "request again" with a reason,
 * and the internal note. Each is a server-action form that works before JavaScript arrives and is
 * checked with the same schema on the server.
 */

/** The status change: only the moves the status module allows from here (request documents is per slot). */
export function StatusChangeForm({ applicationId, targets }: { applicationId: number; targets: ApplicationStatus[] }) {
  const t = useTranslations('admissionsReviewForms.statusChange');
  const m = useMessageText();
  const f = useActionForm(reviewMoveSchema, reviewMoveAction, {
    // No status chosen at first: after a change the choices are new, and a stale choice must not stay selected.
    defaultValues: { applicationId: String(applicationId), to: '' as never, note: '' },
  });
  if (targets.length === 0) {
    // A decision closes the application: the confirmation of the last move still shows.
    return (
      <div className="space-y-3">
        <SuccessBanner success={f.success} />
        <p className="text-sm text-slate-600">{t('none')}</p>
      </div>
    );
  }
  return (
    <form {...f.formProps} className="space-y-4" aria-label={t('formLabel')}>
      <SuccessBanner success={f.success} />
      <FormError message={f.formSummary} />
      <HiddenField form={f} name="applicationId" />
      <SelectField form={f} name="to" label={t('newStatus')} options={[{ value: '', label: t('choose') }, ...targets.map((s) => ({ value: s, label: m(statusLabels[s]) }))]} required />
      <TextField
        form={f}
        name="note"
        multiline
        rows={3}
        maxLength={2000}
        label={t('note')}
        hint={t('noteHint')}
      />
      <SubmitButton pending={f.pending} pendingLabel={t('saving')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}

function RequestAgainDialog({ applicationId, slot }: { applicationId: number; slot: DocumentSlot }) {
  const t = useTranslations('admissionsReviewForms.requestAgain');
  const m = useMessageText();
  const [open, setOpen] = useState(false);
  const f = useActionForm(requestAgainSchema, requestAgainAction, {
    defaultValues: { applicationId: String(applicationId), slot, reason: '' },
    onSuccess: (r) => {
      setOpen(false);
      toast.success(r.message ?? t('done'));
    },
  });
  const label = m(documentSlotLabels[slot]);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="outline">
          <SpriteIcon name="rotate-ccw" className="size-4" />
          {t.rich('trigger', { document: label, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
        </Button>
      }
      title={t('title', { document: label.toLowerCase() })}
      description={t('description')}
    >
      <form {...f.formProps} className="space-y-4" aria-label={t('title', { document: label.toLowerCase() })}>
        <FormError message={f.formSummary} />
        <HiddenField form={f} name="applicationId" />
        <HiddenField form={f} name="slot" />
        <TextField form={f} name="reason" id={`reason-${slot}`} multiline rows={3} maxLength={2000} label={t('reason')} required />
        <SubmitButton pending={f.pending} pendingLabel={t('requesting')}>
          {t('submit')}
        </SubmitButton>
      </form>
    </Dialog>
  );
}

export interface DocumentReviewRow {
  doc: ApplicationDocumentView;
  accepted: { at: string; by: string | null } | null;
}

/** The nine slots with the file (preview, download), its review state and the reviewer's buttons. */
export function DocumentsReview({ applicationId, rows, canRequest }: { applicationId: number; rows: DocumentReviewRow[]; canRequest: boolean }) {
  const t = useTranslations('admissionsReviewForms.documents');
  const m = useMessageText();
  const { pending, run } = useRowAction();
  const accept = (slot: DocumentSlot) => run(() => acceptDocumentAction({ applicationId, slot }), { done: t('acceptedToast') });
  const sr = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;
  return (
    <ul className="divide-y divide-slate-100" aria-label={t('label')}>
      {rows.map(({ doc, accepted }) => {
        const label = m(documentSlotLabels[doc.slot]);
        const awaiting = doc.requested && !doc.requested.answered;
        return (
          <li key={doc.slot} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between" data-slot={doc.slot}>
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                {label}
                {doc.required ? <span className="ms-1 text-xs font-normal text-slate-600">{t('required')}</span> : null}
              </p>
              {doc.file ? <p className="break-all text-sm text-slate-700">{doc.file.name}</p> : <p className="text-sm text-slate-600">{t('noFile')}</p>}
              <div className="mt-1 flex flex-wrap gap-2">
                {accepted ? <Badge tone="success">{t('accepted')}</Badge> : null}
                {doc.requested ? <Badge tone="warning">{awaiting ? t('requestedAgain') : t('newFile')}</Badge> : null}
              </div>
              {doc.requested?.reason ? <p className="mt-1 text-sm text-slate-700">{t('reason', { reason: doc.requested.reason })}</p> : null}
            </div>
            <div className="flex flex-wrap gap-2">
              {doc.file ? (
                <>
                  <a className="inline-flex h-8 items-center gap-1 rounded-md border border-slate-300 px-3 text-sm no-underline" href={doc.file.url} target="_blank" rel="noopener">
                    <SpriteIcon name="eye" className="size-4" />
                    {t.rich('preview', { document: label, sr })}
                  </a>
                  <a className="inline-flex h-8 items-center gap-1 rounded-md border border-slate-300 px-3 text-sm no-underline" href={`/api/applications/${applicationId}/documents/${doc.slot}`} download>
                    <SpriteIcon name="download" className="size-4" />
                    {t.rich('download', { document: label, sr })}
                  </a>
                  {!accepted && !awaiting ? (
                    <Button size="sm" variant="outline" disabled={pending} onClick={() => accept(doc.slot)}>
                      <SpriteIcon name="check" className="size-4" />
                      {t.rich('accept', { document: label, sr })}
                    </Button>
                  ) : null}
                </>
              ) : null}
              {canRequest ? <RequestAgainDialog applicationId={applicationId} slot={doc.slot} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** An internal note: the admissions office's own, never shown to the student. */
export function ReviewNoteForm({ applicationId }: { applicationId: number }) {
  const t = useTranslations('admissionsReviewForms.note');
  const f = useActionForm(reviewNoteSchema, addReviewNoteAction, { defaultValues: { applicationId: String(applicationId), body: '' } });
  return (
    <form {...f.formProps} className="space-y-3" aria-label={t('formLabel')}>
      <SuccessBanner success={f.success} />
      <FormError message={f.formSummary} />
      <HiddenField form={f} name="applicationId" />
      <TextField form={f} name="body" multiline rows={3} maxLength={5000} label={t('label')} hint={t('hint')} required />
      <SubmitButton pending={f.pending} pendingLabel={t('adding')} variant="outline">
        {t('submit')}
      </SubmitButton>
    </form>
  );
}

'use client';

import { Link } from '@/components/i18n/link';
import { useLocale, useTranslations } from 'next-intl';
import { formatFileSize } from '@/components/catalogue/format';
import { useRouter } from 'next/navigation';
import { useActionState, useState } from 'react';
import { useMessageText } from '@/components/i18n/use-message-text';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { FileDrop, uploadWithProgress } from '@/components/ui/file-drop';
import { useHydrated } from '@/components/forms/use-action-form';
import { attachDocumentAction, sendBackApplicationAction, submitApplicationAction } from '@/lib/applications/actions';
import {
  applicationStepLabels,
  documentSlotLabels,
  missingByStep,
  stepNumber,
  type ApplicationStep,
} from '@/lib/applications/schemas';
import type { DocumentSlot } from '@/lib/applications/values';

export interface DocumentSlotView {
  slot: DocumentSlot;
  required: boolean;
  open: boolean;
  requestedReason: string | null;
  /** Asked for again and a new file is in the slot since (null when not asked for). */
  requestAnswered: boolean | null;
  file: { name: string; sizeBytes: number } | null;
  /** An empty open slot: the file of this kind the student sent with another application, to use here. */
  offer?: { file: string; name: string; course: string } | null;
}

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = 'application/pdf,image/jpeg,image/png';

const documentUrl = (applicationId: number, slot: DocumentSlot) => `/api/applications/${applicationId}/documents/${slot}`;

/** A field path as the student reads it: `students_information.first_name` → "students information › first name". */
const readablePath = (path: string) => path.split('.').map((p) => p.replace(/_/g, ' ')).join(' › ');

/**
 * Step 4: the nine document slots (upload with progress, replace, remove), then Submit. When the
 * office asked for documents again (`canSendBack`), the slots asked for, with the office's
 * reasons, come first, and "Send back to the office" sends the application back once each has a
 * new file (issue 30, item 1; PRODUCT 13, "Requested documents"). Before JavaScript each upload is
 * a plain form (FileDrop's `action`; `outcome` is what the last one came to, read by the page from
 * its address) and removing is not offered (it needs a DELETE). An empty open slot offers the file
 * of that kind the student sent with another application ("Use …", a plain form: no bytes copied).
 */
export function DocumentsStep({
  applicationId,
  documents,
  backHref,
  canSubmit,
  canSendBack = false,
  outcome = null,
}: {
  applicationId: number;
  documents: DocumentSlotView[];
  backHref: string | null;
  canSubmit: boolean;
  canSendBack?: boolean;
  outcome?: { slot: string; saved: boolean; text: string } | null;
}) {
  const t = useTranslations('admissionsWizard.documentsStep');
  const locale = useLocale();
  const m = useMessageText();
  const router = useRouter();
  const hydrated = useHydrated();
  const [removeError, setRemoveError] = useState<{ slot: DocumentSlot; message: string } | null>(null);
  const [state, submit, pending] = useActionState(submitApplicationAction, null);
  const [sendBackState, sendBack, sendingBack] = useActionState(sendBackApplicationAction, null);
  const refused = state && !state.ok ? state : null;
  // What Submit found missing, less the documents uploaded since: the box goes once nothing is left.
  const hasFile = (slot: string) => documents.some((d) => d.slot === slot && d.file);
  const missingAtSubmit = refused ? missingByStep(refused.fieldErrors) : {};
  const missing = Object.fromEntries(
    Object.entries(missingAtSubmit)
      .map(([step, fields]) => [step, step === 'documents' ? Object.fromEntries(Object.entries(fields).filter(([slot]) => !hasFile(slot))) : fields])
      .filter(([, fields]) => Object.keys(fields).length > 0),
  ) as Partial<Record<ApplicationStep, Record<string, string[]>>>;
  const showRefusal = refused !== null && (Object.keys(missing).length > 0 || Object.keys(missingAtSubmit).length === 0);
  const requested = documents.filter((d) => d.requestedReason !== null);
  const answered = requested.filter((d) => d.requestAnswered).length;
  const readyToSendBack = requested.length > 0 && answered === requested.length;

  const remove = async (slot: DocumentSlot) => {
    setRemoveError(null);
    const res = await fetch(documentUrl(applicationId, slot), { method: 'DELETE' });
    if (!res.ok) {
      const body = (await res.json().catch(() => null)) as { message?: string } | null;
      setRemoveError({ slot, message: body?.message ?? t('removeFailed') });
      return;
    }
    router.refresh();
  };

  return (
    <div className="space-y-6">
      {canSendBack && requested.length > 0 ? (
        <section aria-labelledby="requested-title" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <h3 id="requested-title" className="font-semibold">
            {t('requestedTitle')}
          </h3>
          <ul className="mt-2 list-disc space-y-1 ps-5" data-testid="requested-documents">
            {requested.map((d) => (
              <li key={d.slot}>
                {d.requestedReason ? t('requestedItem', { document: m(documentSlotLabels[d.slot]), reason: d.requestedReason }) : m(documentSlotLabels[d.slot])}
                {d.requestAnswered ? <Badge tone="success" className="ms-2">{t('newFileUploaded')}</Badge> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="text-sm text-slate-600">{t('intro')}</p>
      <ul className="space-y-4" aria-label={t('listLabel')}>
        {documents.map((d) => (
          <li key={d.slot} className="space-y-3 rounded-lg border border-slate-200 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-base font-semibold text-slate-900">{m(documentSlotLabels[d.slot])}</h3>
              {d.required ? <Badge tone="warning">{t('required')}</Badge> : <Badge>{t('optional')}</Badge>}
              {d.requestAnswered ? <Badge tone="success">{t('newFileUploaded')}</Badge> : d.file ? <Badge tone="success">{t('uploaded')}</Badge> : null}
            </div>
            {d.requestedReason ? <p className="text-sm text-amber-900">{t('requestedAgain', { reason: d.requestedReason })}</p> : null}
            {d.file ? (
              <div className="flex flex-wrap items-center gap-3 text-sm">
                <a href={documentUrl(applicationId, d.slot)} className="font-medium text-ink-700 underline underline-offset-2">
                  {d.file.name}
                </a>
                <span className="text-slate-600">{formatFileSize(d.file.sizeBytes, locale)}</span>
                {d.open && hydrated ? (
                  <Button type="button" variant="ghost" size="sm" onClick={() => void remove(d.slot)} aria-label={t('removeLabel', { document: m(documentSlotLabels[d.slot]) })}>
                    {t('remove')}
                  </Button>
                ) : null}
              </div>
            ) : null}
            {removeError?.slot === d.slot ? (
              <div role="alert">
                <FieldError message={removeError.message} />
              </div>
            ) : null}
            {d.open && !d.file && d.offer ? <ReuseOffer applicationId={applicationId} slot={d.slot} offer={d.offer} document={m(documentSlotLabels[d.slot])} /> : null}
            {d.open ? (
              <FileDrop
                label={d.file ? t('replaceLabel', { document: m(documentSlotLabels[d.slot]) }) : t('uploadLabel', { document: m(documentSlotLabels[d.slot]) })}
                accept={ACCEPT}
                maxBytes={MAX_BYTES}
                action={documentUrl(applicationId, d.slot)}
                notice={outcome?.slot === d.slot ? { saved: outcome.saved, text: outcome.text } : undefined}
                upload={async (file, onProgress) => {
                  const body = new FormData();
                  body.append('file', file);
                  await uploadWithProgress(documentUrl(applicationId, d.slot), body, onProgress);
                }}
                onDone={() => router.refresh()}
              />
            ) : null}
          </li>
        ))}
      </ul>

      {canSubmit ? (
        <form action={submit} aria-label={t('submitFormLabel')} className="space-y-4 border-t border-slate-200 pt-4">
          <input type="hidden" name="application_id" value={applicationId} />
          {refused && showRefusal ? (
            <div role="alert" className="space-y-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm">
              <p className="font-semibold text-red-800">{refused.message}</p>
              {(Object.entries(missing) as [ApplicationStep, Record<string, string[]>][]).map(([step, fields]) => (
                <div key={step}>
                  <Link href={`/application?application_id=${applicationId}&step=${stepNumber(step)}`} className="font-medium text-ink-700 underline underline-offset-2">
                    {t('stepLink', { n: stepNumber(step), step: m(applicationStepLabels[step]) })}
                  </Link>
                  <ul className="mt-1 list-disc ps-5 text-red-800">
                    {Object.entries(fields).map(([path, messages]) => (
                      <li key={path}>
                        {t('missingField', { field: step === 'documents' && documentSlotLabels[path as DocumentSlot] !== undefined ? m(documentSlotLabels[path as DocumentSlot]) : readablePath(path), message: messages[0] })}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            {backHref ? (
              <ButtonLink href={backHref} variant="outline">
                {t('back')}
              </ButtonLink>
            ) : (
              <span />
            )}
            <Button type="submit" disabled={pending}>
              {pending ? t('submitting') : t('submit')}
            </Button>
          </div>
        </form>
      ) : null}

      {canSendBack ? (
        <form action={sendBack} aria-label={t('sendBack')} className="space-y-3 border-t border-slate-200 pt-4">
          <input type="hidden" name="applicationId" value={applicationId} />
          {sendBackState && !sendBackState.ok ? (
            <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-semibold text-red-800">
              {sendBackState.message}
            </div>
          ) : null}
          <p id="send-back-hint" className="text-sm text-slate-700">
            {readyToSendBack ? t('sendBackReady') : t('sendBackWaiting', { done: answered, total: requested.length })}
          </p>
          <Button type="submit" disabled={!readyToSendBack || sendingBack} aria-describedby="send-back-hint">
            {sendingBack ? t('sendingBack') : t('sendBack')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}

/** "Use <file> (sent with your application to <course>)": one small form (works before JavaScript). */
function ReuseOffer({ applicationId, slot, offer, document }: { applicationId: number; slot: DocumentSlot; offer: NonNullable<DocumentSlotView['offer']>; document: string }) {
  const t = useTranslations('admissionsWizard.documentsStep');
  const [state, attach, pending] = useActionState(attachDocumentAction, null);
  return (
    <form action={attach} aria-label={t('reuseLabel', { document })} className="space-y-2">
      <input type="hidden" name="application_id" value={applicationId} />
      <input type="hidden" name="slot" value={slot} />
      <input type="hidden" name="file" value={offer.file} />
      <Button type="submit" variant="outline" size="sm" disabled={pending} className="h-auto min-h-8 py-1.5 text-start wrap-anywhere">
        {pending ? t('reusing') : t('reuseOffer', { file: offer.name, course: offer.course })}
      </Button>
      {state && !state.ok ? (
        <div role="alert">
          <FieldError message={state.message} />
        </div>
      ) : null}
    </form>
  );
}

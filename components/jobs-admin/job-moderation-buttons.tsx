'use client';

import { SpriteIcon } from '@/components/ui/sprite-icon';
import { type ReactNode, useState } from 'react';
import { useRowAction } from '@/components/lists/row-actions';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useMessageText } from '@/components/i18n/use-message-text';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { REJECTION_REASON_MAX, rejectionReasonRequired, type ModerationMove } from '@/lib/jobs/admin-schemas';
import { moderateJobAction } from '@/lib/jobs/actions';

/** The words of the moderation buttons that name one job (its title inside), rendered on the server (`moderationTexts`). */
export interface ModerationTexts {
  approve: ReactNode;
  reject: ReactNode;
  rejectTitle: string;
  backToReview: ReactNode;
}

/**
 * The words every job's buttons share (`moderationWords`): made once per page and passed to every
 * row as the same object, which the page's RSC data then writes once (not 60 times).
 */
export interface ModerationWords {
  none: string;
  rejectDescription: string;
  reasonLabel: string;
  cancel: string;
  rejectJob: string;
}

/**
 * The moves an admin may make on one job (the page passes the lifecycle's allowed moves): approve,
 * reject (a dialog asks for the reason the employer will read) and back to review. Results show
 * as toasts; the page re-renders with the new status.
 */
export function JobModerationButtons({
  uuid,
  moves,
  texts,
  words,
  size = 'sm',
}: {
  uuid: string;
  moves: ModerationMove[];
  texts: ModerationTexts;
  words: ModerationWords;
  size?: 'sm' | 'md';
}) {
  const m = useMessageText();
  const { pending, run: runAction } = useRowAction();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const run = (move: ModerationMove, why?: string) => {
    setError(null);
    runAction(() => moderateJobAction({ uuid, move, reason: why }), {
      onOk: () => {
        setOpen(false);
        setReason('');
      },
      onRefused: (result) => {
        if (move === 'reject' && result.fieldErrors.reason) {
          setError(result.fieldErrors.reason[0]);
          return true;
        }
        setOpen(false);
        return false;
      },
    });
  };

  const submitReject = () => {
    if (!reason.trim()) {
      setError(m(rejectionReasonRequired));
      return;
    }
    run('reject', reason);
  };

  if (moves.length === 0) return <span className="text-sm text-slate-500">{words.none}</span>;
  return (
    <div className="flex flex-wrap gap-2" aria-busy={pending || undefined}>
      {moves.includes('approve') ? (
        <Button size={size} disabled={pending} onClick={() => run('approve')}>
          <SpriteIcon name="check" className="size-4" />
          {texts.approve}
        </Button>
      ) : null}
      {moves.includes('reject') ? (
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) setError(null);
          }}
          title={texts.rejectTitle}
          description={words.rejectDescription}
          trigger={
            <Button size={size} variant="outline" disabled={pending}>
              <SpriteIcon name="x" className="size-4" />
              {texts.reject}
            </Button>
          }
        >
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submitReject();
            }}
            className="space-y-4"
          >
            <Field label={words.reasonLabel} required error={error ?? undefined} id={`reject-reason-${uuid}`}>
              {(control) => <Textarea {...control} rows={4} maxLength={REJECTION_REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} />}
            </Field>
            <div className="flex justify-end gap-3">
              <Button type="button" variant="outline" onClick={() => setOpen(false)} disabled={pending}>
                {words.cancel}
              </Button>
              <Button type="submit" variant="danger" disabled={pending}>
                {words.rejectJob}
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}
      {moves.includes('backToReview') ? (
        <Button size={size} variant="outline" disabled={pending} onClick={() => run('backToReview')}>
          <SpriteIcon name="rotate-ccw" className="size-4" />
          {texts.backToReview}
        </Button>
      ) : null}
    </div>
  );
}

'use client';

import { SpriteIcon } from '@/components/ui/sprite-icon';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { HiddenField, TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { RowAction, RowActions } from '@/components/lists/row-actions';
import { toast } from '@/components/ui/toaster';
import { confirmPaymentAction, refundPaymentAction } from '@/lib/applications/actions';
import { refundPaymentSchema } from '@/lib/applications/payment-schemas';
import type { PaymentStatus } from '@/lib/applications/values';

interface Line {
  id: number;
  status: PaymentStatus;
  /** "Application fee of Amina Yusuf (#12)" */
  what: string;
  amount: string;
}

/** The refund form inside its dialog: the reason is required and reaches the student. */
function RefundForm({ line, onDone }: { line: Line; onDone: () => void }) {
  const t = useTranslations('admissionsPaymentsAdminActions.refund');
  const router = useRouter();
  const f = useActionForm(refundPaymentSchema, refundPaymentAction, {
    defaultValues: { id: line.id, reason: '' },
    onSuccess: (r) => {
      toast.success(r.message ?? t('done'));
      onDone();
      router.refresh();
    },
  });
  return (
    <form {...f.formProps} aria-label={t('formLabel', { what: line.what })} className="space-y-3">
      <FormError message={f.formSummary} />
      <HiddenField form={f} name="id" />
      <TextField form={f} name="reason" label={t('reason')} multiline rows={3} maxLength={1000} required />
      <div className="flex justify-end">
        <SubmitButton pending={f.pending} pendingLabel={t('refunding')} variant="danger">
          {t('submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** A fee line's moves: confirm an unpaid or pending fee as paid; refund a paid one. */
export function PaymentRowActions({ line }: { line: Line }) {
  const t = useTranslations('admissionsPaymentsAdminActions');
  const [refundOpen, setRefundOpen] = useState(false);

  if (line.status === 'unpaid' || line.status === 'pending') {
    return (
      <RowActions>
        <RowAction
          label={t('confirm.label')}
          name={line.what}
          icon="badge-check"
          className="whitespace-nowrap"
          done={t('confirm.done')}
          call={() => confirmPaymentAction({ id: line.id })}
          confirm={{ title: t('confirm.title'), description: t('confirm.description', { what: line.what, amount: line.amount }), confirm: t('confirm.label') }}
        />
      </RowActions>
    );
  }
  // Open while the refund is answered: the refreshed row is already Refunded, and the form must
  // stay mounted to report its success.
  if (line.status === 'paid' || refundOpen) {
    return (
      <Dialog
        open={refundOpen}
        onOpenChange={setRefundOpen}
        trigger={
          <Button size="sm" variant="outline" className="whitespace-nowrap">
            <SpriteIcon name="undo-2" className="size-4" />
            {t.rich('refund.trigger', { what: line.what, sr: (chunks) => <span className="sr-only">{chunks}</span> })}
          </Button>
        }
        title={t('refund.title')}
        description={t('refund.description', { what: line.what, amount: line.amount })}
      >
        <RefundForm line={line} onDone={() => setRefundOpen(false)} />
      </Dialog>
    );
  }
  return <span className="text-xs text-slate-600">{t('none')}</span>;
}

'use client';

import { BadgeCheck, Undo2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
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
  const router = useRouter();
  const f = useActionForm(refundPaymentSchema, refundPaymentAction, {
    defaultValues: { id: line.id, reason: '' },
    onSuccess: (r) => {
      toast.success(r.message ?? 'Refunded');
      onDone();
      router.refresh();
    },
  });
  return (
    <form {...f.formProps} aria-label={`Refund the ${line.what}`} className="space-y-3">
      <FormError message={f.formSummary} />
      <HiddenField form={f} name="id" />
      <TextField form={f} name="reason" label="Reason (the student reads it)" multiline rows={3} maxLength={1000} required />
      <div className="flex justify-end">
        <SubmitButton pending={f.pending} pendingLabel="Refunding…" variant="danger">
          Mark refunded
        </SubmitButton>
      </div>
    </form>
  );
}

/** A fee line's moves: confirm an unpaid or pending fee as paid; refund a paid one. */
export function PaymentRowActions({ line }: { line: Line }) {
  const [refundOpen, setRefundOpen] = useState(false);

  if (line.status === 'unpaid' || line.status === 'pending') {
    return (
      <RowActions>
        <RowAction
          label="Confirm paid"
          name={line.what}
          icon={BadgeCheck}
          className="whitespace-nowrap"
          done="Confirmed"
          call={() => confirmPaymentAction({ id: line.id })}
          confirm={{ title: 'Confirm this payment?', description: `${line.what}: ${line.amount}. The student is told by e-mail that the payment arrived.`, confirm: 'Confirm paid' }}
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
            <Undo2 aria-hidden="true" className="size-4" />
            Refund<span className="sr-only"> {line.what}</span>
          </Button>
        }
        title="Mark this payment refunded?"
        description={`${line.what}: ${line.amount}. The student is told by e-mail, with your reason.`}
      >
        <RefundForm line={line} onDone={() => setRefundOpen(false)} />
      </Dialog>
    );
  }
  return <span className="text-xs text-slate-600">No action</span>;
}

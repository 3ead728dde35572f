import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { paymentStatusLabels } from '@/lib/applications/payment-schemas';
import type { ApplicationStatus, PaymentStatus } from '@/lib/applications/values';
import { renderWith } from '@/lib/i18n/message';

/** As the student reads it: what is theirs to do is amber, what waits on the office blue. */
const tone = {
  unpaid: 'warning',
  pending: 'info',
  paid: 'success',
  refunded: 'neutral',
} as const satisfies Record<PaymentStatus, string>;

/** Where a fee (or an application's fees) stands. Server or client (in a client island it needs the `values` namespace). */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const t = useTranslations();
  return <Badge tone={tone[status]}>{renderWith(t as never, paymentStatusLabels[status])}</Badge>;
}

/** Where an application's fees stand in a list of applications: its badge, or why there is none. */
export function ApplicationPayment({ status, paymentStatus }: { status: ApplicationStatus; paymentStatus: PaymentStatus | null }) {
  const t = useTranslations('admissionsApplied.payment');
  if (paymentStatus) return <PaymentBadge status={paymentStatus} />;
  return <span className="text-slate-600">{status === 'draft' ? t('draft') : t('none')}</span>;
}

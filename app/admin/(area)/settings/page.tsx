import type { Metadata } from 'next';
import { format } from 'date-fns';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { Card } from '@/components/ui/card';
import { SettingsForm } from '@/components/settings/settings-form';
import { requirePage } from '@/lib/auth/guard';
import { minorToAmount } from '@/lib/settings/schemas';
import { getSettings } from '@/lib/settings/settings';

export const metadata: Metadata = { title: 'Settings' };

/** /admin/settings: the application and service fees, their currency and the payment instructions the fees page shows. */
export default async function AdminSettingsPage() {
  const user = await requirePage('/admin/settings');
  const s = await getSettings(user);
  return (
    <div>
      <DashboardHeading title="Settings">The fees every application is charged and how students can pay them. Each change is written to the audit log.</DashboardHeading>
      <Card
        id="settings"
        title="Fees and payment"
        description={
          s.updatedAt && s.updatedBy
            ? `Last changed ${format(s.updatedAt, 'd MMM yyyy HH:mm')} by ${s.updatedBy.name}`
            : 'Not changed since the site was set up'
        }
      >
        <SettingsForm
          initial={{
            application_fee: minorToAmount(s.fees.applicationFeeMinor),
            service_fee: minorToAmount(s.fees.serviceFeeMinor),
            currency: s.fees.currency,
            ...s.instructions,
          }}
        />
      </Card>
    </div>
  );
}

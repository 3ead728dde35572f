import type { Metadata } from 'next';
import { format } from 'date-fns';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { Card } from '@/components/ui/card';
import { LegalForm } from '@/components/settings/legal-form';
import { SettingsForm } from '@/components/settings/settings-form';
import { requirePage } from '@/lib/auth/guard';
import { minorToAmount } from '@/lib/settings/schemas';
import { getLegalSettings } from '@/lib/settings/legal';
import { getSettings } from '@/lib/settings/settings';

export const metadata: Metadata = { title: 'Settings' };

/** /admin/settings: the application and service fees, their currency and the payment instructions the fees page shows. */
export default async function AdminSettingsPage() {
  const user = await requirePage('/admin/settings');
  const [s, legal] = await Promise.all([getSettings(user), getLegalSettings(user)]);
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
      <Card
        id="legal"
        className="mt-6"
        title="Who runs the service"
        description="The legal entity, its jurisdiction and registered office, as the About, terms and privacy pages show them."
      >
        <LegalForm
          initial={{ entity: legal.entity, jurisdiction: legal.jurisdiction, registered_office: legal.registeredOffice.join('\n'), demo: legal.demo }}
        />
      </Card>
    </div>
  );
}

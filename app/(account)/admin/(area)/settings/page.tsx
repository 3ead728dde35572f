import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatMoment } from '@/components/catalogue/format';
import { ClientMessages } from '@/components/i18n/client-messages';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { Card } from '@/components/ui/card';
import { LegalForm } from '@/components/settings/legal-form';
import { SettingsForm } from '@/components/settings/settings-form';
import { requirePage } from '@/lib/auth/guard';
import { minorToAmount } from '@/lib/settings/schemas';
import { getLegalSettings } from '@/lib/settings/legal';
import { getSettings } from '@/lib/settings/settings';
import { requestLocale } from '@/lib/i18n/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('settings.metaTitle') };
}

/** /admin/settings: the application and service fees, their currency, the payment instructions and the cash office the fees page shows. */
export default async function AdminSettingsPage() {
  const user = await requirePage('/admin/settings');
  const [s, legal] = await Promise.all([getSettings(user), getLegalSettings(user)]);
  const [t, locale] = await Promise.all([getTranslations('backOfficePages.settings'), requestLocale()]);
  return (
    <ClientMessages namespaces={['backOfficeSettings']}>
      <DashboardHeading title={t('title')}>{t('intro')}</DashboardHeading>
      <Card
        id="settings"
        title={t('feesTitle')}
        description={
          s.updatedAt && s.updatedBy
            ? t('lastChanged', { when: formatMoment(s.updatedAt, locale), name: s.updatedBy.name })
            : t('neverChanged')
        }
      >
        <SettingsForm
          initial={{
            application_fee: minorToAmount(s.fees.applicationFeeMinor),
            service_fee: minorToAmount(s.fees.serviceFeeMinor),
            currency: s.fees.currency,
            ...s.instructions,
            cash_office_address: s.cashOffice.address.join('\n'),
            cash_office_hours: s.cashOffice.hours,
          }}
        />
      </Card>
      <Card
        id="legal"
        className="mt-6"
        title={t('legalTitle')}
        description={t('legalDescription')}
      >
        <LegalForm
          initial={{ entity: legal.entity, jurisdiction: legal.jurisdiction, registered_office: legal.registeredOffice.join('\n'), demo: legal.demo }}
        />
      </Card>
    </ClientMessages>
  );
}

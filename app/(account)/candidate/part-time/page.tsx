import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { formatDay } from '@/components/catalogue/format';
import { requestLocale } from '@/lib/i18n/locale';
import { getMessageText } from '@/components/i18n/message-text';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { PartTimeForm } from '@/components/part-time/part-time-form';
import { Button } from '@/components/ui/button';
import { StatusBanner } from '@/components/ui/success-banner';
import { requirePage } from '@/lib/auth/guard';
import { formatPhone } from '@/lib/forms/phone';
import { findOwnPartTime, ownPartTimeContact } from '@/lib/jobs/part-time';
import { withdrawPartTimeAction } from '@/lib/jobs/actions';
import { formatHourlyRate, partTimeMessages } from '@/lib/jobs/part-time-schemas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleCandidate.partTime');
  return { title: t('metaTitle') };
}

/** /candidate/part-time: the candidate's part-time application (send, update, withdraw). */
export default async function CandidatePartTimePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const user = await requirePage('/candidate/part-time');
  const [own, contact, t, m, locale] = await Promise.all([findOwnPartTime({ id: user.id, role: user.role }), ownPartTimeContact({ id: user.id, role: user.role }), getTranslations('peopleCandidate.partTime'), getMessageText(), requestLocale()]);
  const defaults = {
    full_name: own?.fullName ?? user.name ?? '',
    city: own?.city ?? '',
    skill: own?.skills ?? [],
    rate: own?.rateMinor == null ? '' : String(own.rateMinor / 100),
    availability: own?.availability ?? '',
    share_contact: own?.shareContact ?? 'none',
  };
  return (
    <div className="min-w-0 space-y-6">
      <DashboardHeading title={t('title')}>{t('lead')}</DashboardHeading>
      <StatusBanner message={params.withdrawn ? m(partTimeMessages.withdrawn) : null} clearParams={['withdrawn']} />
      <p className="max-w-3xl rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" id="part-time-visibility">
        <strong>{t('whoSees')}</strong> {m(partTimeMessages.visibility)}
      </p>
      {own ? (
        <section aria-labelledby="pt-current" className="max-w-3xl rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="pt-current" className="text-base font-semibold text-slate-900">
            {t('listedTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {t('summary', { name: own.fullName, city: own.city ?? '—', rate: m(formatHourlyRate(own.rateMinor, locale) ?? t('noRate')), sent: formatDay(own.createdAt, locale) })}
            {own.updatedAt.getTime() !== own.createdAt.getTime() ? t('lastUpdated', { date: formatDay(own.updatedAt, locale) }) : ''}
          </p>
          <form action={withdrawPartTimeAction} className="mt-3">
            <Button type="submit" variant="outline">
              {t('withdraw')}
            </Button>
          </form>
        </section>
      ) : null}
      <PartTimeForm defaults={defaults} exists={Boolean(own)} contact={{ email: contact.email, phone: formatPhone(contact.phone) }} />
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import { DetailItem } from '@/components/ui/detail-item';
import { formatDay } from '@/components/catalogue/format';
import { getMessageText } from '@/components/i18n/message-text';
import { Ltr } from '@/components/ui/ltr';
import { formatPhone } from '@/lib/forms/phone';
import { requestLocale } from '@/lib/i18n/locale';
import type { PartTimeApplicantDetail } from '@/lib/jobs/part-time';
import { formatHourlyRate } from '@/lib/jobs/part-time-schemas';


/**
 * One part-time applicant as an employer or admin opens them: the application, then the contact the
 * candidate chose to share (e-mail and phone as links), or a line saying they shared none.
 */
export async function PartTimeDetailView({ applicant: a }: { applicant: PartTimeApplicantDetail }) {
  const [t, m, locale] = await Promise.all([getTranslations('jobBoardPartTime'), getMessageText(), requestLocale()]);
  const { email, phone } = a.contact;
  return (
    <div className="space-y-6">
      <section aria-labelledby="pt-contact" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="pt-contact" className="text-base font-semibold text-slate-900">
          {t('detail.contactTitle')}
        </h2>
        {email || phone ? (
          <dl className="mt-2 divide-y divide-slate-100">
            {email ? (
              <DetailItem label={t('detail.email')}>
                <a href={`mailto:${email}`} className="text-ink-700 underline underline-offset-2">
                  <Ltr>{email}</Ltr>
                </a>
              </DetailItem>
            ) : null}
            {phone ? (
              <DetailItem label={t('detail.phone')}>
                <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="text-ink-700 underline underline-offset-2">
                  <Ltr>{formatPhone(phone)}</Ltr>
                </a>
              </DetailItem>
            ) : null}
          </dl>
        ) : (
          <p className="mt-1 text-sm text-slate-700">{t('detail.noContact')}</p>
        )}
      </section>
      <section aria-labelledby="pt-application" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="pt-application" className="text-base font-semibold text-slate-900">
          {t('detail.applicationTitle')}
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <DetailItem label={t('city')}>{a.city}</DetailItem>
          <DetailItem label={t('skills')}>{a.skills.length ? a.skills.join(', ') : null}</DetailItem>
          <DetailItem label={t('rate')}>{m(formatHourlyRate(a.rateMinor, locale) ?? '—')}</DetailItem>
          <DetailItem label={t('availability')}>{a.availability}</DetailItem>
          <DetailItem label={t('detail.sent')}>{formatDay(a.createdAt, locale)}</DetailItem>
        </dl>
      </section>
    </div>
  );
}

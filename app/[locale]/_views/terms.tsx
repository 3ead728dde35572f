import { pageAlternates } from '@/lib/i18n/alternates';
import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { Prose } from '@/components/catalogue/prose';
import { TranslationNotice } from '@/components/catalogue/translation-notice';
import { getMessageText } from '@/components/i18n/message-text';
import { legalDemoNotice, officeOnOneLine } from '@/lib/content/legal';
import { readLegalFactsCached } from '@/lib/settings/legal';

export async function termsMetadata(): Promise<Metadata> {
  const t = await getTranslations('publicContent.terms');
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: await pageAlternates('/terms'),
  };
}

const accountRules = ['truth', 'onePerPerson', 'delete'] as const;

/** The terms of use; who runs the service and whose law governs them come from the site settings (lib/settings/legal.ts). */
export async function TermsView() {
  const [legalFacts, t, m] = await Promise.all([readLegalFactsCached(), getTranslations('publicContent.terms'), getMessageText()]);
  return (
    <Prose>
      <h1>{t('title')}</h1>
      <p className="text-sm text-slate-600">{t('lastUpdated')}</p>
      <TranslationNotice />
      <p>
        {t.rich('intro', {
          entity: legalFacts.entity,
          jurisdiction: legalFacts.jurisdiction,
          office: officeOnOneLine(legalFacts),
          link: (chunks) => <Link href="/privacy">{chunks}</Link>,
        })}
      </p>

      <h2>{t('whatTitle')}</h2>
      <p>{t('what')}</p>

      <h2>{t('informationTitle')}</h2>
      <p>{t('information')}</p>

      <h2>{t('accountTitle')}</h2>
      <ul>
        {accountRules.map((rule) => (
          <li key={rule}>{t(`account.${rule}`)}</li>
        ))}
      </ul>

      <h2>{t('applicationTitle')}</h2>
      <p>{t('application')}</p>

      {/* The application's declaration links here for its payment and refund policies. */}
      <h2 id="fees">{t('feesTitle')}</h2>
      <p>{t('fees')}</p>

      <h2>{t('useTitle')}</h2>
      <p>{t('use')}</p>

      <h2>{t('liabilityTitle')}</h2>
      <p>{t('liability')}</p>

      <h2>{t('changesTitle')}</h2>
      <p>{t('changes')}</p>

      <h2>{t('lawTitle')}</h2>
      <p>{t('law', { jurisdiction: legalFacts.jurisdiction })}</p>

      <h2>{t('contactTitle')}</h2>
      <p>
        {t.rich('contact', {
          contact: (chunks) => <Link href="/contact">{chunks}</Link>,
          about: (chunks) => <Link href="/about">{chunks}</Link>,
        })}
      </p>
      {legalFacts.demo ? <p className="text-sm text-slate-600">{m(legalDemoNotice)}</p> : null}
    </Prose>
  );
}

import { pageAlternates } from '@/lib/i18n/alternates';
import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { Prose } from '@/components/catalogue/prose';
import { TranslationNotice } from '@/components/catalogue/translation-notice';
import { getMessageText } from '@/components/i18n/message-text';
import { isUkJurisdiction, legalDemoNotice, officeOnOneLine } from '@/lib/content/legal';
import { readLegalFactsCached } from '@/lib/settings/legal';

export async function privacyMetadata(): Promise<Metadata> {
  const t = await getTranslations('publicContent.privacy');
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: await pageAlternates('/privacy'),
  };
}

const collected = ['account', 'application', 'documents', 'messages', 'technical'] as const;
const bases = ['contract', 'messages', 'security', 'records'] as const;

/** The privacy notice; the controller (entity, jurisdiction, office) comes from the site settings (lib/settings/legal.ts). */
export async function PrivacyView() {
  const [legalFacts, t, m] = await Promise.all([readLegalFactsCached(), getTranslations('publicContent.privacy'), getMessageText()]);
  const regime = isUkJurisdiction(legalFacts.jurisdiction) ? 'uk' : 'other';
  const jurisdiction = legalFacts.jurisdiction;
  return (
    <Prose>
      <h1>{t('title')}</h1>
      <p className="text-sm text-slate-600">{t('lastUpdated')}</p>
      <TranslationNotice />
      <p>{t('intro', { regime, jurisdiction, entity: legalFacts.entity, office: officeOnOneLine(legalFacts) })}</p>

      <h2>{t('collectTitle')}</h2>
      <ul>
        {collected.map((item) => (
          <li key={item}>{t(`collect.${item}`)}</li>
        ))}
      </ul>

      <h2>{t('basisTitle')}</h2>
      <ul>
        {bases.map((item) => (
          <li key={item}>{t(`basis.${item}`)}</li>
        ))}
      </ul>

      <h2>{t('shareTitle')}</h2>
      <p>{t('share', { regime, jurisdiction })}</p>

      <h2>{t('keepTitle')}</h2>
      <p>{t('keep')}</p>

      <h2>{t('rightsTitle')}</h2>
      <p>{t.rich('rights', { link: (chunks) => <Link href="/contact">{chunks}</Link> })}</p>
      <p>{t('complain', { regime, jurisdiction })}</p>

      <h2>{t('cookiesTitle')}</h2>
      <p>{t('cookies')}</p>

      <h2>{t('securityTitle')}</h2>
      <p>{t('security')}</p>
      {legalFacts.demo ? <p className="text-sm text-slate-600">{m(legalDemoNotice)}</p> : null}
    </Prose>
  );
}

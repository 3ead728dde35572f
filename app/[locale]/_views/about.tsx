import { pageAlternates } from '@/lib/i18n/alternates';
import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { getMessageText } from '@/components/i18n/message-text';
import { Prose } from '@/components/catalogue/prose';
import { contactFacts, legalDemoNotice } from '@/lib/content/legal';
import { readLegalFactsCached } from '@/lib/settings/legal';

export async function aboutMetadata(): Promise<Metadata> {
  const t = await getTranslations('publicContent.about');
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: await pageAlternates('/about'),
    openGraph: { title: t('ogTitle'), url: '/about' },
  };
}

/** Who runs the service, how it earns money, how to reach a person (the legal facts: site settings, lib/settings/legal.ts). */
export async function AboutView() {
  const [legalFacts, t, m] = await Promise.all([readLegalFactsCached(), getTranslations('publicContent.about'), getMessageText()]);
  return (
    <Prose>
      <h1>{t('title')}</h1>
      <p>{t.rich('intro', { entity: legalFacts.entity, jurisdiction: legalFacts.jurisdiction, strong: (chunks) => <strong>{chunks}</strong> })}</p>

      <h2>{t('moneyTitle')}</h2>
      <p>{t('money')}</p>

      <h2>{t('sourcesTitle')}</h2>
      <p>{t('sources')}</p>

      <h2>{t('personTitle')}</h2>
      <p>
        {t.rich('person', {
          email: contactFacts.email,
          link: (chunks) => <Link href="/contact">{chunks}</Link>,
          mail: (chunks) => <a href={`mailto:${contactFacts.email}`}>{chunks}</a>,
        })}
      </p>

      <h2>{t('officeTitle')}</h2>
      <address className="not-italic">
        {legalFacts.registeredOffice.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </address>
      {legalFacts.demo ? <p className="text-sm text-slate-600">{m(legalDemoNotice)}</p> : null}
      <p>
        {t.rich('seeAlso', {
          terms: (chunks) => <Link href="/terms">{chunks}</Link>,
          privacy: (chunks) => <Link href="/privacy">{chunks}</Link>,
        })}
      </p>
    </Prose>
  );
}

import { pageAlternates } from '@/lib/i18n/alternates';
import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/catalogue/json-ld';
import { Prose } from '@/components/catalogue/prose';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('publicContent.faq');
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: await pageAlternates('/needhelp'),
    openGraph: { title: t('metaTitle'), url: '/needhelp' },
  };
}

const questions = ['whoCanApply', 'chinese', 'cost', 'scholarship', 'documents', 'deadlines', 'status', 'withdraw', 'visa'] as const;

export default async function NeedHelpPage() {
  const t = await getTranslations('publicContent.faq');
  const faqs = questions.map((k) => ({ q: t(`items.${k}.q`), a: t(`items.${k}.a`) }));
  return (
    <Prose>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.q, acceptedAnswer: { '@type': 'Answer', text: f.a } })),
        }}
      />
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <div className="mt-8 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
        {faqs.map((f) => (
          <details key={f.q} className="group px-4 py-3">
            <summary className="cursor-pointer font-semibold text-slate-900">{f.q}</summary>
            <p className="!mt-2 text-slate-700">{f.a}</p>
          </details>
        ))}
      </div>
      <h2>{t('stillTitle')}</h2>
      <p>{t.rich('still', { link: (chunks) => <Link href="/contact">{chunks}</Link> })}</p>
    </Prose>
  );
}

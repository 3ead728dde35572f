import { pageAlternates } from '@/lib/i18n/alternates';
import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { ScholarshipCard } from '@/components/catalogue/scholarship-card';
import { ButtonLink } from '@/components/ui/button';
import { listScholarshipOffersCached } from '@/lib/catalogue/cache';


export async function scholarshipsMetadata(): Promise<Metadata> {
  const t = await getTranslations('publicScholarships');
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: await pageAlternates('/scholarships'),
    openGraph: { title: t('metaTitle'), url: '/scholarships' },
  };
}

/** Live scholarship offers (seed "Create Offer"): title, university, program, percent, duration, details. */
export async function ScholarshipsView() {
  const [offers, t] = await Promise.all([listScholarshipOffersCached({}), getTranslations('publicScholarships')]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('lead')}</p>
      </header>
      {offers.length > 0 ? (
        <>
          {/* An h2 between the page's h1 and the offers' h3 titles (heading order). */}
          <h2 className="mb-4 text-sm font-normal text-slate-600">
            {t('count', { n: offers.length, count: String(offers.length) })}
          </h2>
          <ul className="space-y-4">
            {offers.map((o) => (
              <li key={o.id}>
                <ScholarshipCard offer={o} />
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm text-slate-600">
            {t.rich('questions', {
              link: (chunks) => (
                <Link href="/contact" className="underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </>
      ) : (
        <EmptyState
          title={t('none')}
          action={
            <>
              <ButtonLink href="/universities?scholarship=1">{t('withScholarships')}</ButtonLink>
              <ButtonLink href="/contact" variant="outline">
                {t('askAdviser')}
              </ButtonLink>
            </>
          }
        >
          {t('noneBody')}
        </EmptyState>
      )}
    </div>
  );
}

import { pageAlternates } from '@/lib/i18n/alternates';
import { catalogueTags } from '@/lib/catalogue/cache';
import type { Locale } from '@/lib/i18n/config';
import type { Metadata } from 'next';
import { unstable_cache } from 'next/cache';
import { getTranslations } from 'next-intl/server';
import { DirectHireFormIsland } from '@/components/direct-hire/direct-hire-form-island';
import { Card } from '@/components/ui/card';
import { listCountries } from '@/lib/countries/countries';
import { requestLocale } from '@/lib/i18n/locale';
import { jobTags } from '@/lib/jobs/cache-tags';
import { listJobCategories } from '@/lib/jobs/categories';
import { countySuggestions } from '@/lib/jobs/direct-hire-schemas';
import { listLimits } from '@/lib/jobs/limits';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('publicJobs.directHire');
  return {
    title: t('metaTitle'),
    description: t('metaDescription'),
    alternates: await pageAlternates('/directhire'),
  };
}

// The form's answer is rendered per request (it works without JavaScript); its lists are cached.
export const dynamic = 'force-dynamic';

const categories = unstable_cache(() => listJobCategories(), ['directhire-categories'], { tags: [jobTags.all, jobTags.categories], revalidate: 3600 });
const countries = unstable_cache((locale: Locale) => listCountries(locale, { chinaFirst: true }), ['directhire-countries'], { tags: [catalogueTags.all], revalidate: 3600 });

/** /directhire: "Fill this form for DIRECT HIRE" (anyone). */
export default async function DirectHirePage() {
  const [cats, names, t] = await Promise.all([categories(), requestLocale().then(countries), getTranslations('publicJobs.directHire')]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-3 text-slate-700">{t('lead')}</p>
      </header>
      <Card className="mt-8" title={t('formTitle')}>
        <DirectHireFormIsland categories={cats.map((c) => ({ id: c.id, name: c.name }))} countries={names} counties={countySuggestions} skillsMax={listLimits.skills.max} />
      </Card>
    </div>
  );
}

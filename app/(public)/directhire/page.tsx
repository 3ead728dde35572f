import type { Metadata } from 'next';
import { unstable_cache } from 'next/cache';
import { DirectHireFormIsland } from '@/components/direct-hire/direct-hire-form-island';
import { Card } from '@/components/ui/card';
import { listCountryOptions } from '@/lib/accounts/register';
import { jobTags } from '@/lib/jobs/cache-tags';
import { listJobCategories } from '@/lib/jobs/categories';
import { countySuggestions } from '@/lib/jobs/direct-hire-schemas';
import { listLimits } from '@/lib/jobs/limits';

export const metadata: Metadata = {
  title: 'Direct hire',
  description: 'Tell us about the position you need filled and our team finds the people for you.',
  alternates: { canonical: '/directhire' },
};

// The form's answer is rendered per request (it works without JavaScript); its lists are cached.
export const dynamic = 'force-dynamic';

const categories = unstable_cache(() => listJobCategories(), ['directhire-categories'], { tags: [jobTags.all, jobTags.categories], revalidate: 3600 });
const countries = unstable_cache(() => listCountryOptions(), ['directhire-countries'], { revalidate: 3600 });

/** /directhire: "Fill this form for DIRECT HIRE" (anyone). */
export default async function DirectHirePage() {
  const [cats, names] = await Promise.all([categories(), countries()]);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <header className="max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight">Fill this form for DIRECT HIRE</h1>
        <p className="mt-3 text-slate-700">
          Tell us about the position and how to reach you: our team looks for the right people and contacts you. Fields marked with * are required.
        </p>
      </header>
      <Card className="mt-8" title="Your request">
        <DirectHireFormIsland categories={cats.map((c) => ({ id: c.id, name: c.name }))} countries={names} counties={countySuggestions} skillsMax={listLimits.skills.max} />
      </Card>
    </div>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { EmptyState } from '@/components/ui/empty-state';
import { ScholarshipCard } from '@/components/catalogue/scholarship-card';
import { ButtonLink } from '@/components/ui/button';
import { listScholarshipOffersCached } from '@/lib/catalogue/cache';


export const scholarshipsMetadata: Metadata = {
  title: 'Scholarships to study in China',
  description: 'Scholarship offers open now at Chinese universities: who can apply, how much of the tuition they cover and for how long.',
  alternates: { canonical: '/scholarships' },
  openGraph: { title: 'Scholarships to study in China', url: '/scholarships' },
};

/** Live scholarship offers (seed "Create Offer"): title, university, program, percent, duration, details. */
export async function ScholarshipsView() {
  const offers = await listScholarshipOffersCached({});
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">Scholarships</h1>
        <p className="mt-2 text-slate-700">
          Government, provincial and university scholarships that cover part or all of the tuition. Apply to a course first and tell us
          in your application which scholarship you want to be considered for; your adviser checks that you are eligible.
        </p>
      </header>
      {offers.length > 0 ? (
        <>
          {/* An h2 between the page's h1 and the offers' h3 titles (heading order). */}
          <h2 className="mb-4 text-sm font-normal text-slate-600">
            {offers.length} {offers.length === 1 ? 'offer' : 'offers'} open now
          </h2>
          <ul className="space-y-4">
            {offers.map((o) => (
              <li key={o.id}>
                <ScholarshipCard offer={o} />
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm text-slate-600">
            Questions about eligibility? <Link href="/contact" className="underline">Contact an adviser</Link>.
          </p>
        </>
      ) : (
        <EmptyState
          title="No scholarship offers are open right now"
          action={
            <>
              <ButtonLink href="/universities?scholarship=1">Universities with scholarships open</ButtonLink>
              <ButtonLink href="/contact" variant="outline">
                Ask an adviser
              </ButtonLink>
            </>
          }
        >
          New offers usually open in the autumn for the following September.
        </EmptyState>
      )}
    </div>
  );
}

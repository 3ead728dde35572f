import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto max-w-2xl px-4 py-20 text-center">
        <p className="text-sm font-semibold text-primary-700">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight">We could not find that page</h1>
        <p className="mt-4 text-slate-600">
          The page may have moved, or the university or course is no longer listed. Try the course finder or the list
          of universities.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/programs">Find a course</ButtonLink>
          <ButtonLink href="/universities" variant="outline">
            Browse universities
          </ButtonLink>
        </div>
      </main>
      <SiteFooter />
    </>
  );
}

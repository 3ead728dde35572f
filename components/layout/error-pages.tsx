import { ButtonLink } from '@/components/ui/button';
import { ForbiddenAction, ForbiddenExplanation } from './forbidden-account';

/**
 * The bodies of the not-found (404) and "not allowed" (403) pages, without the site's header and
 * footer: app/not-found.tsx and app/forbidden.tsx wrap them in the header and footer (the root
 * layout has none), app/(public)/not-found.tsx and forbidden.tsx use them as they are (the public
 * layout has both). Next renders each of these boundaries with every page and puts the result in
 * the page's RSC payload: with the header and footer at the public layout's level as well, they
 * were repeated five times in every public page (issue 14).
 */
const notFoundBody = (
  <>
    <p className="text-sm font-semibold text-primary-700">404</p>
    <h1 className="mt-2 text-3xl font-bold tracking-tight">We could not find that page</h1>
    <p className="mt-4 text-slate-600">
      The page may have moved, or the university or course is no longer listed. Try the course finder or the list of
      universities.
    </p>
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <ButtonLink href="/programs">Find a course</ButtonLink>
      <ButtonLink href="/universities" variant="outline">
        Browse universities
      </ButtonLink>
    </div>
  </>
);

/** Built once (the root and the public layout render it with every page: one object, serialized once). */
export function NotFoundBody() {
  return notFoundBody;
}

export function ForbiddenBody() {
  return (
    <>
      <p className="text-sm font-semibold text-primary-700">403</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">You are not allowed to open this page</h1>
      <ForbiddenExplanation />
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ForbiddenAction />
        <ButtonLink href="/" variant="outline">
          Go to the home page
        </ButtonLink>
      </div>
    </>
  );
}

/** The class of the body's box (the root pages' <main>, the public pages' <div> inside the layout's <main>). */
export const errorPageBox = 'mx-auto max-w-2xl px-4 py-20 text-center';

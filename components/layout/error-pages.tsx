import { useLocale, useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/ui/button';
import type { Role } from '@/lib/auth/actor';
import { ForbiddenAction, ForbiddenExplanation, type SignedInAs } from './forbidden-account';

/**
 * The bodies of the not-found (404) and "not allowed" (403) pages, without the site's header and
 * footer: app/not-found.tsx and app/forbidden.tsx wrap them in the header and footer (the root
 * layout has none), app/(public)/not-found.tsx and forbidden.tsx use them as they are (the public
 * layout has both). Next renders each of these boundaries with every page and puts the result in
 * the page's RSC payload: with the header and footer at the public layout's level as well, they
 * were repeated five times in every public page (issue 14).
 */
const notFoundBody = (t: ReturnType<typeof useTranslations<'shellErrors.notFound'>>) => (
  <>
    <p className="text-sm font-semibold text-primary-700">404</p>
    <h1 className="mt-2 text-3xl font-bold tracking-tight">{t('title')}</h1>
    <p className="mt-4 text-slate-600">{t('body')}</p>
    <div className="mt-8 flex flex-wrap justify-center gap-3">
      <ButtonLink href="/programs">{t('findCourse')}</ButtonLink>
      <ButtonLink href="/universities" variant="outline">
        {t('browseUniversities')}
      </ButtonLink>
    </div>
  </>
);

const notFoundBodies = new Map<string, React.JSX.Element>();

/** Built once per language (the root and the public layout render it with every page: one object, serialized once). */
export function NotFoundBody() {
  const t = useTranslations('shellErrors.notFound');
  const locale = useLocale();
  let built = notFoundBodies.get(locale);
  if (!built) notFoundBodies.set(locale, (built = notFoundBody(t)));
  return built;
}

const roles: readonly Role[] = ['admin', 'student', 'employer', 'candidate'];
/** Marks where the e-mail address goes (a private-use character, never in a message). */
const emailSlot = '\u{E000}';

export function ForbiddenBody() {
  const t = useTranslations('shellErrors.forbidden');
  // The island knows the account only in the browser: it gets each role's sentence split where the address goes.
  const signedInAs = Object.fromEntries(
    roles.map((role) => {
      const [before = '', after = ''] = t('signedInAs', { role, email: emailSlot }).split(emailSlot);
      return [role, [before, after] as const];
    }),
  ) as SignedInAs;
  return (
    <>
      <p className="text-sm font-semibold text-primary-700">403</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{t('title')}</h1>
      <ForbiddenExplanation texts={{ signedInAs, anotherKind: t('anotherKind'), secondAccount: t('secondAccount') }} />
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ForbiddenAction texts={{ dashboard: t('dashboard'), signIn: t('signIn') }} />
        <ButtonLink href="/" variant="outline">
          {t('home')}
        </ButtonLink>
      </div>
    </>
  );
}

/** The class of the body's box (the root pages' <main>, the public pages' <div> inside the layout's <main>). */
export const errorPageBox = 'mx-auto max-w-2xl px-4 py-20 text-center';

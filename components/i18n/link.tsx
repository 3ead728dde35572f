import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { asLocale } from '@/lib/i18n/config';
import { localeHref } from '@/lib/i18n/paths';

type Props = Omit<ComponentProps<typeof NextLink>, 'href'> & { href: string };

/**
 * Next's link in the page's language: a public page's address gets the language's prefix
 * (`/universities` on a French page leads to `/fr/universities`, lib/i18n/paths.ts); the signed-in
 * areas, files and other sites are left as they are. For server and client components alike (the
 * page's language from next-intl either way). Every link of the app goes through it (the lint rule
 * in eslint.config.mjs).
 */
export function Link({ href, ...props }: Props) {
  const locale = asLocale(useLocale());
  return <NextLink href={localeHref(locale, href)} {...props} />;
}

/** `localeHref` in the page's language, for addresses a component builds (non-async components). */
export function useLocaleHref(): (href: string) => string {
  const locale = asLocale(useLocale());
  return (href) => localeHref(locale, href);
}

/** A GET form (a search, a finder's filters) that sends to its address in the page's language. */
export function GetForm({ action, ...props }: Omit<ComponentProps<'form'>, 'action' | 'method'> & { action: string }) {
  return <form action={useLocaleHref()(action)} method="get" {...props} />;
}

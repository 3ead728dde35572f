import 'server-only';
import type { Metadata } from 'next';
import { requestLocale } from './locale';
import { languageAlternates, localizedPath } from './paths';

/**
 * A public page's canonical address in the page's language and its `hreflang` alternates: the
 * same page in every language, English as `x-default` (issue 29). `path` is the page's address
 * without a language prefix (with its query, for a finder's degree page).
 */
export async function pageAlternates(path: string): Promise<NonNullable<Metadata['alternates']>> {
  const locale = await requestLocale();
  return { canonical: localizedPath(locale, path), languages: languageAlternates(path) };
}

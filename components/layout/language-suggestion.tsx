'use client';

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isLocale, LOCALE_COOKIE, type Locale } from '@/lib/i18n/config';

export interface SuggestionWords {
  /** per other language: "This page is also in {language}", "Read it in {language}" (the page's language, the other's name) */
  offers: Partial<Record<Locale, { text: string; action: string }>>;
  dismiss: string;
}

/** Loaded only for a visitor it is offered to: every public page carries this file, not the bar. */
const LanguageOfferBar = lazy(() => import('./language-offer-bar'));

/**
 * A first visit is offered the language its browser asks for (Accept-Language, as
 * `navigator.languages`), never redirected (issue 29): when no language was chosen yet (no cookie)
 * and the browser's first language we have is not the page's, a dismissible bar offers it. Its
 * words are the page's language's (the other language's name in that language's own writing), so
 * the page carries no other catalogue.
 */
export function LanguageSuggestion({ locale, words }: { locale: Locale; words: SuggestionWords }) {
  // Read in the browser only (the server's answer, for the cached page, offers nothing).
  const wanted = useSyncExternalStore(noSubscription, offeredLocale, noOffer);
  const offer = wanted && wanted !== locale ? words.offers[wanted] : undefined;
  if (!wanted || !offer) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferBar locale={locale} offer={wanted} text={offer.text} action={offer.action} dismiss={words.dismiss} />
    </Suspense>
  );
}

const noSubscription = () => () => {};
const noOffer = () => null;

/** The language to offer: the browser's, unless a language was chosen already (the cookie). */
function offeredLocale(): Locale | null {
  if (document.cookie.split(/;\s*/).some((c) => c.startsWith(`${LOCALE_COOKIE}=`))) return null;
  return browserLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** The first of the browser's languages that we have (`fr-CA` → fr, `zh-CN`/`zh-Hans` → zh; not `zh-TW`/`zh-Hant`). */
export function browserLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const lower = tag.toLowerCase();
    const base = lower.split('-')[0];
    if (base === 'zh' && /-(hant|tw|hk|mo)(?:-|$)/.test(lower)) continue;
    if (isLocale(base)) return base;
  }
  return null;
}

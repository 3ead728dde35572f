'use client';

import { useState, useSyncExternalStore } from 'react';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { isLocale, localeTags, type Locale } from '@/lib/i18n/config';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '@/lib/i18n/paths';

export interface SuggestionWords {
  /** per other language: "This page is also in {language}", "Read it in {language}" (the page's language, the other's name) */
  offers: Partial<Record<Locale, { text: string; action: string }>>;
  dismiss: string;
}

/**
 * A first visit is offered the language its browser asks for (Accept-Language, as
 * `navigator.languages`), never redirected (issue 29): when no language was chosen yet (no cookie)
 * and the browser's first language we have is not the page's, a dismissible line offers it. Its
 * words are the page's language's (the other language's name in that language's own writing), so
 * the page carries no other catalogue. Dismissing it keeps the page's language (remembered). A bar
 * at the foot of the window: appearing after the page has painted, it moves nothing on it.
 */
export function LanguageSuggestion({ locale, words }: { locale: Locale; words: SuggestionWords }) {
  const [dismissed, setDismissed] = useState(false);
  // Read in the browser only (the server's answer, for the cached page, offers nothing).
  const wanted = useSyncExternalStore(noSubscription, offeredLocale, noOffer);
  const offer = !dismissed && wanted && wanted !== locale && words.offers[wanted] ? wanted : null;
  if (!offer) return null;
  const offered = words.offers[offer]!;
  const dismiss = () => {
    document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
    setDismissed(true);
  };
  return (
    <div role="region" aria-label={offered.text} className="fixed inset-x-0 bottom-0 z-40 border-t border-amber-200 bg-amber-50 shadow-lg">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <p>{offered.text}</p>
        <a href={`/language/${offer}`} lang={localeTags[offer]} className="font-semibold text-ink-700 underline">
          {offered.action}
        </a>
        <button type="button" onClick={dismiss} className="ms-auto flex size-8 items-center justify-center rounded-md hover:bg-amber-100" aria-label={words.dismiss}>
          <SpriteIcon name="x" className="size-4" />
        </button>
      </div>
    </div>
  );
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

const noSubscription = () => () => {};
const noOffer = () => null;

/** The language to offer: the browser's, unless a language was chosen already (the cookie). */
function offeredLocale(): Locale | null {
  if (document.cookie.split(/;\s*/).some((c) => c.startsWith(`${LOCALE_COOKIE}=`))) return null;
  return browserLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

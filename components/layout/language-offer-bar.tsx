'use client';

import { useState } from 'react';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localeTags, switchLanguageHref, type Locale } from '@/lib/i18n/config';

/**
 * The offer itself (language-suggestion.tsx decides whether to show it, and loads this file only
 * then): a bar at the foot of the window, so appearing after the page has painted moves nothing on
 * it. Dismissing it keeps the page's language (remembered in the switcher's cookie).
 */
export default function LanguageOfferBar({ locale, offer, text, action, dismiss }: { locale: Locale; offer: Locale; text: string; action: string; dismiss: string }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  const keep = () => {
    document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
    setDismissed(true);
  };
  return (
    <div role="region" aria-label={text} className="fixed inset-x-0 bottom-0 z-40 border-t border-amber-200 bg-amber-50 shadow-lg">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 text-sm">
        <p>{text}</p>
        <a href={switchLanguageHref(offer)} lang={localeTags[offer]} className="font-semibold text-ink-700 underline">
          {action}
        </a>
        <button type="button" onClick={keep} className="ms-auto flex size-8 items-center justify-center rounded-md hover:bg-amber-100" aria-label={dismiss}>
          <SpriteIcon name="x" className="size-4" />
        </button>
      </div>
    </div>
  );
}

'use client';

import { useEffect, useState } from 'react';
import english from '@/lib/i18n/messages/en/shellGlobalError.json';

type Words = typeof english;
// No import of lib/i18n/config here: every page's first load carries this file.
type Locale = 'en' | keyof typeof others;

/** The other languages' words, each loaded only when this page shows in that language. */
const others: Record<'zh' | 'fr' | 'ar' | 'ru', () => Promise<{ default: Words }>> = {
  zh: () => import('@/lib/i18n/messages/zh/shellGlobalError.json'),
  fr: () => import('@/lib/i18n/messages/fr/shellGlobalError.json'),
  ar: () => import('@/lib/i18n/messages/ar/shellGlobalError.json'),
  ru: () => import('@/lib/i18n/messages/ru/shellGlobalError.json'),
};

/**
 * The last resort when a root layout itself fails: it renders outside every layout, so there is no
 * NextIntlClientProvider (and no hook that needs one), and no formatter: its four messages are
 * plain text but one placeholder. English comes with it; on a page whose address names another
 * language, that language's words are loaded (a few hundred bytes) when it shows. Every page's
 * first load carries this file: it stays this small.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const [shown, setShown] = useState<{ locale: Locale; words: Words }>({ locale: 'en', words: english });
  useEffect(() => {
    const prefix = /^\/(zh|fr|ar|ru)(?:\/|$)/.exec(window.location.pathname)?.[1] as keyof typeof others | undefined;
    if (!prefix) return;
    let current = true;
    others[prefix]()
      .then((m) => current && setShown({ locale: prefix, words: m.default }))
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  const { locale, words } = shown;
  return (
    <html lang={locale === 'zh' ? 'zh-Hans' : locale} dir={locale === 'ar' ? 'rtl' : 'ltr'}>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>{words.title}</h1>
        <p>{words.body}</p>
        {error.digest ? <p style={{ fontSize: 12, color: '#64748b' }}>{words.reference.replace('{digest}', error.digest)}</p> : null}
        <button onClick={() => reset()}>{words.tryAgain}</button>
      </body>
    </html>
  );
}

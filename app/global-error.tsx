'use client';

import { createTranslator } from 'next-intl';
import { defaultLocale } from '@/lib/i18n/config';
import shellGlobalError from '@/lib/i18n/messages/en/shellGlobalError.json';

/**
 * The last resort when the root layout itself fails: it renders outside that layout, so there is
 * no NextIntlClientProvider (and no hook that needs one). Its few messages are imported here
 * directly from the English catalogue (a namespace of their own, so the bundle carries only them)
 * and formatted with `createTranslator`.
 */
const t = createTranslator({ locale: defaultLocale, messages: { shellGlobalError }, namespace: 'shellGlobalError' });

export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>{t('title')}</h1>
        <p>{t('body')}</p>
        {error.digest ? <p style={{ fontSize: 12, color: '#64748b' }}>{t('reference', { digest: error.digest })}</p> : null}
        <button onClick={() => reset()}>{t('tryAgain')}</button>
      </body>
    </html>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { buttonVariants } from '@/components/ui/button-variants';

/**
 * Unknown errors: a calm page with the reference the server logged, and a way to try again. Every
 * page loads this boundary with its first scripts, so it stays light: plain elements with the
 * button classes (no class-merging library, no client router link; going home loads the page anew).
 * Its words are in `shellCommon` (a base namespace: the root layout hands it to every page); the
 * catalogue is compiled at build time (next.config.ts), so formatting costs no ICU parser here.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('shellCommon.errorPage');
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-sm font-semibold text-primary-700">{t('kicker')}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-4 text-slate-600">{t('body')}</p>
      {error.digest ? <p className="mt-2 text-xs text-slate-500">{t('reference', { digest: error.digest })}</p> : null}
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className={buttonVariants()} onClick={() => reset()}>
          {t('tryAgain')}
        </button>
        {/* A full load on purpose: after an error the page starts afresh (and no router link is shipped). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={buttonVariants({ variant: 'outline' })}>
          {t('home')}
        </a>
      </div>
    </main>
  );
}

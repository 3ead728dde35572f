'use client';

import { buttonVariants } from '@/components/ui/button-variants';

/**
 * Unknown errors: a calm page with the reference the server logged, and a way to try again. Every
 * page loads this boundary with its first scripts, so it stays light: plain elements with the
 * button classes (no class-merging library, no client router link; going home loads the page anew).
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <p className="text-sm font-semibold text-primary-700">Something went wrong</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">Sorry, this page could not be shown</h1>
      <p className="mt-4 text-slate-600">
        The problem is on our side and has been logged. Nothing you saved is lost. Please try again in a moment.
      </p>
      {error.digest ? <p className="mt-2 text-xs text-slate-500">Reference: {error.digest}</p> : null}
      <div className="mt-8 flex justify-center gap-3">
        <button type="button" className={buttonVariants()} onClick={() => reset()}>
          Try again
        </button>
        {/* A full load on purpose: after an error the page starts afresh (and no router link is shipped). */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/" className={buttonVariants({ variant: 'outline' })}>
          Go to the home page
        </a>
      </div>
    </main>
  );
}

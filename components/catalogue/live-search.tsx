'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useLocaleHref } from '@/components/i18n/link';

/** How long the box must be still before its text is searched: a word typed at once is one request. */
const DEBOUNCE_MS = 300;

/**
 * Progressive enhancement of the `/search` GET form (render it inside the form): with JavaScript,
 * the results follow the text as it is typed. Each pause in typing (and Enter) re-renders the page
 * for `?key=<text>` in place (the router's RSC request, no reload), replacing the address in the
 * history rather than adding one entry per word; the box keeps its focus and text, and the page's
 * own polite live region announces the new counts. An emptied box goes back to the bare page.
 * Without JavaScript the form submits as a plain GET, which renders the same page.
 */
export function LiveSearch({ action }: { action: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const router = useRouter();
  const localized = useLocaleHref()(action);
  useEffect(() => {
    const form = ref.current?.closest('form');
    const box = form?.elements.namedItem('key');
    if (!form || !(box instanceof HTMLInputElement)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The text whose results the page shows (the address's), so a pause without a change sends nothing.
    let shown = (new URLSearchParams(window.location.search).get('key') ?? '').trim();
    const go = () => {
      clearTimeout(timer);
      const key = box.value.trim();
      if (key === shown) return;
      shown = key;
      router.replace(key ? `${localized}?key=${encodeURIComponent(key)}` : localized, { scroll: false });
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(go, DEBOUNCE_MS);
    };
    const onSubmit = (e: SubmitEvent) => {
      e.preventDefault();
      go();
    };
    box.addEventListener('input', onInput);
    form.addEventListener('submit', onSubmit);
    // Text typed before the scripts ran is searched now.
    if (box.value.trim() !== shown) onInput();
    // Says the enhancement is live (tests wait for it instead of racing the page's scripts).
    form.dataset.liveSearch = 'on';
    return () => {
      clearTimeout(timer);
      box.removeEventListener('input', onInput);
      form.removeEventListener('submit', onSubmit);
      delete form.dataset.liveSearch;
    };
  }, [localized, router]);
  return <span ref={ref} hidden />;
}

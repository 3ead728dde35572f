'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Progressive enhancement of a GET filter form: with JavaScript, changing a menu or a checkbox
 * applies it at once and submitting navigates without a full reload; empty fields are left out of the address.
 * Without JavaScript the form simply submits. Render it anywhere inside the form.
 */
export function AutoSubmit({ action }: { action: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const router = useRouter();
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return;
    const go = () => {
      const q = new URLSearchParams();
      for (const [k, v] of new FormData(form).entries()) {
        if (typeof v === 'string' && v.trim() !== '') q.set(k, v.trim());
      }
      const qs = q.toString();
      router.push(qs ? `${action}?${qs}` : action, { scroll: false });
    };
    const onChange = (e: Event) => {
      const t = e.target;
      if (t instanceof HTMLSelectElement || (t instanceof HTMLInputElement && t.type === 'checkbox')) go();
    };
    const onSubmit = (e: SubmitEvent) => {
      e.preventDefault();
      go();
    };
    form.addEventListener('change', onChange);
    form.addEventListener('submit', onSubmit);
    // Says the enhancement is live (tests wait for it instead of racing the page's scripts).
    form.dataset.autoSubmit = 'on';
    return () => {
      form.removeEventListener('change', onChange);
      form.removeEventListener('submit', onSubmit);
      delete form.dataset.autoSubmit;
    };
  }, [action, router]);
  return <span ref={ref} hidden />;
}

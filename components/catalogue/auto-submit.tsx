'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { useLocaleHref } from '@/components/i18n/link';

/** Keys that move a closed drop-down's choice one step without the user deciding anything yet. */
const browsingKeys = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/**
 * Where the user was when a filter was applied: the new page's form (a new element) gets the focus
 * back, and a collapsed filter panel (phones) is opened again, so focus never falls to the page body.
 * Module state: it outlives the form that is replaced by the navigation.
 */
let comeBack: { id: string; open: boolean; at: number } | null = null;

/**
 * Progressive enhancement of a GET filter form. With JavaScript, a filter applies on an explicit
 * change: a click on a drop-down's choice or a check box, Enter, or leaving a field whose value
 * changed. One arrow key on a closed drop-down only moves its choice (it applies on Enter or when
 * the user leaves it). Submitting navigates without a full reload, empty fields are left out of
 * the address, and the focus stays where the user is. Without JavaScript the form simply submits.
 * Render it anywhere inside the form; the form may sit in a <details> filter panel (collapsed on
 * phones, always open on wide screens).
 */
export function AutoSubmit({ action }: { action: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const router = useRouter();
  const localized = useLocaleHref()(action);
  useEffect(() => {
    const form = ref.current?.closest('form');
    if (!form) return;
    const panel = form.closest('details');
    // Wide screens show the filters beside the results: the panel is open there (CSS shows it too).
    if (panel && window.matchMedia('(min-width: 64rem)').matches) panel.open = true;
    if (comeBack && Date.now() - comeBack.at < 15_000) {
      const target = document.getElementById(comeBack.id);
      // Only when the focus was lost with the replaced form (not when the user has moved on).
      const lost = !document.activeElement || document.activeElement === document.body;
      if (target && form.contains(target)) {
        if (panel && comeBack.open) panel.open = true;
        if (lost) target.focus({ preventScroll: true });
        comeBack = null;
      }
    }

    /** Selects whose choice moved with the arrow keys and is not applied yet. */
    const pending = new Set<HTMLSelectElement>();
    let browsing = false;

    let last = { url: '', at: 0 };
    const go = (focus: Element | null) => {
      pending.clear();
      const q = new URLSearchParams();
      for (const [k, v] of new FormData(form).entries()) {
        if (typeof v === 'string' && v.trim() !== '') q.set(k, v.trim());
      }
      const qs = q.toString();
      const url = qs ? `${localized}?${qs}` : localized;
      // Leaving a field and submitting it (Enter, the button) is one decision: one navigation.
      if (url === last.url && Date.now() - last.at < 2000) return;
      last = { url, at: Date.now() };
      comeBack = focus instanceof HTMLElement && focus.id && form.contains(focus) ? { id: focus.id, open: panel?.open ?? false, at: Date.now() } : null;
      router.push(url, { scroll: false });
    };
    const onKeyDown = (e: KeyboardEvent) => {
      const t = e.target;
      if (!(t instanceof HTMLSelectElement)) return;
      if (e.key === 'Enter') {
        e.preventDefault();
        go(t);
        return;
      }
      // The change event this key causes (if any) fires before the next task.
      if (browsingKeys.has(e.key) || e.key.length === 1) {
        browsing = true;
        setTimeout(() => {
          browsing = false;
        }, 0);
      }
    };
    const onChange = (e: Event) => {
      const t = e.target;
      if (t instanceof HTMLSelectElement) {
        if (browsing) pending.add(t);
        else go(t); // a choice clicked (or picked in the open list)
      } else if (t instanceof HTMLInputElement && (t.type === 'checkbox' || t.type === 'radio')) {
        go(t);
      }
    };
    /** Leaving a field with a new value applies it, unless the user is leaving for a link (e.g. "Clear filters"). */
    const onFocusOut = (e: FocusEvent) => {
      const t = e.target;
      const next = e.relatedTarget instanceof Element ? e.relatedTarget : null;
      if (next?.closest('a')) return;
      const changed =
        (t instanceof HTMLSelectElement && pending.has(t)) ||
        (t instanceof HTMLInputElement && (t.type === 'search' || t.type === 'text') && t.value.trim() !== t.defaultValue.trim());
      if (changed) go(next && form.contains(next) ? next : null);
    };
    const onSubmit = (e: SubmitEvent) => {
      e.preventDefault();
      go(document.activeElement);
    };
    form.addEventListener('keydown', onKeyDown);
    form.addEventListener('change', onChange);
    form.addEventListener('focusout', onFocusOut);
    form.addEventListener('submit', onSubmit);
    // Says the enhancement is live (tests wait for it instead of racing the page's scripts).
    form.dataset.autoSubmit = 'on';
    return () => {
      form.removeEventListener('keydown', onKeyDown);
      form.removeEventListener('change', onChange);
      form.removeEventListener('focusout', onFocusOut);
      form.removeEventListener('submit', onSubmit);
      delete form.dataset.autoSubmit;
    };
  }, [localized, router]);
  return <span ref={ref} hidden />;
}

'use client';

import { type ComponentType, createContext, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';

/**
 * Light pages (issue 14): a form whose code — react-hook-form, the controls, the class merging —
 * is downloaded on the form's first use, not with the page.
 *
 * The server renders the form as always (its HTML is complete, and without JavaScript it POSTs to
 * its server action and the page comes back with the answer). In the browser the form stays the
 * server's HTML — inputs can be typed in, a submit posts natively — until the first focus, press,
 * key or input inside it; then its code is downloaded and React hydrates it in place (the values
 * typed meanwhile are kept: see `DeferredFormContext`). A form mounted by a client-side navigation
 * (no server HTML to keep) loads its code at once.
 *
 *   // components/<domain>/<name>-island.tsx ('use client')
 *   const server = typeof window === 'undefined' ? (await import('./contact-form')).ContactForm : null;
 *   export const ContactFormIsland = deferUntilUsed(server, () => import('./contact-form').then((m) => m.ContactForm));
 *
 * `server` is the form itself on the server (so the HTML is rendered at once, never a fallback) and
 * null in the browser bundle, which then holds only this file and the island.
 */

/** True inside a deferred form: its fields adopt what the page shows (and the user typed) when it hydrates. */
export const DeferredFormContext = createContext(false);

const USE_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input', 'submit'] as const;

export function deferUntilUsed<P extends object>(server: ComponentType<P> | null, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let open: () => void = () => {};
  const used = new Promise<void>((resolve) => {
    open = resolve;
  });
  const Client = lazy(() => used.then(load).then((component) => ({ default: component })));

  function Deferred(props: P) {
    const id = useId();
    const ref = useRef<HTMLDivElement>(null);
    // Rendered over server HTML (hydration) → wait for a use; rendered fresh in the browser → load now.
    const [fresh] = useState(() => typeof document !== 'undefined' && !document.querySelector(`[data-deferred-form="${CSS.escape(id)}"]`));
    if (fresh) open();
    useEffect(() => {
      const el = ref.current;
      if (!el) return;
      const use = () => open();
      USE_EVENTS.forEach((type) => el.addEventListener(type, use, { capture: true, once: true }));
      return () => USE_EVENTS.forEach((type) => el.removeEventListener(type, use, { capture: true }));
    }, []);
    const Form = server ?? Client;
    return (
      <div ref={ref} data-deferred-form={id}>
        <DeferredFormContext.Provider value={true}>
          <Suspense fallback={null}>
            <Form {...props} />
          </Suspense>
        </DeferredFormContext.Provider>
      </div>
    );
  }
  return Deferred;
}

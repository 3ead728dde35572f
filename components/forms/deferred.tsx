'use client';

import { type ComponentType, createContext, lazy, Suspense, use, useEffect, useId, useRef, useState } from 'react';

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

/**
 * Set inside a deferred form: its fields adopt what the page shows (and the user typed) when it
 * hydrates (use-action-form.ts); on the server, its submit button reports that the form has been
 * rendered (`rendered`, see WaitFor).
 */
export const DeferredFormContext = createContext<{ rendered?: () => void; typed?: () => Record<string, string | boolean> } | null>(null);

/** What the form inside `el` shows now, by field name: text as typed, check boxes as checked, the checked radio. */
function readForm(el: HTMLElement | null): Record<string, string | boolean> {
  const out: Record<string, string | boolean> = {};
  const form = el?.querySelector('form');
  if (!form) return out;
  for (const field of Array.from(form.elements)) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement) || !field.name) continue;
    if (field instanceof HTMLInputElement && field.type === 'checkbox') out[field.name] = field.checked;
    else if (field instanceof HTMLInputElement && field.type === 'radio') {
      if (field.checked) out[field.name] = field.value;
    } else if (!(field instanceof HTMLInputElement && (field.type === 'hidden' || field.type === 'file'))) out[field.name] = field.value;
  }
  return out;
}

const USE_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input', 'submit'] as const;

export function deferUntilUsed<P extends object>(serverForm: ComponentType<P> | null, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let open: () => void = () => {};
  const used = new Promise<void>((resolve) => {
    open = resolve;
  });
  // Each placeholder learns when its form has hydrated (the form's code has run).
  const readyListeners = new Set<() => void>();
  const Client = lazy(() =>
    used.then(load).then((Form) => {
      function Hydrated(props: P) {
        useEffect(() => readyListeners.forEach((listener) => listener()), []);
        return <Form {...props} />;
      }
      return { default: Hydrated };
    }),
  );

  function Deferred(props: P) {
    const id = useId();
    const ref = useRef<HTMLDivElement>(null);
    // Rendered over server HTML (hydration) → wait for a use; rendered fresh in the browser → load now.
    const [fresh] = useState(() => typeof document !== 'undefined' && !document.querySelector(`[data-deferred-form="${CSS.escape(id)}"]`));
    if (fresh) open();
    useEffect(() => {
      const el = ref.current;
      if (!el) return;
      let ready = false;
      let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
      const use = (event: Event) => {
        open();
        // A submit before the form's code has run (a quick click or Enter) waits for it, so it is
        // checked in the browser and sent the way the form sends, not posted as a plain form.
        if (event.type === 'submit' && !ready && event.target instanceof HTMLFormElement) {
          event.preventDefault();
          held = { form: event.target, submitter: (event as SubmitEvent).submitter };
          // Should the code not arrive (a lost connection), the form is posted as it is after all.
          setTimeout(() => {
            if (held && !ready) onReady();
          }, 10_000);
        }
      };
      const onReady = () => {
        if (ready) return;
        ready = true;
        const submit = held;
        held = null;
        // After React has attached its handlers (this runs in the form's first effect).
        if (submit) setTimeout(() => submit.form.isConnected && submit.form.requestSubmit(submit.submitter && submit.form.contains(submit.submitter) ? submit.submitter : undefined));
      };
      readyListeners.add(onReady);
      USE_EVENTS.forEach((type) => el.addEventListener(type, use, { capture: true }));
      return () => {
        readyListeners.delete(onReady);
        USE_EVENTS.forEach((type) => el.removeEventListener(type, use, { capture: true }));
      };
    }, []);
    const [server] = useState(() => (typeof window === 'undefined' ? serverRender() : null));
    const [inBrowser] = useState(() => ({ typed: () => readForm(ref.current) }));
    const Form = serverForm ?? Client;
    return (
      <div ref={ref} data-deferred-form={id}>
        <DeferredFormContext.Provider value={server?.context ?? inBrowser}>
          <Suspense fallback={null}>
            <Form {...props} />
          </Suspense>
        </DeferredFormContext.Provider>
        {server ? <WaitFor promise={server.done} /> : null}
      </div>
    );
  }
  return Deferred;
}

/**
 * On the server, the page's first HTML waits for the form: rendering a server-action form waits for
 * its action to be encoded, and without this the Suspense boundary above could send an empty
 * placeholder first and the form later, in a part of the page only JavaScript reveals (a browser
 * without JavaScript would show no form). The form's submit button reports it was rendered
 * (components/forms/submit-button.tsx); 3 s at most. Renders nothing.
 */
function WaitFor({ promise }: { promise: Promise<void> }) {
  use(promise);
  return null;
}

function serverRender(): { context: { rendered: () => void }; done: Promise<void> } {
  let rendered = () => {};
  const done = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 3000);
    rendered = () => {
      clearTimeout(timer);
      resolve();
    };
  });
  return { context: { rendered }, done };
}

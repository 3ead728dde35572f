'use client';

import { type ComponentType, createContext, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';

/**
 * Light pages (issue 14): a form whose code — react-hook-form, the controls, the class merging —
 * is downloaded on the form's first use, not with the page.
 *
 * The server renders the form as always, with no Suspense boundary around it (React would stream a
 * large boundary after the page, where only JavaScript reveals it): the HTML is complete, and
 * without JavaScript the form POSTs to its server action and the page comes back with the answer.
 * In the browser, hydration leaves that HTML as it is (an element whose inner HTML React does not
 * compare) until the first focus, press, key or input inside it; then the form's code is
 * downloaded and the live form replaces the static one, starting from what the user typed or
 * chose meanwhile (`DeferredFormContext`), with the focus and caret where they were. A submit
 * before that (a quick click, Enter) waits for the live form and is sent by it, checked in the
 * browser first. A form mounted by a client-side navigation (no server HTML) loads at once.
 *
 *   // components/<domain>/<name>-island.tsx ('use client')
 *   const server = typeof window === 'undefined' ? (await import('./contact-form')).ContactForm : null;
 *   export const ContactFormIsland = deferUntilUsed(server, () => import('./contact-form').then((m) => m.ContactForm));
 *
 * `server` is the form itself on the server (so the HTML is rendered at once, never a fallback) and
 * null in the browser bundle, which then holds only this file and the island.
 */

/**
 * Set inside a deferred form: it starts from what the page showed (and the user typed or chose)
 * before its code ran (use-action-form.ts), so nothing is lost when the live form replaces it.
 */
export const DeferredFormContext = createContext<{ typed?: () => Record<string, string | boolean> } | null>(null);

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

/** Which field had the focus (and where its caret was), to give it back in the live form. */
function focusOf(el: HTMLElement): { name: string; value: string; start: number | null; end: number | null } | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) || !el.contains(active) || !active.name) return null;
  const caret = active instanceof HTMLSelectElement ? null : active;
  let start: number | null = null;
  let end: number | null = null;
  try {
    start = caret?.selectionStart ?? null;
    end = caret?.selectionEnd ?? null;
  } catch {
    // inputs without a caret (email in some browsers, check boxes)
  }
  return { name: active.name, value: active.value, start, end };
}

export function deferUntilUsed<P extends object>(serverForm: ComponentType<P> | null, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const loadOnce = () =>
    (loading ??= load().then(
      (Form) => (loaded = Form),
      (err: unknown) => {
        loading = null;
        throw err;
      },
    ));
  const Fresh = lazy(() => loadOnce().then((Form) => ({ default: Form })));

  function Deferred(props: P) {
    const id = useId();
    const ref = useRef<HTMLDivElement>(null);
    // Over server HTML (hydration): keep that HTML until the first use. Rendered fresh in the
    // browser (a client-side navigation): the form at once.
    const [mode, setMode] = useState<'server' | 'static' | 'live'>(() =>
      typeof window === 'undefined' ? 'server' : document.querySelector(`[data-deferred-form="${CSS.escape(id)}"]`) ? 'static' : 'live',
    );
    // What the static form shows, for the live form that replaces it. Only then: once the live form
    // is in place (`data-live`), a form mounted later in it (a flow's next step, the code box after
    // registering) starts from its own defaults, not from the fields of the step before.
    const [typed] = useState(() => ({ typed: () => (ref.current?.hasAttribute('data-live') ? {} : readForm(ref.current)) }));
    const handOver = useRef<{ focus: ReturnType<typeof focusOf>; submit: { index: number } | null }>({ focus: null, submit: null });

    useEffect(() => {
      const el = ref.current;
      if (!el || mode !== 'static') return;
      let gone = false;
      // A press (a click on a radio's label, a check box, a button) completes on the static form:
      // replacing it between the press and the click would lose the click.
      let pressed = false;
      let waiting = false;
      const swap = () => {
        if (gone) return;
        if (pressed) {
          waiting = true;
          return;
        }
        waiting = false;
        handOver.current.focus = focusOf(el);
        setMode('live');
      };
      const press = () => {
        pressed = true;
      };
      const release = () => {
        // After the click that follows this release (same task), its default action done.
        setTimeout(() => {
          pressed = false;
          if (waiting) swap();
        });
      };
      el.addEventListener('pointerdown', press, { capture: true });
      window.addEventListener('pointerup', release, { capture: true });
      window.addEventListener('pointercancel', release, { capture: true });
      const goLive = () => {
        void loadOnce().then(
          () => swap(),
          () => {
            // The code did not arrive (a lost connection): the form stays the server's, and posts as a plain form.
            const held = handOver.current.submit;
            handOver.current.submit = null;
            gone = true;
            if (held) el.querySelector('form')?.submit();
          },
        );
      };
      const use = (event: Event) => {
        // A submit before the form's code has run (a quick click or Enter) waits for it, so it is
        // checked in the browser and sent the way the form sends, not posted as a plain form.
        if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
          event.preventDefault();
          const submitter = (event as SubmitEvent).submitter;
          const buttons = Array.from(event.target.querySelectorAll('button[type="submit"], button:not([type])'));
          handOver.current.submit = { index: submitter ? buttons.indexOf(submitter) : -1 };
        }
        goLive();
      };
      USE_EVENTS.forEach((type) => el.addEventListener(type, use, { capture: true }));
      return () => {
        gone = true;
        USE_EVENTS.forEach((type) => el.removeEventListener(type, use, { capture: true }));
        el.removeEventListener('pointerdown', press, { capture: true });
        window.removeEventListener('pointerup', release, { capture: true });
        window.removeEventListener('pointercancel', release, { capture: true });
      };
    }, [mode]);

    // The live form is in place: give back the focus and send a held submit.
    useEffect(() => {
      const el = ref.current;
      if (!el || mode !== 'live') return;
      const { focus, submit } = handOver.current;
      handOver.current = { focus: null, submit: null };
      const form = el.querySelector('form');
      if (!form) return;
      if (focus) {
        const fields = Array.from(form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${CSS.escape(focus.name)}"]`));
        const field = fields.find((f) => !(f instanceof HTMLInputElement && f.type === 'radio') || f.value === focus.value) ?? fields[0];
        field?.focus();
        if (field && !(field instanceof HTMLSelectElement) && focus.start !== null) {
          try {
            field.setSelectionRange(focus.start, focus.end ?? focus.start);
          } catch {
            // no caret in this kind of input
          }
        }
      }
      if (submit) {
        // After React has attached its handlers to the new form.
        setTimeout(() => {
          const buttons = Array.from(form.querySelectorAll<HTMLElement>('button[type="submit"], button:not([type])'));
          if (form.isConnected) form.requestSubmit(submit.index >= 0 ? (buttons[submit.index] ?? undefined) : undefined);
        });
      }
    }, [mode]);

    const Form = serverForm ?? loaded;
    return (
      <div ref={ref} data-deferred-form={id} data-live={mode === 'live' ? '' : undefined}>
        {mode === 'server' && Form ? (
          <div className="contents">
            <Form {...props} />
          </div>
        ) : mode === 'static' ? (
          // Hydration leaves what the server sent as it is (no children to compare).
          <div key="static" className="contents" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
        ) : (
          <div key="live" className="contents">
            <DeferredFormContext.Provider value={typed}>
              {Form ? <Form {...props} /> : <Suspense fallback={null}><Fresh {...props} /></Suspense>}
            </DeferredFormContext.Provider>
          </div>
        )}
      </div>
    );
  }
  return Deferred;
}

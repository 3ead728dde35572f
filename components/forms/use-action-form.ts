'use client';

import {
  type FormEvent,
  startTransition,
  useActionState,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  get,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import type { ActionErrorCode, FormAction, FormState } from '@/lib/forms/action-result';
import type { FilterOptionRow } from '@/lib/lists/option-search';
import { useMessageText } from '@/components/i18n/use-message-text';
import { DeferredFormContext } from './deferred';

/**
 * The one form pattern: a server-action form that works before JavaScript arrives.
 *
 * - `useActionState` binds the server action to the form (`<form {...formProps}>`): without
 *   JavaScript the browser POSTs the form to that action and the page is rendered again with the
 *   answer (field errors, the success message), the typed values (passwords excepted) refilled.
 *   No field value ever goes into the address.
 * - With JavaScript, react-hook-form validates with the SAME zod schema the action parses with;
 *   only a valid form is sent, as `new FormData(form)`, to the same action.
 * - Failures carry a `code` (lib/forms/action-result.ts): forms branch on it, never on the text.
 *
 *   const f = useActionForm(contactMessageSchema, sendContactMessageAction, { defaultValues: {...} });
 *   <form {...f.formProps} aria-label="Contact form"><TextField form={f} name="email" … /></form>
 *
 * A submit button with `formNoValidate` (e.g. "Send a new code") skips the browser-side check;
 * its own `name`/`value` go with the form data so the action knows which button it was.
 *
 * Light pages (issue 14): the browser-side check is loaded on the form's first interaction (the
 * first focus, or a submit), not with the page: the resolver always, and the schema too when the
 * form passes it as `lazySchema(() => import('…/schemas').then((m) => m.someSchema))` (public
 * pages do, so zod is not part of their first load; import the schema's type with `import type`).
 */
type Schema = z.ZodType<unknown, FieldValues>;

const LOAD = Symbol('lazySchema');

/** A schema loaded when the form is first used (see the top of this file). */
export interface LazySchema<S extends Schema> {
  readonly [LOAD]: () => Promise<S>;
}

export function lazySchema<S extends Schema>(load: () => Promise<S>): LazySchema<S> {
  return { [LOAD]: load };
}

function isLazy<S extends Schema>(schema: S | LazySchema<S>): schema is LazySchema<S> {
  return typeof schema === 'object' && schema !== null && LOAD in schema;
}

type ZodResolverModule = typeof import('@hookform/resolvers/zod');
let resolverModule: Promise<ZodResolverModule> | undefined;
const lazyLoaded = new WeakMap<LazySchema<Schema>, Promise<Schema>>();

/** zod's resolver and the schema, downloaded once (a failed download is tried again next time). */
function loadValidation<S extends Schema>(schema: S | LazySchema<S>): Promise<[ZodResolverModule, Schema]> {
  const mod = (resolverModule ??= import('@hookform/resolvers/zod'));
  mod.catch(() => {
    if (resolverModule === mod) resolverModule = undefined;
  });
  let loaded: Promise<Schema> = Promise.resolve(schema as Schema);
  if (isLazy(schema)) {
    const known = lazyLoaded.get(schema);
    loaded = known ?? schema[LOAD]();
    if (!known) {
      lazyLoaded.set(schema, loaded);
      loaded.catch(() => lazyLoaded.delete(schema));
    }
  }
  return Promise.all([mod, loaded]);
}

export interface UseActionFormOptions<TIn extends FieldValues, TData> {
  defaultValues: DefaultValues<TIn>;
  /** Called once per successful answer (with JavaScript). */
  onSuccess?: (result: { data?: TData; message?: string }) => void;
  /** Clear the inputs after a success (default true). */
  resetOnSuccess?: boolean;
  mode?: UseFormProps<TIn>['mode'];
}

export interface ActionForm<TIn extends FieldValues, TData = undefined> {
  form: UseFormReturn<TIn, unknown, TIn>;
  /** Spread on the <form>: its action (the POST target without JavaScript), onSubmit, noValidate. */
  formProps: {
    action: (formData: FormData) => void;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    /** The first focus inside the form loads its validation. */
    onFocus: () => void;
    noValidate: true;
  };
  state: FormState<TData>;
  pending: boolean;
  /** The last success (show it in SuccessBanner; a new object per success). */
  success: { message: string; at: number } | null;
  /** The last failure's overall message. */
  formError: string | null;
  /** The same, unless a field already shows it (a summary that never repeats a field's message). */
  formSummary: string | null;
  /** The last failure's code. */
  errorCode: ActionErrorCode | null;
  /** The message to show under a field: the browser's check, else the server's answer. */
  errorFor: (name: string) => string | undefined;
  /** The value a field starts with (SSR renders it, so a page without JavaScript is refilled; a deferred form's, what the page showed). */
  defaultFor: (name: string) => unknown;
  /** What the last failure offers to choose from for a field (a typed name of several matches: "did you mean"). */
  choicesFor: (name: string) => FilterOptionRow[];
  clearSuccess: () => void;
}

const subscribeNothing = () => () => {};

/** False while rendering on the server and hydrating, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/** Restores what a failed submit sent back: strings as typed, check boxes as checked or not. */
function restoreValues<T extends FieldValues>(defaults: DefaultValues<T>, values: Record<string, string> | undefined): DefaultValues<T> {
  if (!values) return defaults;
  const out: Record<string, unknown> = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults as Record<string, unknown>)) {
    if (typeof fallback === 'boolean') out[key] = key in values && values[key] !== 'false';
    else if (key in values) out[key] = values[key];
  }
  return out as DefaultValues<T>;
}

/** useActionForm over state the caller already holds (a multi-step flow shares one action state). */
export function useActionFormState<S extends Schema, TData = undefined>(
  schema: S | LazySchema<S>,
  [state, formAction, pending]: [FormState<TData>, (formData: FormData) => void, boolean],
  options: UseActionFormOptions<z.input<S> & FieldValues, TData>,
): ActionForm<z.input<S> & FieldValues, TData> {
  type TIn = z.input<S> & FieldValues;
  const { onSuccess, resetOnSuccess = true } = options;
  const hydrated = useHydrated();
  // Read once, like react-hook-form's own defaultValues: later answers go through reset/setError.
  const [initial] = useState(() =>
    restoreValues<TIn>(options.defaultValues, state && (!state.ok || !resetOnSuccess) ? state.values : undefined),
  );
  // The browser-side check, loaded on first use; always with the schema of the latest render.
  const latestSchema = useRef(schema);
  useEffect(() => {
    latestSchema.current = schema;
  });
  const [validation] = useState(() => ({
    resolver: (async (values, context, opts) => {
      const [{ zodResolver }, loaded] = await loadValidation(latestSchema.current);
      // raw: the action gets what the user typed and parses it itself with the same schema.
      return zodResolver(loaded as never, undefined, { raw: true })(values, context as never, opts as never);
    }) as Resolver<TIn, unknown, TIn>,
    preload: () => {
      void loadValidation(latestSchema.current).catch(() => {});
    },
  }));
  // A deferred form (deferred.tsx) hydrates over inputs the user may already have typed in or
  // chosen: react-hook-form starts from what the page shows, so nothing typed is overwritten.
  const deferred = useContext(DeferredFormContext);
  const [startValues] = useState(() => {
    const typed = deferred?.typed?.() ?? {};
    const out: Record<string, unknown> = { ...initial };
    for (const key of Object.keys(out)) if (key in typed) out[key] = typed[key];
    return out as DefaultValues<TIn>;
  });
  const form = useForm<TIn, unknown, TIn>({
    resolver: validation.resolver,
    defaultValues: startValues,
    mode: options.mode ?? 'onTouched',
  });

  // A new answer (with JavaScript): put its field errors on their inputs, or reset after a success.
  const seen = useRef<number | null>(null);
  const mountedWith = useRef(state?.at ?? null);
  useEffect(() => {
    if (!state || state.at === seen.current) return;
    // An answer that came before this form was there (a flow's earlier step): the form started from
    // its defaults (or what was typed into the static form it replaced), and resetting now would
    // wipe what was typed since it appeared.
    const before = seen.current === null && mountedWith.current === state.at;
    seen.current = state.at;
    if (state.ok) {
      if (resetOnSuccess && !before) form.reset(options.defaultValues);
      onSuccess?.({ data: state.data, message: state.message });
      return;
    }
    Object.entries(state.fieldErrors).forEach(([path, messages], i) => {
      form.setError(path as FieldPath<TIn>, { type: 'server', message: messages[0] }, { shouldFocus: i === 0 });
    });
  }, [state, form, onSuccess, resetOnSuccess, options.defaultValues]);

  const [successCleared, setSuccessCleared] = useState<number | null>(null);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const element = event.currentTarget;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      const send = () => {
        const data = new FormData(element, submitter);
        startTransition(() => formAction(data));
      };
      if (submitter?.hasAttribute('formnovalidate')) {
        form.clearErrors();
        send();
        return;
      }
      void form.handleSubmit(send)();
    },
    [form, formAction],
  );

  const messageText = useMessageText();
  const failure = state && !state.ok ? state : null;
  const fieldMessages = useMemo(() => Object.values(failure?.fieldErrors ?? {}).flat(), [failure]);
  const errors = form.formState.errors;

  return {
    form,
    formProps: { action: formAction, onSubmit, onFocus: validation.preload, noValidate: true },
    state,
    pending,
    success: state?.ok && state.message && successCleared !== state.at ? { message: state.message, at: state.at } : null,
    formError: failure?.message ?? null,
    formSummary: failure && !fieldMessages.includes(failure.message) ? failure.message : null,
    errorCode: failure?.code ?? null,
    errorFor: (name: string) => {
      const client = get(errors, name) as { message?: unknown } | undefined;
      // The browser's check answers with a message token (lib/i18n/message.ts): shown in the page's language.
      if (typeof client?.message === 'string') return messageText(client.message);
      // Before hydration (and without JavaScript) the server's answer is the only source; after,
      // the effect above has copied it into react-hook-form, which clears it as the user fixes it.
      return hydrated ? undefined : failure?.fieldErrors[name]?.[0];
    },
    defaultFor: (name: string) => get(startValues, name),
    choicesFor: (name: string) => failure?.choices?.[name] ?? [],
    clearSuccess: () => setSuccessCleared(state?.at ?? null),
  };
}

/** A form bound to one server action (see the top of this file). */
export function useActionForm<S extends Schema, TData = undefined>(
  schema: S | LazySchema<S>,
  action: FormAction<TData>,
  options: UseActionFormOptions<z.input<S> & FieldValues, TData>,
): ActionForm<z.input<S> & FieldValues, TData> {
  const actionState = useActionState<FormState<TData>, FormData>(action, null);
  return useActionFormState(schema, actionState, options);
}

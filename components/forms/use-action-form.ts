'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { type DefaultValues, type FieldPath, type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { ActionResult } from '@/lib/forms/action-result';
import { errors as errorMessages } from '@/lib/messages';

/**
 * A react-hook-form form validated in the browser by the SAME zod schema the server action parses
 * with, submitted to a server action that answers ActionResult. A failed answer's field errors
 * land on their inputs by dotted path (`education.0.grade`); its message shows above the form.
 * Nothing is sent until the user submits.
 *
 *   const { form, submit, pending, success, formError } = useActionForm(contactMessageSchema, sendContactAction, {
 *     defaultValues: { name: '', email: '', subject: '', message: '' },
 *   });
 *   <form onSubmit={submit} noValidate>…</form>
 */
type Schema = z.ZodType<unknown, FieldValues>;

export interface UseActionFormOptions<TIn extends FieldValues, TData> {
  defaultValues: DefaultValues<TIn>;
  /** Called after a successful answer (after the form is reset when resetOnSuccess). */
  onSuccess?: (result: { data?: TData; message?: string }) => void;
  /** Clear the inputs after a success (default true). */
  resetOnSuccess?: boolean;
  mode?: UseFormProps<TIn>['mode'];
}

export interface UseActionFormReturn<TIn extends FieldValues> {
  form: UseFormReturn<TIn, unknown, TIn>;
  /** The form's onSubmit handler. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  /** The last success message (show it in SuccessBanner; it changes identity on each success). */
  success: { message: string; at: number } | null;
  /** The last failure's overall message (shown above the form; field messages sit on inputs). */
  formError: string | null;
  clearSuccess: () => void;
}

export function useActionForm<S extends Schema, TData = undefined>(
  schema: S,
  action: (values: z.input<S>) => Promise<ActionResult<TData>>,
  options: UseActionFormOptions<z.input<S> & FieldValues, TData>,
): UseActionFormReturn<z.input<S> & FieldValues> {
  type TIn = z.input<S> & FieldValues;
  const form = useForm<TIn, unknown, TIn>({
    // raw: the action gets what the user typed and parses it itself with the same schema.
    resolver: zodResolver(schema as never, undefined, { raw: true }) as never,
    defaultValues: options.defaultValues,
    mode: options.mode ?? 'onTouched',
  });
  const [success, setSuccess] = useState<{ message: string; at: number } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { onSuccess, resetOnSuccess = true } = options;

  const onValid = useCallback(
    async (values: TIn) => {
      setFormError(null);
      setSuccess(null);
      let result: ActionResult<TData>;
      try {
        result = await action(values);
      } catch {
        // The action itself could not be reached (network, server down).
        setFormError(errorMessages.generic);
        return;
      }
      if (result.ok) {
        if (resetOnSuccess) form.reset(options.defaultValues);
        setSuccess({ message: result.message ?? '', at: Date.now() });
        onSuccess?.({ data: result.data, message: result.message });
        return;
      }
      const entries = Object.entries(result.fieldErrors ?? {});
      entries.forEach(([path, messages], i) => {
        form.setError(path as FieldPath<TIn>, { type: 'server', message: messages[0] }, { shouldFocus: i === 0 });
      });
      setFormError(result.message || errorMessages.generic);
    },
    [action, form, onSuccess, options.defaultValues, resetOnSuccess],
  );

  const clearSuccess = useCallback(() => setSuccess(null), []);

  return {
    form,
    submit: form.handleSubmit(onValid),
    pending: form.formState.isSubmitting,
    success,
    formError,
    clearSuccess,
  };
}

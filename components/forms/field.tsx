'use client';

import { type ComponentProps, type ReactNode, useId } from 'react';
import { type FieldPath, type FieldValues, get, type UseFormReturn } from 'react-hook-form';
import { cn } from '@/lib/utils';

/**
 * A labelled form control with its hint and error text, wired for assistive technology:
 * `aria-invalid` when it has an error, `aria-describedby` pointing at the hint and the error.
 */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-ink-600 focus:outline-none focus:ring-2 focus:ring-ink-600/30 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-red-700/20 disabled:bg-slate-100';

export function Field({ label, error, hint, required, id: givenId, className, children }: FieldProps) {
  const autoId = useId();
  const id = givenId ?? `f${autoId.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-primary-600">
            *
          </span>
        ) : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700" data-field-error>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The error message react-hook-form holds for a (dotted) path. */
export function fieldError<T extends FieldValues>(form: UseFormReturn<T, unknown, T>, name: FieldPath<T>): string | undefined {
  const err = get(form.formState.errors, name) as { message?: unknown } | undefined;
  return typeof err?.message === 'string' ? err.message : undefined;
}

type TextFieldProps<T extends FieldValues> = {
  form: UseFormReturn<T, unknown, T>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
} & (
  | ({ multiline?: false } & Omit<ComponentProps<'input'>, 'name' | 'id' | 'form'>)
  | ({ multiline: true } & Omit<ComponentProps<'textarea'>, 'name' | 'id' | 'form'>)
);

/** A text input (or textarea) registered with the form, inside a Field. */
export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { form, name, label, hint, required, id, className, multiline, ...rest } = props;
  const error = fieldError(form, name);
  return (
    <Field label={label} hint={hint} required={required} id={id ?? `field-${String(name).replace(/\./g, '-')}`} error={error} className={className}>
      {(control) =>
        multiline ? (
          <textarea {...(rest as ComponentProps<'textarea'>)} {...control} {...form.register(name)} className={cn(inputClass, 'min-h-32')} />
        ) : (
          <input {...(rest as ComponentProps<'input'>)} {...control} {...form.register(name)} className={inputClass} />
        )
      }
    </Field>
  );
}

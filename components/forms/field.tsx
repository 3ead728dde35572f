'use client';

import type { ComponentProps, ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field, FieldError } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import type { ActionForm } from './use-action-form';

/**
 * Controls bound to a server-action form (use-action-form.ts): registered with react-hook-form,
 * with the value the page was rendered with (so a form answered without JavaScript is refilled)
 * and the error from the browser's check or the server's answer.
 */
export type Bound<T extends FieldValues> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: ActionForm<T, any>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
};

export const idFor = (name: string) => `field-${name.replace(/\./g, '-')}`;

type TextFieldProps<T extends FieldValues> = Bound<T> &
  (
    | ({ multiline?: false } & Omit<ComponentProps<'input'>, 'name' | 'id' | 'form'>)
    | ({ multiline: true } & Omit<ComponentProps<'textarea'>, 'name' | 'id' | 'form'>)
  );

/** A text input (or textarea) inside a Field. Password inputs never get a value back. */
export function TextField<T extends FieldValues>(props: TextFieldProps<T>) {
  const { form, name, label, hint, required, id, className, multiline, ...rest } = props;
  const initial = 'type' in props && props.type === 'password' ? undefined : (form.defaultFor(name) as string | undefined);
  return (
    <Field label={label} hint={hint} required={required} id={id ?? idFor(name)} error={form.errorFor(name)} className={className}>
      {(control) =>
        multiline ? (
          <Textarea {...(rest as ComponentProps<'textarea'>)} {...control} defaultValue={initial} {...form.form.register(name)} />
        ) : (
          <Input {...(rest as ComponentProps<'input'>)} {...control} defaultValue={initial} {...form.form.register(name)} />
        )
      }
    </Field>
  );
}

/** A native <select> inside a Field (public pages use native elements). */
export function SelectField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  id,
  className,
  options,
  ...rest
}: Bound<T> & { options: readonly { value: string; label: string; lang?: string }[] } & Omit<ComponentProps<'select'>, 'name' | 'id' | 'form'>) {
  return (
    <Field label={label} hint={hint} required={required} id={id ?? idFor(name)} error={form.errorFor(name)} className={className}>
      {(control) => (
        <NativeSelect {...rest} {...control} defaultValue={form.defaultFor(name) as string | undefined} {...form.form.register(name)}>
          {options.map((o) => (
            <option key={o.value} value={o.value} lang={o.lang}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

/** A check box with its label beside it and its error under it. */
export function CheckboxField<T extends FieldValues>({ form, name, label, id, className }: Omit<Bound<T>, 'hint' | 'required'>) {
  const fieldId = id ?? idFor(name);
  const error = form.errorFor(name);
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={className ?? 'space-y-1.5'}>
      <label htmlFor={fieldId} className="flex items-start gap-2 text-sm text-slate-800">
        <input
          id={fieldId}
          type="checkbox"
          className="mt-0.5 size-4 rounded border-slate-400 accent-primary-600"
          aria-invalid={Boolean(error)}
          aria-describedby={errorId}
          defaultChecked={Boolean(form.defaultFor(name))}
          {...form.form.register(name)}
        />
        <span>{label}</span>
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A hidden input registered with the form (its value travels with the FormData). */
export function HiddenField<T extends FieldValues>({ form, name }: { form: ActionForm<T, unknown>; name: FieldPath<T> }) {
  return <input type="hidden" defaultValue={form.defaultFor(name) as string | undefined} {...form.form.register(name)} />;
}

'use client';

import type { ComponentProps, ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { Field, FieldError } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { TypeaheadInput } from '@/components/lists/typeahead';
import type { ActionForm } from './use-action-form';

/**
 * Controls bound to a server-action form (use-action-form.ts): registered with react-hook-form,
 * with the value the page was rendered with (so a form answered without JavaScript is refilled)
 * and the error from the browser's check or the server's answer.
 */
type Bound<T extends FieldValues> = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: ActionForm<T, any>;
  name: FieldPath<T>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
};

const idFor = (name: string) => `field-${name.replace(/\./g, '-')}`;

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
}: Bound<T> & { options: readonly { value: string; label: string }[] } & Omit<ComponentProps<'select'>, 'name' | 'id' | 'form'>) {
  return (
    <Field label={label} hint={hint} required={required} id={id ?? idFor(name)} error={form.errorFor(name)} className={className}>
      {(control) => (
        <NativeSelect {...rest} {...control} defaultValue={form.defaultFor(name) as string | undefined} {...form.form.register(name)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

/**
 * A choice among more records than a select can hold (a university of 10,000): the list kit's
 * type-ahead (components/lists/typeahead.tsx) inside a Field, bound to the form. A chosen
 * suggestion sends its id as `name`; the text typed always goes too, as `textName`, and the
 * server resolves it when nothing was chosen (a form sent without JavaScript): its one match is
 * the choice, several come back as "did you mean" choices under the field, none as its error.
 * It starts from the form's values of both (an edit page's record: its id and its name).
 */
export function TypeaheadField<T extends FieldValues>({
  form,
  name,
  textName,
  endpoint,
  label,
  hint,
  required,
  id,
  className,
}: Bound<T> & { textName: FieldPath<T>; endpoint: string }) {
  const choices = form.choicesFor(name);
  const value = form.defaultFor(name);
  const typed = String(form.defaultFor(textName) ?? '');
  // A choice the server refused (its text named several) is offered again among the matches.
  const selected = value && choices.length === 0 ? { value: String(value), label: typed } : null;
  return (
    <Field label={label} hint={hint} required={required} id={id ?? idFor(name)} error={form.errorFor(name) ?? form.errorFor(textName)} className={className}>
      {(control) => (
        <TypeaheadInput
          {...control}
          name={name}
          textName={textName}
          endpoint={endpoint}
          selected={selected}
          typed={typed}
          matches={choices}
          onChange={(chosen, text) => {
            // The browser-side check judges the pair as the server does (an id, or a text to resolve).
            form.form.setValue(name, chosen?.value as never);
            form.form.setValue(textName, text as never);
            form.form.clearErrors(name);
          }}
        />
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

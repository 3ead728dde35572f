'use client';

import { useEffect } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { TypeaheadInput } from '@/components/lists/typeahead';
import { Field } from '@/components/ui/field';
import { type Bound, idFor } from './field';

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
  // The page sends "none chosen" as a blank id (a key that survives the trip to the browser, so a
  // refused post can refill a choice); for the browser-side check, as for the server, it is no id.
  const rhf = form.form;
  useEffect(() => {
    if (rhf.getValues(name) === '') rhf.setValue(name, undefined as never);
  }, [rhf, name]);
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
            rhf.setValue(name, chosen?.value as never);
            rhf.setValue(textName, text as never);
            rhf.clearErrors(name);
          }}
        />
      )}
    </Field>
  );
}

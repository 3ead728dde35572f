import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/input';
import { SelectOptions } from './select-options';

/** A labelled native select for the public filters (works without JavaScript, with the keyboard and on phones). */
export function SelectField({
  name,
  label,
  value,
  options,
  anyLabel,
  more,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  /** The first line, no choice (default "Any"). */
  anyLabel?: string;
  /** A last, disabled line saying how to find what the (bounded) list leaves out. */
  more?: string;
}) {
  const t = useTranslations('shellCatalogue');
  // A value not in the list (an old link) still shows, so the user sees why nothing matches.
  const known = value === undefined || options.some((o) => o.value === value);
  return (
    <Field label={label} id={`filter-${name}`} className="space-y-1">
      {(control) => (
        <NativeSelect {...control} name={name} defaultValue={value ?? ''} className="h-10 px-2 py-0">
          <option value="">{anyLabel ?? t('any')}</option>
          {!known ? <option value={value}>{t('unknownValue', { value })}</option> : null}
          <SelectOptions options={options.map((o) => [o.value, o.label] as const)} />
          {/* No value="": the browser shows the last selected option, and React marks every option
              whose value is the select's, so "Any" (value "") must be the only one with it. */}
          {more ? <option disabled>{more}</option> : null}
        </NativeSelect>
      )}
    </Field>
  );
}

import { useTranslations } from 'next-intl';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { FilterButtons } from '@/components/ui/list-filters';
import type { ListFilter, ListQuery } from './definition';
import { TypeaheadInput } from './typeahead';
import { useListText } from './text';

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

/** One filter's control (a search box, a select, a date, or a type-ahead's plain input). */
function FilterControl({ filter: f, value, typed, id }: { filter: ListFilter; value: string; typed?: string; id: string }) {
  const text = useListText();
  const hint = 'hint' in f && f.hint ? text(f.hint) : undefined;
  switch (f.kind) {
    case 'search':
      return (
        <Field label={text(f.label)} id={id} hint={hint} className="min-w-48 flex-[2]">
          {(control) => <Input {...control} name={f.name} type="search" defaultValue={value} maxLength={f.maxLength ?? 100} />}
        </Field>
      );
    case 'select':
      return (
        <Field label={text(f.label)} id={id} hint={hint} className="min-w-36 flex-1">
          {(control) => (
            <NativeSelect {...control} name={f.name} defaultValue={value}>
              {f.any !== undefined ? <option value="">{text(f.any)}</option> : null}
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {text(o.label)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
      );
    case 'date':
      return (
        <Field label={text(f.label)} id={id} className="min-w-36 flex-1">
          {(control) => <Input {...control} name={f.name} type="date" defaultValue={value} />}
        </Field>
      );
    case 'typeahead':
      // A text input and a listbox of the server's matches (a small island). Without JavaScript the
      // typed text is sent (as `textName`); a chosen match sends its value as `name`.
      return (
        <Field label={text(f.label)} id={id} hint={hint} className="min-w-48 flex-[2]">
          {(control) => (
            <TypeaheadInput
              {...control}
              name={f.name}
              textName={f.textName ?? f.name}
              endpoint={f.source.endpoint}
              selected={f.source.selected ?? null}
              typed={typed ?? (f.textName ? '' : value)}
              minChars={f.source.minChars}
            />
          )}
        </Field>
      );
  }
}

/**
 * A list's filters as a plain GET form: the address holds every choice, so it works without
 * JavaScript, a reload keeps it and a link shares it. Values the form does not show but the list
 * keeps (the sort) ride along as hidden inputs; a new search starts at page 1 (no `page` sent).
 */
export function FilterForm({
  action,
  label,
  idBase,
  filters,
  query,
  perPage,
  carry,
  clearHref,
  filtered,
}: {
  action: string;
  label: string;
  idBase: string;
  filters: readonly ListFilter[];
  query: ListQuery;
  perPage?: readonly number[];
  /** Hidden values: name → value (left out when at its default). */
  carry: Readonly<Record<string, string>>;
  clearHref: string;
  filtered: boolean;
}) {
  const t = useTranslations('shellLists');
  return (
    <form method="get" action={action} role="search" aria-label={label} className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      {filters.map((f) => (
        <FilterControl key={f.name} filter={f} value={str(query[f.name])} typed={f.kind === 'typeahead' && f.textName ? str(query[f.textName]) : undefined} id={`${idBase}-${f.name.replace(/_/g, '-')}`} />
      ))}
      {perPage ? (
        <FilterControl filter={{ kind: 'select', name: 'per_page', label: t('perPage'), options: perPage.map((n) => ({ value: String(n), label: String(n) })) }} value={str(query.per_page)} id={`${idBase}-per-page`} />
      ) : null}
      {Object.entries(carry).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FilterButtons clearHref={clearHref} filtered={filtered} />
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import type { FilterOption } from './definition';

/**
 * A type-ahead filter field (a list's `typeahead` filter): a text input and, with JavaScript, a
 * listbox of the server's matches (`endpoint?q=&limit=` answering `FilterOption[]`). The chosen
 * match's value rides in a hidden input named `name` (`university_id=<id>`); typing clears it.
 * The text is always sent too, as `textName` (`university_q=`): without JavaScript a changed text
 * differs from the chosen name, and the server then filters by the text's single match or offers
 * a "did you mean" list (PRODUCT section 13, Scale).
 * Keyboard: Down/Up move through the matches, Enter chooses, Escape closes.
 *
 * In a form (components/forms/field.tsx, TypeaheadField) `onChange` tells the form what is chosen
 * and typed, and `matches` are the server's "did you mean" answer to a typed text: radio buttons
 * named `name`, so one can be chosen without JavaScript too. Disabled records are marked.
 */
export function TypeaheadInput({
  name,
  textName,
  endpoint,
  selected,
  typed,
  minChars = 2,
  matches = [],
  onChange,
  ...control
}: {
  name: string;
  textName: string;
  endpoint: string;
  selected?: FilterOption | null;
  typed?: string;
  minChars?: number;
  matches?: readonly FilterOption[];
  onChange?: (chosen: FilterOption | null, text: string) => void;
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}) {
  const t = useTranslations('shellCommon.typeahead');
  const labelOf = (o: FilterOption) => (o.disabled ? t('disabled', { label: o.label }) : o.label);
  const listId = `${useId().replace(/[^A-Za-z0-9_-]/g, '')}-options`;
  const [text, setText] = useState(selected?.label ?? typed ?? '');
  const [chosen, setChosen] = useState<FilterOption | null>(selected ?? null);
  const [options, setOptions] = useState<FilterOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const asked = useRef(0);

  useEffect(() => {
    if (chosen || text.trim().length < minChars) return;
    const n = ++asked.current;
    const timer = setTimeout(async () => {
      try {
        const res = await fetch(`${endpoint}?${new URLSearchParams({ q: text.trim(), limit: '10' })}`, { headers: { accept: 'application/json' } });
        if (!res.ok || n !== asked.current) return;
        const found = (await res.json()) as FilterOption[];
        if (n !== asked.current) return;
        setOptions(found);
        setActive(-1);
        setOpen(true);
      } catch {
        // No suggestions: the typed text is still sent with the form.
      }
    }, 200);
    return () => clearTimeout(timer);
  }, [text, chosen, endpoint, minChars]);

  const choose = (o: FilterOption) => {
    setChosen(o);
    setText(o.label);
    setOpen(false);
    setActive(-1);
    onChange?.(o, o.label);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && options.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % options.length);
    } else if (e.key === 'ArrowUp' && options.length > 0) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
    } else if (e.key === 'Enter' && open && active >= 0 && options[active]) {
      e.preventDefault();
      choose(options[active]);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    }
  };
  const expanded = open && !chosen && text.trim().length >= minChars;
  return (
    <div className="relative">
      <Input
        {...control}
        type="text"
        name={textName}
        value={text}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setChosen(null);
          onChange?.(null, e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => options.length > 0 && !chosen && setOpen(true)}
      />
      {chosen ? <input type="hidden" name={name} value={chosen.value} /> : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={t('suggestions')}
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
      >
        {options.length === 0 ? (
          <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2 text-slate-600">
            {t('noSuggestions')}
          </li>
        ) : (
          options.map((o, i) => (
            <li
              key={o.value}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(o);
              }}
              className={cn('cursor-pointer px-3 py-2 text-slate-800', i === active && 'bg-primary-50 text-primary-900')}
            >
              {labelOf(o)}
            </li>
          ))
        )}
      </ul>
      {matches.length > 0 && !chosen ? (
        <fieldset className="mt-2 rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-800">
          <legend className="px-1 font-medium">{t('didYouMean')}</legend>
          <div className="space-y-1">
            {matches.map((o) => (
              <label key={o.value} className="flex items-center gap-2">
                <input type="radio" name={name} value={o.value} className="size-4 accent-primary-600" onChange={() => choose(o)} />
                {labelOf(o)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}

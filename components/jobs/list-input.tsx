'use client';

import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { useHydrated, type ActionForm } from '@/components/forms/use-action-form';
import { useMessageText } from '@/components/i18n/use-message-text';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { canAddTo, listLimits, type ListLimit } from '@/lib/jobs/limits';
import { SpriteIcon } from '@/components/ui/sprite-icon';

/**
 * A list of short texts (skills, benefits…) with the job board's list limit: Add is refused at the
 * limit with the list's own message (the server refuses one more with the same message). The items
 * travel as `name[]` hidden inputs. Before JavaScript runs, a plain text box takes the items
 * separated by commas (the server reads that too).
 */
export function ListInput<T extends FieldValues>({
  form,
  name,
  limit,
  label,
  hint,
  placeholder,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: ActionForm<T, any>;
  name: Path<T>;
  limit: ListLimit;
  label: string;
  hint?: string;
  placeholder?: string;
}) {
  const t = useTranslations('jobBoardListInput');
  const m = useMessageText();
  const hydrated = useHydrated();
  const initial = form.defaultFor(name);
  // After a submit without JavaScript the page is refilled from the typed text ("a, b"), not a list.
  const [items, setItems] = useState<string[]>(() =>
    Array.isArray(initial) ? (initial as string[]) : typeof initial === 'string' ? initial.split(',').map((s) => s.trim()).filter(Boolean) : [],
  );
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { max, message } = listLimits[limit];
  const id = `field-${name}`;
  const error = problem ?? form.errorFor(name);

  const update = (next: string[]) => {
    setItems(next);
    form.form.setValue(name, next as never, { shouldDirty: true, shouldValidate: form.form.formState.isSubmitted });
  };
  const add = () => {
    const v = draft.trim();
    if (!v) return;
    if (!canAddTo(limit, items.length)) {
      setProblem(m(message));
      return;
    }
    setProblem(null);
    if (!items.includes(v)) update([...items, v]);
    setDraft('');
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };

  if (!hydrated) {
    return (
      <Field label={label} id={id} hint={t('hintNoScript', { prefix: hint ? `${hint} ` : '', max })} error={error} className="sm:col-span-2">
        {(control) => <Textarea {...control} name={name} rows={2} defaultValue={items.join(', ')} />}
      </Field>
    );
  }
  return (
    <Field label={label} id={id} hint={t('hint', { prefix: hint ? `${hint} ` : '', max })} error={error} className="sm:col-span-2">
      {(control) => (
        <div className="space-y-2">
          <div className="flex gap-2">
            <Input {...control} value={draft} placeholder={placeholder} maxLength={100} onChange={(e) => setDraft(e.target.value)} onKeyDown={onKey} />
            <Button type="button" variant="outline" onClick={add} aria-describedby={`${id}-count`}>
              {t.rich('add', { label: label.toLowerCase(), sr: (chunks) => <span className="sr-only">{chunks}</span> })}
            </Button>
          </div>
          <p id={`${id}-count`} className="text-xs text-slate-600">
            {t('count', { n: items.length, max })}
          </p>
          {items.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={t('added', { label: label.toLowerCase() })}>
              {items.map((item) => (
                <li key={item} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 ps-3 pe-1 text-sm text-slate-800">
                  {item}
                  <input type="hidden" name={`${name}[]`} value={item} />
                  <button
                    type="button"
                    className="rounded-full p-1 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-primary-600"
                    onClick={() => {
                      setProblem(null);
                      update(items.filter((x) => x !== item));
                    }}
                  >
                    <SpriteIcon name="x" className="size-3.5" />
                    <span className="sr-only">{t('remove', { item })}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </Field>
  );
}

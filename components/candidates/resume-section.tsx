'use client';

import type { CountryChoice } from '@/lib/countries/schema';
import { useLocale, useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import type { z } from 'zod';
import { CheckboxField, SelectField, TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useActionForm, useHydrated } from '@/components/forms/use-action-form';
import { buttonVariants } from '@/components/ui/button-variants';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field';
import { toast } from '@/components/ui/toaster';
import { useMessageText } from '@/components/i18n/use-message-text';
import { deleteResumeRowAction, saveResumeSectionAction } from '@/lib/candidates/actions';
import { isRowSection, resumeSectionLabels, rowNouns, sectionFormSchemas, type ResumeSection } from '@/lib/candidates/schemas';
import { listLimits } from '@/lib/jobs/limits';
import { displayValue, formDefaults, sectionFields, type FieldDef } from './section-fields';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Values = Record<string, any>;
type Row = { id: number } & Record<string, unknown>;

/** The builder's page: its Add, Edit and Cancel are links to it, so they work before the scripts run. */
const builder = '/candidate/profile';
/** The builder with one form open (`?add=education`, `?edit=experience&row=12`, `?edit=basic_info`), or none. */
export const builderHref = (section: ResumeSection, open?: { add: true } | { row?: number }) =>
  !open ? `${builder}#${section}` : 'add' in open ? `${builder}?add=${section}#${section}` : `${builder}?edit=${section}${open.row ? `&row=${open.row}` : ''}#${section}`;

/**
 * A link that looks like a button: with JavaScript it opens or closes the form in place; before the
 * scripts run (or without them) the browser follows it and the page renders with that form open.
 */
function FormLink({ href, onOpen, variant = 'outline', ...rest }: { href: string; onOpen: () => void; variant?: 'outline' | 'ghost'; children: React.ReactNode; 'aria-label'?: string }) {
  return (
    <a
      href={href}
      className={buttonVariants({ variant, size: 'sm' })}
      onClick={(e) => {
        e.preventDefault();
        onOpen();
      }}
      {...rest}
    />
  );
}

export interface ChoiceLists {
  countries: CountryChoice[];
  categories: { id: number; name: string }[];
}

/**
 * One section's form, with its own Save: a server-action form validated in the browser with the
 * same schema the server judges it with. Inputs are named under the section (`experience.org_name`)
 * so the builder's forms never share a name or an id; `row_id` says which row is being edited.
 */
function SectionForm({
  section,
  rowId,
  record,
  lists,
  onDone,
  onCancel,
}: {
  section: ResumeSection;
  rowId?: number;
  record: Record<string, unknown> | null;
  lists: ChoiceLists;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const t = useTranslations('peopleResume.section');
  const m = useMessageText();
  const label = m(resumeSectionLabels[section]);
  const hydrated = useHydrated();
  const f = useActionForm(sectionFormSchemas[section] as unknown as z.ZodType<unknown, Values>, saveResumeSectionAction, {
    defaultValues: { [section]: formDefaults(section, record) },
    resetOnSuccess: false,
    onSuccess: () => {
      toast.success(t('savedToast', { section: label }));
      onDone();
    },
  });
  const n = (key: string) => `${section}.${key}`;
  const noun = isRowSection(section) ? m(rowNouns[section]) : null;
  const formLabel = noun ? (rowId ? t('editRow', { noun }) : t('addRow', { noun })) : label;
  const saveLabel = noun ? (rowId ? t('saveRow', { noun }) : t('saveNewRow', { noun })) : t('saveSection', { section: label.toLowerCase() });
  const choose = [{ value: '', label: t('choose') }];
  const options = (def: FieldDef) => (def.options ?? []).map((o) => ({ value: o.value, label: m(o.label) }));

  const field = (def: FieldDef) => {
    const wide = def.wide ? 'sm:col-span-2' : undefined;
    switch (def.kind) {
      case 'select':
        return <SelectField key={def.key} form={f} name={n(def.key)} label={m(def.label)} className={wide} options={[...choose, ...options(def)]} />;
      case 'country':
        return (
          <SelectField
            key={def.key}
            form={f}
            name={n(def.key)}
            label={m(def.label)}
            className={wide}
            options={[...choose, ...lists.countries.map((c) => ({ value: c.code, label: c.name }))]}
          />
        );
      case 'checkbox':
        return <CheckboxField key={def.key} form={f} name={n(def.key)} label={m(def.label)} className={wide} />;
      case 'textarea':
        return <TextField key={def.key} form={f} name={n(def.key)} label={m(def.label)} required={def.required} multiline rows={3} className={wide} />;
      case 'categories': {
        const error = f.errorFor(n(def.key));
        const selected = (f.defaultFor(n(def.key)) as string[] | undefined) ?? [];
        return (
          <fieldset key={def.key} className="space-y-2 sm:col-span-2" aria-describedby={error ? `${section}-categories-error` : undefined}>
            <legend className="text-sm font-medium text-slate-800">
              {m(def.label)} <span className="font-normal text-slate-600">{t('atMost', { max: listLimits[def.limit!].max })}</span>
            </legend>
            {lists.categories.length === 0 ? <p className="text-sm text-slate-600">{t('noCategories')}</p> : null}
            <div className="grid gap-2 sm:grid-cols-2">
              {lists.categories.map((c) => (
                <label key={c.id} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    value={String(c.id)}
                    defaultChecked={selected.includes(String(c.id))}
                    className="size-4 rounded border-slate-400 accent-primary-600"
                    {...f.form.register(n(def.key))}
                  />
                  {c.name}
                </label>
              ))}
            </div>
            <FieldError id={`${section}-categories-error`} message={error} />
          </fieldset>
        );
      }
      default:
        return (
          <TextField
            key={def.key}
            form={f}
            name={n(def.key)}
            label={m(def.label)}
            required={def.required}
            className={wide}
            type={def.kind === 'list' ? 'text' : def.kind === 'number' ? 'text' : def.kind}
            inputMode={def.kind === 'number' ? 'decimal' : def.kind === 'tel' ? 'tel' : undefined}
            autoComplete={def.autoComplete}
            placeholder={def.placeholder ? m(def.placeholder) : undefined}
          />
        );
    }
  };

  // Saved without JavaScript (the page answered the post): say so, with the way back to the section
  // (with JavaScript the answer's toast closes the form instead).
  if (!hydrated && f.state?.ok) {
    return (
      <div className="space-y-3">
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
          {t('savedToast', { section: label })}
        </p>
        <a href={builderHref(section)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {t('done')}
        </a>
      </div>
    );
  }

  return (
    <form {...f.formProps} aria-label={formLabel} className="space-y-4">
      <input type="hidden" name="section" value={section} />
      {rowId ? <input type="hidden" name="row_id" value={rowId} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">{sectionFields[section].map(field)}</div>
      {f.formSummary ? (
        <div role="alert">
          <FieldError message={f.formSummary} />
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        {onCancel ? (
          <a
            href={builderHref(section)}
            className={buttonVariants({ variant: 'outline' })}
            onClick={(e) => {
              e.preventDefault();
              onCancel();
            }}
          >
            {t('cancel')}
          </a>
        ) : null}
        <SubmitButton pending={f.pending} pendingLabel={t('saving')} aria-label={saveLabel}>
          {t('save')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** A saved record's filled fields, as a description list. */
function SavedValues({ section, record, lists }: { section: ResumeSection; record: Record<string, unknown>; lists: ChoiceLists }) {
  const t = useTranslations('peopleResume.section');
  const m = useMessageText();
  const locale = useLocale();
  const names = Object.fromEntries(lists.categories.map((c) => [String(c.id), c.name]));
  // A country is stored as its code: shown by the name the server gave it (in the page's language).
  const countryNames = new Map(lists.countries.map((c) => [c.code, c.name]));
  const shown = (def: FieldDef, v: unknown) => (def.kind === 'country' && typeof v === 'string' ? (countryNames.get(v) ?? v) : displayValue(def, v, names, locale));
  const items = sectionFields[section].map((def) => [def, shown(def, record[def.key])] as const).filter(([, v]) => v !== '');
  if (items.length === 0) return <p className="text-sm text-slate-600">{t('nothingFilled')}</p>;
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {items.map(([def, value]) => (
        <div key={def.key} className={def.wide ? 'sm:col-span-2' : undefined}>
          <dt className="font-medium text-slate-700">{m(def.label)}</dt>
          <dd className="break-words whitespace-pre-line text-slate-900">{m(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Frame({ section, children, action }: { section: ResumeSection; children: React.ReactNode; action?: React.ReactNode }) {
  const m = useMessageText();
  const titleId = `resume-${section}-title`;
  return (
    <section id={section} aria-labelledby={titleId} className="scroll-mt-24 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {m(resumeSectionLabels[section])}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A single section (basic, career, an address, preference): its values with Edit, or its form. */
export function SingleSectionCard({
  section,
  record,
  saved,
  lists,
  initialEditing = false,
}: {
  section: ResumeSection;
  record: Record<string, unknown> | null;
  saved: boolean;
  lists: ChoiceLists;
  /** The page's address asked for this form open (`?edit=<section>`). */
  initialEditing?: boolean;
}) {
  const t = useTranslations('peopleResume.section');
  const m = useMessageText();
  const [editing, setEditing] = useState(!saved || initialEditing);
  const label = m(resumeSectionLabels[section]);
  return (
    <Frame
      section={section}
      action={
        saved && !editing ? (
          <FormLink href={builderHref(section, {})} onOpen={() => setEditing(true)} aria-label={t('editSection', { section: label.toLowerCase() })}>
            {t('edit')}
          </FormLink>
        ) : null
      }
    >
      {editing ? (
        <SectionForm section={section} record={record} lists={lists} onDone={() => setEditing(false)} onCancel={saved ? () => setEditing(false) : undefined} />
      ) : (
        <SavedValues section={section} record={record ?? {}} lists={lists} />
      )}
    </Frame>
  );
}

/** A repeatable section: its rows, each with Edit and Remove, and Add. One form is open at a time. */
export function RowSectionCard({
  section,
  rows,
  lists,
  initialOpen = null,
}: {
  section: ResumeSection;
  rows: Row[];
  lists: ChoiceLists;
  /** The form the page's address asked for (`?add=<section>`: 'new'; `?edit=<section>&row=<id>`: that row). */
  initialOpen?: number | 'new' | null;
}) {
  const t = useTranslations('peopleResume.section');
  const m = useMessageText();
  const hydrated = useHydrated();
  const [open, setOpen] = useState<number | 'new' | null>(initialOpen === 'new' || rows.some((r) => r.id === initialOpen) ? initialOpen : null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const noun = m(rowNouns[section as keyof typeof rowNouns]);
  const fields = sectionFields[section];
  const titleOf = (row: Row) => String(row[fields[section === 'education' ? 1 : 0].key] ?? noun);

  const remove = (row: Row) =>
    startTransition(async () => {
      setError(null);
      const result = await deleteResumeRowAction({ section, id: row.id });
      if (!result.ok) setError(result.message);
      else toast.success(t('removedToast', { title: titleOf(row) }));
    });

  return (
    <Frame
      section={section}
      action={
        open === null ? (
          <FormLink href={builderHref(section, { add: true })} onOpen={() => setOpen('new')}>
            {t('addRow', { noun })}
          </FormLink>
        ) : null
      }
    >
      {rows.length === 0 && open !== 'new' ? <p className="text-sm text-slate-600">{t('noneAdded')}</p> : null}
      <ul className="space-y-4" aria-label={m(resumeSectionLabels[section])}>
        {rows.map((row) => (
          <li key={row.id} className="rounded-md border border-slate-200 p-4">
            {open === row.id ? (
              <SectionForm section={section} rowId={row.id} record={row} lists={lists} onDone={() => setOpen(null)} onCancel={() => setOpen(null)} />
            ) : (
              <>
                <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
                  <h3 className="font-semibold break-words text-slate-900">{titleOf(row)}</h3>
                  <div className="flex gap-2">
                    {open === null ? (
                      <FormLink href={builderHref(section, { row: row.id })} onOpen={() => setOpen(row.id)} aria-label={t('editTitle', { title: titleOf(row) })}>
                        {t('edit')}
                      </FormLink>
                    ) : null}
                    {/* Removing asks in a dialog, which needs JavaScript: the button comes with the scripts (see the line under the list). */}
                    {hydrated ? (
                    <ConfirmDialog
                      trigger={
                        <Button type="button" variant="ghost" size="sm" aria-label={t('removeRow', { title: titleOf(row) })} disabled={pending || open !== null}>
                          {t('remove')}
                        </Button>
                      }
                      title={t('removeTitle', { title: titleOf(row) })}
                      description={t('removeDescription', { noun })}
                      confirm={t('remove')}
                      danger
                      onConfirm={() => remove(row)}
                    />
                    ) : null}
                  </div>
                </div>
                <SavedValues section={section} record={row} lists={lists} />
              </>
            )}
          </li>
        ))}
      </ul>
      {/* Until the scripts run (and without them) the page says removing needs them; hydrated, the Remove buttons take its place. */}
      {!hydrated && rows.length > 0 ? <p className="mt-3 text-sm text-slate-600">{t('removeNeedsJs')}</p> : null}
      {error ? (
        <div role="alert" className="mt-3">
          <FieldError message={error} />
        </div>
      ) : null}
      {open === 'new' ? (
        <div className="mt-4 rounded-md border border-dashed border-slate-300 p-4">
          <h3 className="mb-3 font-semibold text-slate-900">{t('addRow', { noun })}</h3>
          <SectionForm section={section} record={null} lists={lists} onDone={() => setOpen(null)} onCancel={() => setOpen(null)} />
        </div>
      ) : null}
    </Frame>
  );
}

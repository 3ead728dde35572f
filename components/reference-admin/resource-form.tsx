'use client';

import { useTranslations } from 'next-intl';
import { type ChangeEvent, useEffect, useState } from 'react';
import { SelectField, TextField } from '@/components/forms/field';
import { TypeaheadField } from '@/components/forms/typeahead-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { FormError } from '@/components/forms/success-banner';
import { useActionForm } from '@/components/forms/use-action-form';
import { ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { checkFile } from '@/components/ui/file-drop';
import { useMessageText } from '@/components/i18n/use-message-text';
import { Input } from '@/components/ui/input';
import { adminResourcePaths, adminResourceSchema, type AdminResourceName } from '@/lib/catalogue/schemas';
import type { FormAction } from '@/lib/forms/action-result';

/** One input of a resource form, described by the page (so five resources share this form). */
export type ResourceFieldSpec =
  | { name: string; label: string; kind: 'text' | 'number' | 'date'; required?: boolean; hint?: string; maxLength?: number; inputMode?: 'numeric' }
  | { name: string; label: string; kind: 'select'; options: { value: string; label: string }[]; required?: boolean; hint?: string }
  /** A choice among too many records for a select: the id as `name`, the typed text as `textName`, suggestions from `endpoint`. */
  | { name: string; textName: string; label: string; kind: 'typeahead'; endpoint: string; required?: boolean; hint?: string }
  | { name: string; label: string; kind: 'richtext'; hint?: string; maxLength?: number }
  | { name: string; label: string; kind: 'image'; current?: string | null; currentUrl?: string | null; hint?: string };

/** The form values a field sends as text (an image is a file, never refilled). */
const fieldNames = (spec: ResourceFieldSpec): string[] => (spec.kind === 'image' ? [] : spec.kind === 'typeahead' ? [spec.name, spec.textName] : [spec.name]);

const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';
/** A server action's body is at most 1 MB; the image goes with the form. */
const IMAGE_MAX_BYTES = 900 * 1024;

/** An image input with the current image and a preview of the chosen one (images only, checked on the server by content). */
function ImageInput({ spec, error }: { spec: Extract<ResourceFieldSpec, { kind: 'image' }>; error?: string }) {
  const t = useTranslations('backOfficeResourceForm.image');
  const m = useMessageText();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setPreview(null);
    setProblem(null);
    if (!file) return;
    const msg = checkFile(file, { accept: IMAGE_ACCEPT, maxBytes: IMAGE_MAX_BYTES });
    if (msg) {
      // checkFile checks emptiness, then size, then type: a problem with a file of an allowed size is its type.
      const wrongType = file.size > 0 && file.size <= IMAGE_MAX_BYTES;
      setProblem(wrongType ? t('chooseType') : m(msg));
      e.target.value = '';
      return;
    }
    setPreview(URL.createObjectURL(file));
  };
  const shown = preview ?? spec.currentUrl ?? null;
  return (
    <Field label={spec.label} id={`field-${spec.name}`} hint={spec.hint ?? t('hint')} error={problem ?? error}>
      {(control) => (
        <div className="flex flex-wrap items-center gap-4">
          {shown ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) or our own image route
            <img src={shown} alt={preview ? t('preview', { name: spec.label.toLowerCase() }) : t('current', { name: spec.label.toLowerCase() })} className="size-16 rounded-md border border-slate-200 object-contain" />
          ) : null}
          <Input {...control} name={spec.name} type="file" accept={IMAGE_ACCEPT} onChange={onChange} className="max-w-xs" />
        </div>
      )}
    </Field>
  );
}

/**
 * The add/edit form of a back-office resource: the resource's shared schema checks it in the
 * browser and again on the server; it posts to the server action (also without JavaScript), which
 * goes back to the list with the success banner, or answers the fields' messages here. React sends
 * a server-action form as multipart itself, so an image goes with it (no encType here).
 */
export function ResourceForm({
  resource,
  id,
  action,
  label,
  fields,
  defaults,
  submitLabel,
}: {
  resource: AdminResourceName;
  /** null: a new record */
  id: number | null;
  /**
   * saveAdminResourceAction bound to the resource and id by the server page: one reference for
   * every render. A `.bind` here made a new one on each render, and the page that answers a
   * refused post without JavaScript (useActionState matching the action's answer to its form)
   * waits for each new reference's bound arguments in turn: it never answered.
   */
  action: FormAction;
  /** The form's accessible name ("Add city") */
  label: string;
  fields: ResourceFieldSpec[];
  defaults: Record<string, string>;
  submitLabel: string;
}) {
  const t = useTranslations('backOfficeResourceForm');
  // Every field starts with the record's value or empty, so a post refused without JavaScript
  // comes back with everything that was typed (the form refills the fields it has defaults for).
  const [startValues] = useState(() => ({ ...Object.fromEntries(fields.flatMap(fieldNames).map((n) => [n, ''])), ...defaults }));
  const f = useActionForm(adminResourceSchema(resource, id === null ? 'create' : 'update'), action, { defaultValues: startValues, resetOnSuccess: false });
  return (
    <form {...f.formProps} aria-label={label} className="max-w-2xl space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <FormError message={f.formSummary} />
      {fields.map((spec) => {
        switch (spec.kind) {
          case 'select':
            return (
              <SelectField
                key={spec.name}
                form={f}
                name={spec.name}
                label={spec.label}
                hint={spec.hint}
                required={spec.required}
                options={spec.required ? spec.options : [{ value: '', label: t('none') }, ...spec.options]}
              />
            );
          case 'typeahead':
            return (
              <TypeaheadField
                key={spec.name}
                form={f}
                name={spec.name}
                textName={spec.textName}
                endpoint={spec.endpoint}
                label={spec.label}
                hint={spec.hint}
                required={spec.required}
              />
            );
          case 'richtext':
            return <TextField key={spec.name} form={f} name={spec.name} label={spec.label} hint={spec.hint} multiline rows={8} maxLength={spec.maxLength} />;
          case 'image':
            return <ImageInput key={spec.name} spec={spec} error={f.errorFor(spec.name)} />;
          default:
            return (
              <TextField
                key={spec.name}
                form={f}
                name={spec.name}
                label={spec.label}
                hint={spec.hint}
                required={spec.required}
                type={spec.kind === 'date' ? 'date' : 'text'}
                inputMode={spec.inputMode}
                maxLength={spec.maxLength}
              />
            );
        }
      })}
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={f.pending} pendingLabel={t('saving')}>
          {submitLabel}
        </SubmitButton>
        <ButtonLink href={adminResourcePaths[resource]} variant="outline">
          {t('cancel')}
        </ButtonLink>
      </div>
    </form>
  );
}

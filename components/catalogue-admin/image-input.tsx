'use client';

import { useTranslations } from 'next-intl';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useMessageText } from '@/components/i18n/use-message-text';
import { Field } from '@/components/ui/field';
import { checkFile } from '@/components/ui/file-drop';
import { Input } from '@/components/ui/input';
import { uploadPolicies } from '@/lib/storage/policies';

const policy = uploadPolicies.image;

/**
 * A logo or banner input of the university and course forms: the current image, a preview of the
 * chosen one (a local blob: address), and the browser-side check of type and size. The file goes
 * with the form; the server checks it again by its content (PNG, JPEG or WebP).
 */
export function ImageInput({
  name,
  label,
  currentUrl,
  error,
  wide,
}: {
  name: string;
  label: string;
  /** The image stored now, if any. */
  currentUrl?: string | null;
  error?: string;
  /** A banner: a wide preview. */
  wide?: boolean;
}) {
  const t = useTranslations('backOfficeImageInput');
  const m = useMessageText();
  const types = m(policy.label);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setPreview(null);
    setProblem(null);
    if (!file) return;
    const msg = checkFile(file, { accept: policy.accept, maxBytes: policy.maxBytes });
    if (msg) {
      // checkFile checks emptiness, then size, then type: a problem with a file of an allowed size is its type.
      const wrongType = file.size > 0 && file.size <= policy.maxBytes;
      setProblem(wrongType ? t('chooseType', { types }) : m(msg));
      e.target.value = '';
      return;
    }
    setPreview(URL.createObjectURL(file));
  };
  const shown = preview ?? currentUrl ?? null;
  const lower = label.toLowerCase();
  return (
    <Field label={label} id={`field-${name}`} hint={t(currentUrl ? 'hintKeep' : 'hint', { types, mb: policy.maxBytes / (1024 * 1024) })} error={problem ?? error}>
      {(control) => (
        <div className="flex flex-wrap items-center gap-4">
          {shown ? (
            // eslint-disable-next-line @next/next/no-img-element -- a local preview (blob:) or our own image route
            <img
              src={shown}
              alt={preview ? t('preview', { name: lower }) : t('current', { name: lower })}
              className={wide ? 'h-20 w-48 rounded-md border border-slate-200 object-cover' : 'size-16 rounded-md border border-slate-200 object-contain'}
              data-preview={preview ? 'new' : 'current'}
            />
          ) : null}
          <Input {...control} name={name} type="file" accept={policy.accept} onChange={onChange} className="max-w-xs" />
        </div>
      )}
    </Field>
  );
}

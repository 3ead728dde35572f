'use client';

import { useTranslations } from 'next-intl';
import { type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '@/components/forms/use-action-form';
import { useMessageText } from '@/components/i18n/use-message-text';
import { msg } from '@/lib/i18n/message';
import { cn } from '@/lib/utils';
import { SpriteIcon } from '@/components/ui/sprite-icon';

/**
 * A file picker that also takes files dropped on it, and shows each upload's progress. The native
 * file input stays the control (a label opens it; keyboard and screen readers use it as usual).
 * `upload(file, onProgress)` sends one file (uploadWithProgress below does it over XHR, which
 * reports upload progress where fetch does not); the server checks the file again in any case.
 * Its words are in `shellCommon.fileDrop` (a base namespace, so every page's islands have them).
 *
 * Before the scripts run (or without JavaScript) nothing may silently do nothing:
 * - with `action` (the upload URL, a JSON route built with `formPost`, lib/api/json.ts) the drop is a
 *   real `<form method="post" enctype="multipart/form-data">` with the file input shown and an
 *   Upload button; the route answers it 303 back to the page with the outcome, which the page shows
 *   through `notice`. Once hydrated, the button goes and the JS path (progress, drag and drop) runs.
 *   The form must not sit inside another form.
 * - without `action`, a `<noscript>` says uploading needs JavaScript.
 * Either way a file chosen before hydration is uploaded once the scripts run.
 */
export interface FileDropProps {
  label: string;
  hint?: string;
  /** The input's accept list, e.g. "application/pdf,image/png". */
  accept?: string;
  maxBytes?: number;
  multiple?: boolean;
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<void>;
  onDone?: (file: File) => void;
  /** The upload URL a plain form posts to before JavaScript (see above); its file field is `file`. */
  action?: string;
  /** What the last plain form post came to (rendered text from the page's address), shown until a new file is chosen. */
  notice?: { saved: boolean; text: string };
}

type Item = { id: string; name: string; progress: number; error?: string; done?: boolean };

/** What checkFile can answer (message tokens: show them with useMessageText; compare with these). */
export const fileProblems = {
  empty: msg('shellCommon.fileDrop.empty'),
  tooLarge: (mb: number) => msg('shellCommon.fileDrop.tooLarge', { mb }),
  typeNotAllowed: msg('shellCommon.fileDrop.typeNotAllowed'),
};

/** The browser-side check (size and type) before anything is sent: the message (a token, see fileProblems), or null. Pure. */
export function checkFile(file: { name: string; size: number; type: string }, opts: { accept?: string; maxBytes?: number }): string | null {
  if (file.size === 0) return fileProblems.empty;
  if (opts.maxBytes && file.size > opts.maxBytes) return fileProblems.tooLarge(Math.round(opts.maxBytes / (1024 * 1024)));
  if (opts.accept) {
    const allowed = opts.accept.split(',').map((a) => a.trim().toLowerCase()).filter(Boolean);
    const name = file.name.toLowerCase();
    const type = file.type.toLowerCase();
    const ok = allowed.some((a) => (a.startsWith('.') ? name.endsWith(a) : a.endsWith('/*') ? type.startsWith(a.slice(0, -1)) : type === a));
    if (!ok) return fileProblems.typeNotAllowed;
  }
  return null;
}

/** POSTs a FormData with XHR, reporting upload progress (0…1); resolves on 2xx, else rejects with the answer's message (or a token). */
export function uploadWithProgress(url: string, body: FormData, onProgress: (fraction: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(xhr.response);
      else reject(new Error((xhr.response as { message?: string } | null)?.message ?? msg('shellCommon.fileDrop.failed')));
    };
    xhr.onerror = () => reject(new Error(msg('shellCommon.fileDrop.failedConnection')));
    xhr.send(body);
  });
}

export function FileDrop({ label, hint, accept, maxBytes, multiple, upload, onDone, action, notice }: FileDropProps) {
  const t = useTranslations('shellCommon.fileDrop');
  const text = useMessageText();
  const id = useId();
  const hydrated = useHydrated();
  const plain = action !== undefined && !hydrated;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [items, setItems] = useState<Item[]>([]);
  const [showNotice, setShowNotice] = useState(true);
  const patch = (itemId: string, change: Partial<Item>) => setItems((list) => list.map((i) => (i.id === itemId ? { ...i, ...change } : i)));

  const take = (files: FileList | null) => {
    if (files && files.length > 0) setShowNotice(false);
    for (const file of Array.from(files ?? []).slice(0, multiple ? undefined : 1)) {
      const itemId = `${file.name}-${file.size}-${Date.now()}-${Math.random()}`;
      const problem = checkFile(file, { accept, maxBytes });
      setItems((list) => [...list, { id: itemId, name: file.name, progress: 0, error: problem ?? undefined }]);
      if (problem) continue;
      upload(file, (progress) => patch(itemId, { progress }))
        .then(() => {
          patch(itemId, { progress: 1, done: true });
          onDone?.(file);
        })
        .catch((err: Error) => patch(itemId, { error: err.message }));
    }
    if (input.current) input.current.value = '';
  };

  // A file chosen before the scripts ran (the change event went unheard): upload it now.
  useEffect(() => {
    if (hydrated && input.current?.files && input.current.files.length > 0) take(input.current.files);
    // Once, when hydrated: `take` is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files);
  };

  // Hydrated, a submit (Enter, or the button in the moment before it goes) takes the JS path.
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    take(input.current?.files ?? null);
  };

  const zone = {
    onDragOver: (e: DragEvent) => {
      e.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop,
    className: cn(
      'rounded-lg border-2 border-dashed px-6 py-8 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ink-600',
      over ? 'border-primary-600 bg-primary-50' : 'border-slate-300 bg-white',
    ),
  };
  const controls = (
    <>
      <SpriteIcon name="file-up" className="mx-auto size-8 text-slate-400" />
      <label htmlFor={id} id={`${id}-label`} className="mt-2 block cursor-pointer text-sm font-semibold text-ink-700 underline underline-offset-2">
        {label}
      </label>
      <p className="mt-1 text-xs text-slate-600" id={`${id}-hint`}>
        {hint ?? (plain ? t('hintPlain') : t('hint'))}
      </p>
      <input
        ref={input}
        id={id}
        name="file"
        type="file"
        accept={accept}
        multiple={multiple}
        required={plain}
        aria-describedby={`${id}-hint`}
        className={plain ? 'mx-auto mt-3 block w-full max-w-xs text-sm text-slate-700 file:me-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:font-medium' : 'sr-only'}
        onChange={(e) => take(e.target.files)}
      />
      {plain ? (
        <button type="submit" className="btn btn-outline btn-sm mt-3" aria-describedby={`${id}-label`}>
          {t('submit')}
        </button>
      ) : null}
    </>
  );

  return (
    <div className="space-y-3">
      {action !== undefined ? (
        <form method="post" encType="multipart/form-data" action={action} onSubmit={onSubmit} {...zone}>
          {controls}
        </form>
      ) : (
        <div {...zone}>{controls}</div>
      )}
      {action === undefined ? (
        <noscript>
          <p className="text-sm font-medium text-red-700">{t('needsJavaScript')}</p>
        </noscript>
      ) : null}
      {notice && showNotice ? (
        <p
          role={notice.saved ? 'status' : 'alert'}
          className={cn('rounded-md border px-3 py-2 text-sm font-medium', notice.saved ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-800')}
        >
          {notice.text}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className="space-y-2" aria-label={t('uploads')}>
          {items.map((item) => (
            <li key={item.id} className="rounded-md border border-slate-200 bg-white px-3 py-2 text-sm">
              <div className="flex items-center justify-between gap-3">
                <span className="truncate font-medium text-slate-800">{item.name}</span>
                <span className={cn('shrink-0 text-xs', item.error ? 'text-red-700' : 'text-slate-600')}>
                  {item.error ? t('notUploaded') : item.done ? t('uploaded') : `${Math.round(item.progress * 100)} %`}
                </span>
                {item.error || item.done ? (
                  <button type="button" onClick={() => setItems((l) => l.filter((i) => i.id !== item.id))} className="rounded p-0.5 text-slate-500 hover:bg-slate-100" aria-label={t('dismiss', { name: item.name })}>
                    <SpriteIcon name="x" className="size-4" />
                  </button>
                ) : null}
              </div>
              {item.error ? (
                <p role="alert" className="mt-1 text-sm font-medium text-red-700">
                  {text(item.error)}
                </p>
              ) : (
                <progress className="mt-2 block h-1.5 w-full accent-primary-600" max={1} value={item.progress} aria-label={t('uploading', { name: item.name })} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

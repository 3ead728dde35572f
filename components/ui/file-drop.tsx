'use client';

import { useTranslations } from 'next-intl';
import { type DragEvent, useId, useRef, useState } from 'react';
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

export function FileDrop({ label, hint, accept, maxBytes, multiple, upload, onDone }: FileDropProps) {
  const t = useTranslations('shellCommon.fileDrop');
  const text = useMessageText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [items, setItems] = useState<Item[]>([]);
  const patch = (itemId: string, change: Partial<Item>) => setItems((list) => list.map((i) => (i.id === itemId ? { ...i, ...change } : i)));

  const take = (files: FileList | null) => {
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

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files);
  };

  return (
    <div className="space-y-3">
      <div
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'rounded-lg border-2 border-dashed px-6 py-8 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ink-600',
          over ? 'border-primary-600 bg-primary-50' : 'border-slate-300 bg-white',
        )}
      >
        <SpriteIcon name="file-up" className="mx-auto size-8 text-slate-400" />
        <label htmlFor={id} className="mt-2 block cursor-pointer text-sm font-semibold text-ink-700 underline underline-offset-2">
          {label}
        </label>
        <p className="mt-1 text-xs text-slate-600" id={`${id}-hint`}>
          {hint ?? t('hint')}
        </p>
        <input
          ref={input}
          id={id}
          type="file"
          accept={accept}
          multiple={multiple}
          aria-describedby={`${id}-hint`}
          className="sr-only"
          onChange={(e) => take(e.target.files)}
        />
      </div>
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

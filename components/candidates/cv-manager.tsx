'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { TextField } from '@/components/forms/field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useActionForm } from '@/components/forms/use-action-form';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FieldError } from '@/components/ui/field';
import { FileDrop, uploadWithProgress } from '@/components/ui/file-drop';
import { toast } from '@/components/ui/toaster';
import { deleteCvAction, renameCvAction, setCvHiddenAction, setDefaultCvAction } from '@/lib/candidates/actions';
import { renameCvSchema } from '@/lib/candidates/cv-schemas';
import { uploadPolicies } from '@/lib/storage/policies';

const policy = uploadPolicies.cv;

export interface CvItem {
  id: number;
  title: string;
  isDefault: boolean;
  hidden: boolean;
  applications: number;
  fileName: string;
  sizeBytes: number;
  uploadedAt: string;
  url: string;
}

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function RenameForm({ cv, onDone }: { cv: CvItem; onDone: () => void }) {
  const f = useActionForm(renameCvSchema, renameCvAction, {
    defaultValues: { id: cv.id, title: cv.title },
    resetOnSuccess: false,
    onSuccess: () => {
      toast.success('CV renamed');
      onDone();
    },
  });
  return (
    <form {...f.formProps} aria-label={`Rename ${cv.title}`} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <input type="hidden" name="id" value={cv.id} />
      <TextField form={f} name="title" label="CV title" id={`cv-title-${cv.id}`} className="min-w-0 flex-1" required />
      <div className="flex gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton pending={f.pending} pendingLabel="Saving…" aria-label={`Save the title of ${cv.title}`}>
          Save
        </SubmitButton>
      </div>
    </form>
  );
}

function CvRow({ cv }: { cv: CvItem }) {
  const [renaming, setRenaming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const run = (fn: () => Promise<{ ok: boolean; message?: string }>) =>
    startTransition(async () => {
      setError(null);
      const r = await fn();
      if (!r.ok) setError(r.message ?? 'Something went wrong');
      else if (r.message) toast.success(r.message);
    });
  const attached = cv.applications > 0;
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      {renaming ? (
        <RenameForm cv={cv} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="min-w-0 font-semibold break-words text-slate-900">{cv.title}</h3>
          {cv.isDefault ? <Badge tone="success">Default</Badge> : null}
          {cv.hidden ? <Badge>Hidden</Badge> : null}
          {attached ? <Badge tone="info">Sent with {cv.applications === 1 ? 'an application' : `${cv.applications} applications`}</Badge> : null}
        </div>
      )}
      <p className="text-sm text-slate-700">
        <a href={cv.url} className="break-all font-medium text-ink-700 underline underline-offset-2">
          <span className="sr-only">Open {cv.title}: </span>
          {cv.fileName}
        </a>{' '}
        · {size(cv.sizeBytes)} · uploaded {new Date(cv.uploadedAt).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })}
      </p>
      {renaming ? null : (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setRenaming(true)} aria-label={`Rename ${cv.title}`}>
            Rename
          </Button>
          {cv.isDefault ? null : (
            <Button type="button" variant="outline" size="sm" disabled={pending} onClick={() => run(() => setDefaultCvAction({ id: cv.id }))} aria-label={`Make ${cv.title} the default`}>
              Make default
            </Button>
          )}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={pending}
            onClick={() => run(() => setCvHiddenAction({ id: cv.id, hidden: !cv.hidden }))}
            aria-label={`${cv.hidden ? 'Show' : 'Hide'} ${cv.title}`}
          >
            {cv.hidden ? 'Show' : 'Hide'}
          </Button>
          {attached ? (
            <p className="self-center text-sm text-slate-600">Sent with an application: it can be hidden, not deleted.</p>
          ) : (
            <ConfirmDialog
              trigger={
                <Button type="button" variant="ghost" size="sm" disabled={pending} aria-label={`Delete ${cv.title}`}>
                  Delete
                </Button>
              }
              title={`Delete ${cv.title}?`}
              description="The file is deleted for good."
              confirm="Delete"
              danger
              onConfirm={() => run(() => deleteCvAction({ id: cv.id }))}
            />
          )}
        </div>
      )}
      {error ? (
        <div role="alert">
          <FieldError message={error} />
        </div>
      ) : null}
    </li>
  );
}

/** The CV manager: upload (with progress), the list (default first), and the hidden ones apart. */
export function CvManager({ cvs }: { cvs: CvItem[] }) {
  const router = useRouter();
  const visible = cvs.filter((c) => !c.hidden);
  const hidden = cvs.filter((c) => c.hidden);
  return (
    <div className="space-y-6">
      <section aria-labelledby="cv-upload-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="cv-upload-title" className="text-lg font-semibold text-slate-900">
          Upload a CV
        </h2>
        <div className="mt-4">
          <FileDrop
            label="Upload CV"
            hint={`${policy.label}, at most ${Math.round(policy.maxBytes / (1024 * 1024))} MB`}
            accept={policy.accept}
            maxBytes={policy.maxBytes}
            upload={async (file, onProgress) => {
              const body = new FormData();
              body.append('resume', file);
              await uploadWithProgress('/api/applicant/resume/', body, onProgress);
            }}
            onDone={() => router.refresh()}
          />
        </div>
      </section>
      <section aria-labelledby="cv-list-title" className="space-y-3">
        <h2 id="cv-list-title" className="text-lg font-semibold text-slate-900">
          My CVs
        </h2>
        {visible.length === 0 ? (
          <EmptyState title="No CVs yet">Upload a CV above; the first one becomes your default.</EmptyState>
        ) : (
          <ul className="space-y-3" aria-label="My CVs">
            {visible.map((cv) => (
              <CvRow key={cv.id} cv={cv} />
            ))}
          </ul>
        )}
      </section>
      {hidden.length > 0 ? (
        <section aria-labelledby="cv-hidden-title" className="space-y-3">
          <h2 id="cv-hidden-title" className="text-lg font-semibold text-slate-900">
            Hidden CVs
          </h2>
          <ul className="space-y-3" aria-label="Hidden CVs">
            {hidden.map((cv) => (
              <CvRow key={cv.id} cv={cv} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '@/lib/utils';

/**
 * A labelled control with its hint and error, wired for assistive technology: the label names
 * the control, `aria-describedby` points at the hint and the error, `aria-invalid` marks an
 * error, and a required field shows a mark (hidden from screen readers, which hear
 * `aria-required`). The control comes from the render prop, so any input fits:
 *
 *   <Field label="Email" error={error} required>{(control) => <Input type="email" {...control} />}</Field>
 */
export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

/** The ids a field's parts get, and what its control is described by (pure: unit-tested). */
export function fieldIds(id: string, parts: { hint?: boolean; error?: boolean }) {
  const hintId = parts.hint ? `${id}-hint` : undefined;
  const errorId = parts.error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

export function Field({ label, error, hint, required, id: givenId, className, children }: FieldProps) {
  const autoId = useId();
  const id = givenId ?? `f${autoId.replace(/[^A-Za-z0-9_-]/g, '')}`;
  const { hintId, errorId, describedBy } = fieldIds(id, { hint: Boolean(hint), error: Boolean(error) });
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-primary-600">
      *
    </span>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700" data-field-error>
      {message}
    </p>
  );
}

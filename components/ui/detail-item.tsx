import type { ReactNode } from 'react';

/** One row of a record's definition list (`<dl>`): the label, then the value or "—" when there is none. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 text-sm break-words text-slate-900">{children === null || children === undefined || children === '' ? '—' : children}</dd>
    </div>
  );
}

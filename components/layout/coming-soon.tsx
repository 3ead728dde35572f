import { Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { isPlaceholder, placeholders, type PlaceholderPath } from '@/lib/placeholders';

/**
 * The "coming soon" notice of a page whose content a later issue brings. It only takes a path from
 * lib/placeholders.ts (checked by type and at run time), so every such page is on that list.
 */
export function ComingSoon({ path, children }: { path: PlaceholderPath; children?: ReactNode }) {
  if (!isPlaceholder(path)) throw new Error(`${path} is not listed in lib/placeholders.ts`);
  const entry = placeholders[path];
  return (
    <section
      data-coming-soon={path}
      aria-labelledby="coming-soon-title"
      className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-700"
    >
      <div className="flex items-start gap-3">
        <Hourglass aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-600" />
        <div>
          <h2 id="coming-soon-title" className="font-semibold text-slate-900">
            Coming soon
          </h2>
          <p className="mt-1 text-sm">{entry.coming}</p>
          {children ? <div className="mt-3 text-sm">{children}</div> : null}
        </div>
      </div>
    </section>
  );
}

/** A whole placeholder page: its heading and the notice. */
export function PlaceholderPage({ path, intro }: { path: PlaceholderPath; intro?: ReactNode }) {
  const entry = placeholders[path];
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight">{entry.title}</h1>
      {intro}
      <ComingSoon path={path} />
    </div>
  );
}

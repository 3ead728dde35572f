import { SearchX, type SvgIcon } from '@/components/ui/icons';
import type { ReactNode } from 'react';

/** What a list says when it has nothing, with the way out (every list has one). */
export function EmptyState({ title, children, action, icon: Icon = SearchX }: { title: string; children?: ReactNode; action?: ReactNode; icon?: SvgIcon }) {
  return (
    <div role="status" className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon aria-hidden="true" className="mx-auto size-8 text-slate-400" />
      <p className="mt-3 text-lg font-semibold text-slate-900">{title}</p>
      {children ? <div className="mx-auto mt-2 max-w-md text-sm text-slate-600">{children}</div> : null}
      {action ? <div className="mt-5 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}

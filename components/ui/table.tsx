import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * Table parts with the one look (server or client). A wide table scrolls inside its frame on a
 * phone; `caption` names it for screen readers. For tables that are not lists (a record's
 * fields); lists, and any table whose rows carry a status or an action (a fee summary), use the
 * list kit (components/lists), whose rows become cards on a phone.
 */
export function Table({
  caption,
  className,
  children,
  minWidth = '44rem',
  keyboardScroll = false,
  ...props
}: ComponentProps<'table'> & {
  caption: string;
  minWidth?: string;
  /** A table without links or buttons: its scroller takes the focus so the keyboard can scroll it on a phone. */
  keyboardScroll?: boolean;
}) {
  const scroller = keyboardScroll ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {};
  return (
    // relative: sr-only texts inside cells are positioned inside the scroller, not beyond the page.
    <div
      {...scroller}
      className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
    >
      <table className={cn('w-full text-start text-sm', className)} style={{ minWidth }} {...props}>
        <caption className="sr-only">{caption}</caption>
        {children}
      </table>
    </div>
  );
}

export function THead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('bg-slate-50 text-xs uppercase tracking-wide text-slate-600', className)} {...props} />;
}

export function TBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('divide-y divide-slate-100', className)} {...props} />;
}

export function Th({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={cn('px-4 py-3 font-semibold', className)} {...props} />;
}

export function Td({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-4 py-3 align-top', className)} {...props} />;
}

import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A short status label (Active, Disabled, Open…). Colour is never the only signal: the word is. */
export const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', {
  variants: {
    tone: {
      neutral: 'bg-slate-50 text-slate-700 ring-slate-200',
      // i18n-ignore (CSS classes)
      success: 'bg-green-50 text-green-800 ring-green-200',
      warning: 'bg-amber-50 text-amber-900 ring-amber-200',
      danger: 'bg-red-50 text-red-800 ring-red-200',
      info: 'bg-ink-50 text-ink-800 ring-ink-100',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}

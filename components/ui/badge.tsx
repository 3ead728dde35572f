import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A short status label (Active, Disabled, Open…). Colour is never the only signal: the word is. */
// The classes are named once in app/globals.css (`badge`, `badge-<tone>`): a list shows one a row.
export const badgeVariants = cva('badge', {
  variants: {
    tone: {
      neutral: 'badge-neutral',
      // i18n-ignore (CSS classes)
      success: 'badge-success',
      warning: 'badge-warning',
      danger: 'badge-danger',
      info: 'badge-info',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}

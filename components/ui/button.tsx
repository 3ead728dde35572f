import type { VariantProps } from 'class-variance-authority';
import { Link } from '@/components/i18n/link';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button-variants';

export { buttonVariants };

type Variants = VariantProps<typeof buttonVariants>;

export function Button({ className, variant, size, ...props }: ComponentProps<'button'> & Variants) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

/**
 * A link that looks like a button. Not prefetched unless asked (`prefetch`): such links mostly open
 * a form or a record's page, rendered per request, and a list shows one per row — prefetching them
 * made each list view cost the server a render per row, for pages Next does not keep for the click.
 */
export function ButtonLink({ className, variant, size, prefetch = false, ...props }: ComponentProps<typeof Link> & Variants) {
  return <Link className={cn(buttonVariants({ variant, size }), className)} prefetch={prefetch} {...props} />;
}

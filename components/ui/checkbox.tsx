'use client';

import { Check } from 'lucide-react';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * A check box for the signed-in areas (Radix: a real button with role="checkbox"; Space toggles
 * it; inside a form it submits `name=on` like a native one). Put it in a Field or label it.
 */
export function Checkbox({ className, ...props }: ComponentProps<typeof RadixCheckbox.Root>) {
  return (
    <RadixCheckbox.Root
      className={cn('checkbox', className)}
      {...props}
    >
      <RadixCheckbox.Indicator>
        <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
      </RadixCheckbox.Indicator>
    </RadixCheckbox.Root>
  );
}

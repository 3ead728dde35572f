'use client';

import { Select as RadixSelect } from 'radix-ui';
import type { ComponentProps } from 'react';
import { usePageDirection } from '@/components/i18n/use-page-direction';
import { cn } from '@/lib/utils';
import { inputClass } from './input';
import { SpriteIcon } from '@/components/ui/sprite-icon';

/**
 * A select for the signed-in areas (Radix: opens with Enter, Space or the arrows, type-ahead,
 * Escape closes; inside a form it submits through a hidden native select). Public pages use the
 * native <select> (NativeSelect in input.tsx) instead. Pass the Field's control props through.
 */
export function Select({
  options,
  placeholder,
  className,
  id,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
  ...props
}: ComponentProps<typeof RadixSelect.Root> & {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
  className?: string;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const dir = usePageDirection();
  return (
    <RadixSelect.Root dir={dir} {...props}>
      <RadixSelect.Trigger
        id={id}
        aria-invalid={ariaInvalid}
        aria-describedby={ariaDescribedBy}
        className={cn(inputClass, 'flex items-center justify-between gap-2 text-start', className)}
      >
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon>
          <SpriteIcon name="chevron-down" className="size-4 text-slate-500" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content position="popper" sideOffset={4} className="z-50 max-h-72 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg">
          <RadixSelect.Viewport className="p-1">
            {options.map((o) => (
              <RadixSelect.Item
                key={o.value}
                value={o.value}
                className="relative flex cursor-pointer select-none items-center rounded px-7 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
              >
                <RadixSelect.ItemIndicator className="absolute inset-s-2">
                  <SpriteIcon name="check" className="size-4" />
                </RadixSelect.ItemIndicator>
                <RadixSelect.ItemText>{o.label}</RadixSelect.ItemText>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}

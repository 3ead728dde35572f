'use client';

import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { usePageDirection } from '@/components/i18n/use-page-direction';
import { cn } from '@/lib/utils';

/**
 * A group of radio buttons for the signed-in areas (Radix: arrow keys move between the options,
 * Tab leaves the group; inside a form it submits `name=value`).
 *
 *   <RadioGroup name="status" aria-label="Status" defaultValue="open" options={[{ value: 'open', label: 'Open' }, …]} />
 */
export function RadioGroup({
  options,
  className,
  ...props
}: ComponentProps<typeof RadixRadioGroup.Root> & { options: readonly { value: string; label: ReactNode; hint?: ReactNode }[] }) {
  const base = useId();
  const dir = usePageDirection();
  return (
    <RadixRadioGroup.Root dir={dir} className={cn('grid gap-2', className)} {...props}>
      {options.map((o, i) => {
        const id = `${base}-${i}`;
        return (
          <div key={o.value} className="flex items-start gap-2">
            <RadixRadioGroup.Item
              id={id}
              value={o.value}
              className="mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded-full border border-slate-400 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-600 data-[state=checked]:border-primary-600"
            >
              <RadixRadioGroup.Indicator className="block size-2 rounded-full bg-primary-600" />
            </RadixRadioGroup.Item>
            <label htmlFor={id} className="text-sm text-slate-800">
              {o.label}
              {o.hint ? <span className="block text-xs text-slate-600">{o.hint}</span> : null}
            </label>
          </div>
        );
      })}
    </RadixRadioGroup.Root>
  );
}

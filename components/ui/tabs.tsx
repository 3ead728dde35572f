'use client';

import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { usePageDirection } from '@/components/i18n/use-page-direction';
import { cn } from '@/lib/utils';

/**
 * Tabs for the signed-in areas (Radix: arrow keys move between tabs, in the page's direction; Tab
 * moves into the panel).
 * State that must survive a reload belongs in the URL: pass `value` and `onValueChange` then.
 *
 *   <Tabs label="Application" tabs={[{ value: 'details', label: 'Details', content: … }, …]} />
 */
export function Tabs({
  tabs,
  label,
  defaultValue,
  value,
  onValueChange,
  className,
}: {
  tabs: readonly { value: string; label: ReactNode; content: ReactNode }[];
  label: string;
  defaultValue?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}) {
  const dir = usePageDirection();
  return (
    <RadixTabs.Root dir={dir} defaultValue={defaultValue ?? tabs[0]?.value} value={value} onValueChange={onValueChange} className={className}>
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((t) => (
          <RadixTabs.Trigger
            key={t.value}
            value={t.value}
            className={cn(
              '-mb-px whitespace-nowrap border-b-2 border-transparent px-4 py-2 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-ink-600',
              'data-[state=active]:border-primary-600 data-[state=active]:text-slate-900',
            )}
          >
            {t.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((t) => (
        <RadixTabs.Content key={t.value} value={t.value} className="pt-4 focus-visible:outline-2 focus-visible:outline-ink-600">
          {t.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

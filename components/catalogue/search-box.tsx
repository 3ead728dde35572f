import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Search } from '@/components/ui/icons';
import { cn } from '@/lib/utils';
import { GetForm } from '@/components/i18n/link';

/**
 * A keyword search that goes to the course finder (`/programs?key=`). A plain GET form, so it works
 * without JavaScript; `required` with a pattern keeps an empty or blank text from being sent.
 * Without `label`, `placeholder` or `button`, it is the course search's (shellCatalogue.searchBox).
 * `children` go inside the form (an enhancement island such as LiveSearch).
 */
export function SearchBox({
  action = '/programs',
  defaultValue,
  label,
  placeholder,
  button,
  className,
  size = 'lg',
  children,
}: {
  action?: string;
  defaultValue?: string;
  label?: string;
  placeholder?: string;
  button?: string;
  className?: string;
  size?: 'md' | 'lg';
  children?: ReactNode;
}) {
  const t = useTranslations('shellCatalogue.searchBox');
  return (
    <GetForm action={action} role="search" className={cn('flex w-full gap-2', className)}>
      <label className="relative flex-1">
        <span className="sr-only">{label ?? t('label')}</span>
        <Search aria-hidden="true" className="pointer-events-none absolute inset-s-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" />
        <input
          type="search"
          name="key"
          required
          pattern=".*\S.*"
          title={t('title')}
          maxLength={100}
          defaultValue={defaultValue}
          placeholder={placeholder ?? t('placeholder')}
          className={cn(
            'block w-full rounded-md border border-slate-300 bg-white ps-10 pe-3 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-ink-600 focus:outline-none focus:ring-2 focus:ring-ink-600/30',
            size === 'lg' ? 'h-12 text-base' : 'h-10 text-sm',
          )}
        />
      </label>
      <button
        type="submit"
        className={cn(
          'inline-flex items-center justify-center rounded-md bg-primary-600 font-semibold text-white hover:bg-primary-700',
          size === 'lg' ? 'h-12 px-6' : 'h-10 px-4 text-sm',
        )}
      >
        {button ?? t('button')}
      </button>
      {children}
    </GetForm>
  );
}

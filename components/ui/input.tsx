import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * Native text controls with the one look: Input, Textarea and NativeSelect (public pages use the
 * native <select>; signed-in areas may use the Radix Select in select.tsx). An `aria-invalid`
 * control is drawn red, so a Field's error state needs no extra class.
 */
export const inputClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-ink-600 focus:outline-none focus:ring-2 focus:ring-ink-600/30 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-red-700/20 disabled:bg-slate-100';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClass, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClass, 'min-h-32', className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(inputClass, className)} {...props} />;
}

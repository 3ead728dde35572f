import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * Native text controls with the one look: Input, Textarea and NativeSelect (public pages use the
 * native <select>; signed-in areas may use the Radix Select in select.tsx). An `aria-invalid`
 * control is drawn red, so a Field's error state needs no extra class. The look is a class of
 * app/globals.css (`input`): its utility list, written out on every field, is named once there.
 */
export const inputClass = 'input';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClass, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClass, 'min-h-32', className)} {...props} />;
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(inputClass, className)} {...props} />;
}

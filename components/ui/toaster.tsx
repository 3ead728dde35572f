'use client';

import { Toaster as Sonner } from 'sonner';

/**
 * The one place toasts are shown (mounted once, in the root layout); anything may call sonner's
 * `toast.success(…)` / `toast.error(…)`. Toasts are announced politely and stay up across a
 * client-side navigation.
 */
export function Toaster() {
  return <Sonner richColors position="top-center" duration={5000} closeButton />;
}

export { toast } from 'sonner';

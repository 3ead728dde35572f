'use client';

import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/utils';
import { SpriteIcon } from '@/components/ui/sprite-icon';

export const SUCCESS_BANNER_MS = 5000;

/**
 * The success banner: shown after a successful save, hidden after 5 seconds.
 * Pass a new `success` object (useActionForm gives one per success) to show it again.
 */
export function SuccessBanner({
  success,
  onHide,
  className,
}: {
  success: { message: string; at: number } | null;
  onHide?: () => void;
  className?: string;
}) {
  const [shownAt, setShownAt] = useState<number | null>(null);
  const [visible, setVisible] = useState(false);
  // A new success (a new `at`) shows the banner again; derived during render, as React recommends.
  if (success && success.at !== shownAt) {
    setShownAt(success.at);
    setVisible(true);
  }
  const onHideRef = useRef(onHide);
  useEffect(() => {
    onHideRef.current = onHide;
  });
  // The 5 seconds count from when this success appeared, whatever else re-renders meanwhile.
  useEffect(() => {
    if (!visible) return;
    const t = setTimeout(() => {
      setVisible(false);
      onHideRef.current?.();
    }, SUCCESS_BANNER_MS);
    return () => clearTimeout(t);
  }, [visible, shownAt]);
  return (
    <div role="status" aria-live="polite" className={className}>
      {visible && success?.message ? (
        <p className={cn('flex items-center gap-2 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-900')}>
          <SpriteIcon name="circle-check" className="size-5 shrink-0" />
          {success.message}
        </p>
      ) : null}
    </div>
  );
}

/** The failure message above a form (field messages sit on their inputs). */
export function FormError({ message, className }: { message: string | null; className?: string }) {
  return (
    <div role="alert" className={className}>
      {message ? <p className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">{message}</p> : null}
    </div>
  );
}

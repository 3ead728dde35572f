'use client';

import { useEffect } from 'react';
import { SuccessBanner } from '@/components/forms/success-banner';

/**
 * The page-level success banner (role=status, hidden after 5 seconds): the message a page was sent
 * back with after a save, e.g. `/admin/cities?saved=created` rendered on the server as "City
 * created successfully". It is in the HTML, so it shows without JavaScript; with JavaScript the
 * flag is taken out of the address at once (a reload does not show it again) and the banner hides
 * after 5 seconds. A form that stays on its page shows its own answer with the same banner
 * (components/forms/success-banner.tsx).
 *
 *   <StatusBanner message={savedMessage(params.saved)} clearParams={['saved']} />
 */
export function StatusBanner({
  message,
  clearParams = [],
  at = 1,
  className,
}: {
  message: string | null | undefined;
  /** Query parameters that carried the flag; removed from the address once shown. */
  clearParams?: readonly string[];
  /** A new value shows the same message again (e.g. a time stamp carried in the address). */
  at?: number;
  className?: string;
}) {
  const key = clearParams.join(',');
  useEffect(() => {
    if (!message || !key) return;
    const url = new URL(window.location.href);
    let changed = false;
    for (const p of key.split(',')) {
      if (url.searchParams.has(p)) {
        url.searchParams.delete(p);
        changed = true;
      }
    }
    if (changed) window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [message, key]);
  return <SuccessBanner success={message ? { message, at } : null} className={className} />;
}

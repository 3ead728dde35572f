'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

/**
 * Closes the phone menu (a popover of the public header) after a link in it navigated: the header
 * stays on the page across client navigations, so the browser alone would leave it open.
 */
export function MenuCloser({ menuId }: { menuId: string }) {
  const pathname = usePathname();
  useEffect(() => {
    const menu = document.getElementById(menuId);
    if (menu?.matches(':popover-open')) menu.hidePopover();
  }, [pathname, menuId]);
  return null;
}

'use client';

import { useEffect, useRef } from 'react';

/**
 * Scrolls a strip of tabs that is wider than the screen (a phone) sideways so the active tab
 * (`aria-current="page"`) is in view. Only the strip scrolls, never the page. Render it inside the
 * strip's scrolling element; `active` names the active tab so it runs again when it changes.
 */
export function ScrollActiveTab({ active }: { active: string | undefined }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const strip = ref.current?.parentElement;
    const tab = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !tab || strip.scrollWidth <= strip.clientWidth) return;
    const left = tab.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
    strip.scrollLeft = Math.max(0, left - (strip.clientWidth - tab.offsetWidth) / 2);
  }, [active]);
  return <span ref={ref} hidden />;
}

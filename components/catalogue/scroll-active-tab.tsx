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
    // The tab's offset from the scroll origin; centred. No clamping here: the browser keeps
    // scrollLeft in its range, which runs from 0 to the right in a left-to-right strip and from 0
    // to the left (negative) in a right-to-left one.
    const offset = tab.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
    strip.scrollLeft = offset - (strip.clientWidth - tab.offsetWidth) / 2;
  }, [active]);
  return <span ref={ref} hidden />;
}

'use client';

import { Link } from '@/components/i18n/link';
import { usePathname } from 'next/navigation';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { cn } from '@/lib/utils';

/** An entry as the server renders it for the sidebar (components/layout/sidebar-items.ts): its words, and its icon's name in the sprite. */
export interface SidebarEntry {
  href: string;
  label: string;
  icon: string;
}

/** The entry a path belongs to: the longest matching href (`/employer/jobs/new` is Post a Job, not Manage Jobs). */
export function activeItem<T extends { href: string }>(items: readonly T[], pathname: string): T | undefined {
  let best: T | undefined;
  for (const item of items) {
    if (pathname === item.href || pathname.startsWith(`${item.href}/`)) {
      if (!best || item.href.length > best.href.length) best = item;
    }
  }
  return best;
}

/**
 * A dashboard's sidebar. Wide screens: always shown beside the page. Narrow screens (360 px and
 * up): collapsed behind a "Menu" button (aria-expanded; Escape closes it and returns focus), and
 * closed again after navigating. The current page's entry carries aria-current="page".
 * `logout` is the sign-out control, rendered by the server layout as the last entry. The words and
 * icons come from the server: `label` names the menu, `entries` are the role's entries (an icon by
 * its name in the sprite).
 *
 * Not prefetched: every entry is a page rendered per request (no loading boundary), and a
 * prefetch of one renders its layouts on the server again, which the page on screen already has;
 * prefetching the sidebar made every page view cost the server one more render per entry. The
 * same holds for the lists' page, sort and row links (components/ui/pagination.tsx, components/lists).
 */
export function Sidebar({ entries, logout, label }: { entries: readonly SidebarEntry[]; logout: ReactNode; label: string }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [shownFor, setShownFor] = useState(pathname);
  const button = useRef<HTMLButtonElement>(null);
  // Navigating closes the narrow-screen menu (state adjusted while rendering, no effect needed).
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  const active = activeItem(entries, pathname);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };
  return (
    <nav aria-label={label} onKeyDown={onKeyDown} className="lg:sticky lg:top-20 lg:w-64 lg:shrink-0 lg:self-start">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls="dashboard-sidebar"
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between gap-2 rounded-md border border-slate-200 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50 lg:hidden"
      >
        <span className="flex items-center gap-2">
          {open ? <SpriteIcon name="x" className="size-4" /> : <SpriteIcon name="menu" className="size-4" />}
          {label}
        </span>
        <span className="truncate text-xs font-normal text-slate-500">{active?.label}</span>
      </button>
      <ul
        id="dashboard-sidebar"
        className={cn(
          'mt-2 space-y-0.5 rounded-lg border border-slate-200 bg-white p-2 shadow-sm lg:mt-0 lg:block',
          open ? 'block' : 'hidden',
        )}
      >
        {entries.map((item) => {
          const current = active?.href === item.href;
          return (
            <li key={item.href}>
              <Link href={item.href} prefetch={false} aria-current={current ? 'page' : undefined} className={current ? 'side-link side-link-current' : 'side-link side-link-idle'}>
                <SpriteIcon name={item.icon} className="size-4 shrink-0" />
                {item.label}
              </Link>
            </li>
          );
        })}
        <li className="mt-1 border-t border-slate-100 pt-1">{logout}</li>
      </ul>
    </nav>
  );
}

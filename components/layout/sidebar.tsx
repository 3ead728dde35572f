'use client';

import { Menu, X } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import type { Role } from '@/lib/auth/actor';
import { cn } from '@/lib/utils';
import { activeItem, sidebarItems } from './sidebar-items';

/**
 * A dashboard's sidebar. Wide screens: always shown beside the page. Narrow screens (360 px and
 * up): collapsed behind a "Menu" button (aria-expanded; Escape closes it and returns focus), and
 * closed again after navigating. The current page's entry carries aria-current="page".
 * `logout` is the sign-out control, rendered by the server layout as the last entry. The words come
 * from the server: `label` names the menu, `labels` the entries (by href).
 *
 * Not prefetched: every entry is a page rendered per request (no loading boundary), and a
 * prefetch of one renders its layouts on the server again, which the page on screen already has;
 * prefetching the sidebar made every page view cost the server one more render per entry. The
 * same holds for the lists' page, sort and row links (components/ui/pagination.tsx, components/lists).
 */
export function Sidebar({ role, logout, label, labels }: { role: Role; logout: ReactNode; label: string; labels: Readonly<Record<string, string>> }) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [shownFor, setShownFor] = useState(pathname);
  const button = useRef<HTMLButtonElement>(null);
  // Navigating closes the narrow-screen menu (state adjusted while rendering, no effect needed).
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }
  const active = activeItem(role, pathname);
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
          {open ? <X aria-hidden="true" className="size-4" /> : <Menu aria-hidden="true" className="size-4" />}
          {label}
        </span>
        <span className="truncate text-xs font-normal text-slate-500">{active ? labels[active.href] : null}</span>
      </button>
      <ul
        id="dashboard-sidebar"
        className={cn(
          'mt-2 space-y-0.5 rounded-lg border border-slate-200 bg-white p-2 shadow-sm lg:mt-0 lg:block',
          open ? 'block' : 'hidden',
        )}
      >
        {sidebarItems[role].map((item) => {
          const current = active?.href === item.href;
          const Icon = item.icon;
          return (
            <li key={item.href}>
              <Link
                href={item.href}
                prefetch={false}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium no-underline',
                  current ? 'bg-primary-50 text-primary-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {labels[item.href]}
              </Link>
            </li>
          );
        })}
        <li className="mt-1 border-t border-slate-100 pt-1">{logout}</li>
      </ul>
    </nav>
  );
}

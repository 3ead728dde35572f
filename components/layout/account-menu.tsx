'use client';

import { Link } from '@/components/i18n/link';
import { type CSSProperties, type KeyboardEvent, type ToggleEvent, useId, useRef } from 'react';
import { SpriteIcon } from '@/components/ui/sprite-icon';
import { logoutAction, signOutEverywhereAction } from '@/lib/accounts/actions';

/**
 * The signed-in user's entry in the public header: their name, opening a menu with Dashboard (their
 * role's), Logout (this browser, back to the home page) and Sign out everywhere (every session of
 * the account: other browsers and API tokens too). Public pages use native elements: the menu is an
 * HTML popover (the button opens and closes it, Escape or a click outside closes it and focus
 * returns to the button, all without JavaScript), and Logout is a server-action form, so it works
 * before the scripts load. With JavaScript, opening focuses the first item and the arrow keys,
 * Home and End move between the items. Its words come from the server (`labels`: shellLayout.accountMenu),
 * so the island needs no messages of its own.
 */
const item = 'menu-item';

// Under the button, its end edges lined up (the right ones; the left ones in Arabic), where CSS
// anchor positioning exists; else (the class) under the header's end edge.
// One anchor name per menu: the header has two (wide screens and the phone menu).
const anchoredTo = (anchor: string) => ({ positionAnchor: anchor, inset: 'auto', top: 'anchor(bottom)', insetInlineEnd: 'anchor(end)' }) as CSSProperties;

export type AccountMenuLabels = { dashboard: string; logout: string; signOutEverywhere: string };

export function AccountMenu({ name, dashboardHref, labels }: { name: string; dashboardHref: string; labels: AccountMenuLabels }) {
  const id = `account-menu-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const anchor = `--${id}`;
  const menu = useRef<HTMLDivElement>(null);
  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === 'open') items()[0]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[event.key];
    if (to === undefined || list.length === 0) return;
    event.preventDefault();
    list[(to + list.length) % list.length]?.focus();
  };

  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        aria-haspopup="menu"
        data-testid="account-menu"
        style={{ anchorName: anchor } as CSSProperties}
        className="flex max-w-48 items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        <span className="truncate">{name}</span>
        <SpriteIcon name="chevron-down" className="size-4 shrink-0" />
      </button>
      <div
        ref={menu}
        id={id}
        popover="auto"
        role="menu"
        aria-label={name}
        onToggle={onToggle}
        onKeyDown={onKeyDown}
        style={anchoredTo(anchor)}
        className="fixed inset-e-4 top-16 m-0 mt-1.5 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        <Link role="menuitem" href={dashboardHref} prefetch={false} className={item} onClick={() => menu.current?.hidePopover()}>
          <SpriteIcon name="layout-dashboard" className="size-4" />
          {labels.dashboard}
        </Link>
        <form action={logoutAction}>
          <input type="hidden" name="redirectTo" value="/" />
          <button type="submit" role="menuitem" className={item}>
            <SpriteIcon name="log-out" className="size-4" />
            {labels.logout}
          </button>
        </form>
        <form action={signOutEverywhereAction}>
          <input type="hidden" name="redirectTo" value="/" />
          <button type="submit" role="menuitem" className={item}>
            <SpriteIcon name="monitor-off" className="size-4" />
            {labels.signOutEverywhere}
          </button>
        </form>
      </div>
    </>
  );
}

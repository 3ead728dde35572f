'use client';

import { ChevronDown, LayoutDashboard, LogOut, MonitorOff } from 'lucide-react';
import Link from 'next/link';
import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { logoutAction, signOutEverywhereAction } from '@/lib/accounts/actions';

/**
 * The signed-in user's entry in the public header: their name, opening a menu with Dashboard (their
 * role's), Logout (this browser, back to the home page) and Sign out everywhere (every session of
 * the account: other browsers and API tokens too). Radix's DropdownMenu: Enter, Space or the arrow keys
 * open it, arrows move, Escape closes and returns focus to the button.
 */
export function AccountMenu({ name, dashboardHref }: { name: string; dashboardHref: string }) {
  const form = useRef<HTMLFormElement>(null);
  const everywhere = useRef<HTMLFormElement>(null);
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          data-testid="account-menu"
          className="flex max-w-56 items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100 data-[state=open]:bg-slate-100"
        >
          <span className="truncate">{name}</span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={6}
            className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Item asChild>
              <Link
                href={dashboardHref}
                className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 no-underline outline-none data-[highlighted]:bg-slate-100"
              >
                <LayoutDashboard aria-hidden="true" className="size-4" />
                Dashboard
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item
              onSelect={() => form.current?.requestSubmit()}
              className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
            >
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </DropdownMenu.Item>
            <DropdownMenu.Item
              onSelect={() => everywhere.current?.requestSubmit()}
              className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100"
            >
              <MonitorOff aria-hidden="true" className="size-4" />
              Sign out everywhere
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <form ref={form} action={logoutAction} hidden>
        <input type="hidden" name="redirectTo" value="/" />
      </form>
      <form ref={everywhere} action={signOutEverywhereAction} hidden>
        <input type="hidden" name="redirectTo" value="/" />
      </form>
    </>
  );
}

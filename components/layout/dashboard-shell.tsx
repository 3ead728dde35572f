import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LogoutButton } from '@/components/auth/logout-button';
import { getMessageText } from '@/components/i18n/message-text';
import { LogOut } from '@/components/ui/icons';
import type { Role } from '@/lib/auth/actor';
import { dashboardFor, loginPathFor } from '@/lib/auth/redirects';
import { getSessionUser } from '@/lib/auth/session';
import { Sidebar } from './sidebar';
import { sidebarItems } from './sidebar-items';
import { AccountMenu } from './account-menu';
import { SiteHeader } from './site-header';
import { Link } from '@/components/i18n/link';

/**
 * The frame of every role area (admin, student, employer, candidate): the public header (with the
 * account menu), the role's sidebar and the page. The sidebar's Logout goes to the login page
 * (the admin login for admins), as the seed's dashboards do. These pages are per request anyway, so
 * the header's account menu is rendered here on the server (it works without JavaScript), where
 * cached public pages use the client island (components/layout/header-account.tsx).
 */
export async function DashboardShell({ role, children }: { role: Role; children: ReactNode }) {
  const [user, t, m] = await Promise.all([getSessionUser(), getTranslations('shellLayout'), getMessageText()]);
  const accountLabels = { dashboard: t('accountMenu.dashboard'), logout: t('accountMenu.logout'), signOutEverywhere: t('accountMenu.signOutEverywhere') };
  const entries = sidebarItems[role].map((item) => ({ href: item.href, label: m(item.label), icon: item.icon.iconName }));
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:inset-s-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      <SiteHeader accountMenu={user ? <AccountMenu name={user.name} dashboardHref={dashboardFor(user.role)} labels={accountLabels} /> : undefined} />
      <div className="mx-auto max-w-7xl px-4 py-6 lg:flex lg:gap-8 lg:py-8">
        <Sidebar
          entries={entries}
          label={t('dashboard.menu', { area: role })}
          logout={
            <LogoutButton
              redirectTo={loginPathFor(role)}
              className="side-link side-link-idle w-full text-start"
            >
              <LogOut aria-hidden="true" className="size-4 shrink-0" />
              {t('dashboard.logout')}
            </LogoutButton>
          }
        />
        <main id="main" className="mt-6 min-w-0 flex-1 lg:mt-0">
          {children}
        </main>
      </div>
    </>
  );
}

/** A page heading with an optional line under it, the same on every dashboard page; `back`: the way back to its list, above it. */
export function DashboardHeading({ title, children, back }: { title: string; children?: ReactNode; back?: { href: string; label: string } }) {
  return (
    <>
      {back ? (
        <p className="mb-4 text-sm">
          <Link href={back.href} className="text-ink-700 underline">
            {back.label}
          </Link>
        </p>
      ) : null}
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {children ? <p className="mt-1 text-slate-600">{children}</p> : null}
      </div>
    </>
  );
}

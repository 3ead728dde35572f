import type { Metadata } from 'next';
import { ClientMessages } from '@/components/i18n/client-messages';
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { findAreaUser } from '@/lib/auth/guard';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The messages the area's islands use in the browser (the job and company forms add their own). */
const islandNamespaces = ['values'] as const;

/**
 * The employer area's frame: the employer sidebar around every page under /employer. A user of another role
 * gets the 403 page here; a visitor is sent to login by the page itself, which knows its own
 * address (every page calls requirePage: a layout alone protects nothing).
 */
export default async function EmployerLayout({ children }: { children: React.ReactNode }) {
  const user = await findAreaUser('/employer');
  const islands = <ClientMessages namespaces={islandNamespaces}>{children}</ClientMessages>;
  if (!user) return islands;
  return <DashboardShell role={user.role}>{islands}</DashboardShell>;
}

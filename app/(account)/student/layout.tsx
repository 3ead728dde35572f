import type { Metadata } from 'next';
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { findAreaUser } from '@/lib/auth/guard';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The student area's frame: the student sidebar around every page under /student. A user of another role
 * gets the 403 page here; a visitor is sent to login by the page itself, which knows its own
 * address (every page calls requirePage: a layout alone protects nothing).
 */
export default async function StudentLayout({ children }: { children: React.ReactNode }) {
  const user = await findAreaUser('/student');
  if (!user) return children;
  return <DashboardShell role={user.role}>{children}</DashboardShell>;
}

import type { Metadata } from 'next';
import { ClientMessages } from '@/components/i18n/client-messages';
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { findAreaUser } from '@/lib/auth/guard';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/**
 * The messages every back-office page's islands use: the row actions of the lists and the value
 * labels (statuses, badges, a schema's words). A page with a form wraps it in its own namespaces
 * (the course and university forms, the reference forms, settings, a message's reply, the review
 * list and the review's forms), so a list page does not carry every form's words in its payload.
 */
const adminClientNamespaces = ['backOfficeRecordActions', 'values'] as const;

/**
 * The admin area's frame: the admin sidebar around every page under /admin (the route group keeps
 * /admin/login, a public page in app/(auth), outside it). A user of another role gets the 403 page
 * here; a visitor is sent to login by the page itself, which knows its own address (every page calls
 * requirePage: a layout alone protects nothing).
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const user = await findAreaUser('/admin');
  if (!user) return children;
  return (
    <ClientMessages namespaces={adminClientNamespaces}>
      <DashboardShell role={user.role}>{children}</DashboardShell>
    </ClientMessages>
  );
}

import type { Metadata } from 'next';
import { ClientMessages } from '@/components/i18n/client-messages';
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { findAreaUser } from '@/lib/auth/guard';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The messages the back office's islands use (forms, row actions, value labels). */
const adminClientNamespaces = [
  'backOfficeCourseForm',
  'backOfficeImageInput',
  'backOfficeMessageForms',
  'backOfficeRecordActions',
  'backOfficeResourceForm',
  'backOfficeSettings',
  'backOfficeUniversityForm',
  'values',
  // The application review's table and forms (components/applications-admin); the bulk move's
  // refusals are domain messages (review, applications).
  'admissionsReviewTable',
  'admissionsReviewForms',
  'review',
  'applications',
] as const;

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

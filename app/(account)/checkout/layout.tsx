import type { Metadata } from 'next';
import { DashboardShell } from '@/components/layout/dashboard-shell';
import { findAreaUser } from '@/lib/auth/guard';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** /checkout (students only) sits in the signed-in user's own dashboard frame. */
export default async function CheckoutLayout({ children }: { children: React.ReactNode }) {
  const user = await findAreaUser('/checkout');
  if (!user) return children;
  return <DashboardShell role={user.role}>{children}</DashboardShell>;
}

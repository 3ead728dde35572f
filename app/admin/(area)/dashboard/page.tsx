import type { Metadata } from 'next';
import { DashboardWelcome } from '@/components/layout/dashboard-welcome';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  const user = await requirePage('/admin/dashboard');
  return <DashboardWelcome role="admin" name={user.name} placeholder="/admin/dashboard" />;
}

import type { Metadata } from 'next';
import { DashboardWelcome } from '@/components/layout/dashboard-welcome';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Employer dashboard' };

export default async function EmployerDashboardPage() {
  const user = await requirePage('/employer/dashboard');
  return <DashboardWelcome role="employer" name={user.name} placeholder="/employer/dashboard" />;
}

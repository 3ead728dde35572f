import type { Metadata } from 'next';
import { DashboardWelcome } from '@/components/layout/dashboard-welcome';
import { requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Student dashboard' };

export default async function StudentDashboardPage() {
  const user = await requirePage('/student/dashboard');
  return <DashboardWelcome role="student" name={user.name} placeholder="/student/dashboard" />;
}

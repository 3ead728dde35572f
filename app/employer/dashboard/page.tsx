import type { Metadata } from 'next';
import Link from 'next/link';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { EmployerDashboard, employerNextSteps } from '@/components/jobs/employer-dashboard';
import { requirePage } from '@/lib/auth/guard';
import { canPostWith, findOwnCompanyProfile } from '@/lib/jobs/company-profiles';
import { employerAttention } from '@/lib/jobs/jobs';
import { jobStatistics } from '@/lib/jobs/statistics';

export const metadata: Metadata = { title: 'Employer dashboard' };

/**
 * /employer/dashboard: the employer's four figures (the board's job statistics, scoped to them)
 * and what needs them next. A new employer without a company profile is guided to it first
 * (the first thing next, and a notice above the figures).
 */
export default async function EmployerDashboardPage() {
  const user = await requirePage('/employer/dashboard');
  const [profile, stats, attention] = await Promise.all([findOwnCompanyProfile(user), jobStatistics(user), employerAttention(user)]);
  return (
    <>
      <DashboardHeading title={`Welcome, ${user.name}`}>Your job posts and applications at a glance.</DashboardHeading>
      {canPostWith(profile) ? null : (
        <p className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
          Start with your <Link href="/employer/profile" className="font-semibold underline">company profile</Link>: you can post jobs once your organisation name is saved.
        </p>
      )}
      <EmployerDashboard stats={stats} next={employerNextSteps(stats, { hasProfile: canPostWith(profile), rejected: attention.rejected, total: attention.total })} />
    </>
  );
}

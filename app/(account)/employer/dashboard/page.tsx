import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/i18n/link';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { EmployerDashboard, employerNextSteps } from '@/components/jobs/employer-dashboard';
import { requirePage } from '@/lib/auth/guard';
import { canPostWith, findOwnCompanyProfile } from '@/lib/jobs/company-profiles';
import { employerAttention } from '@/lib/jobs/jobs';
import { jobStatistics } from '@/lib/jobs/statistics';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('peopleEmployer.dashboard');
  return { title: t('metaTitle') };
}

/**
 * /employer/dashboard: the employer's four figures (the board's job statistics, scoped to them)
 * and what needs them next. A new employer without a company profile is guided to it first
 * (the first thing next, and a notice above the figures).
 */
export default async function EmployerDashboardPage() {
  const user = await requirePage('/employer/dashboard');
  const [profile, stats, attention, t] = await Promise.all([findOwnCompanyProfile(user), jobStatistics(user), employerAttention(user), getTranslations('peopleEmployer.dashboard')]);
  return (
    <>
      <DashboardHeading title={t('welcome', { name: user.name })}>{t('lead')}</DashboardHeading>
      {canPostWith(profile) ? null : (
        <p className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
          {t.rich('profileFirst', {
            link: (chunks) => (
              <Link href="/employer/profile" className="font-semibold underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      )}
      <EmployerDashboard stats={stats} next={employerNextSteps(stats, { hasProfile: canPostWith(profile), rejected: attention.rejected, total: attention.total })} />
    </>
  );
}

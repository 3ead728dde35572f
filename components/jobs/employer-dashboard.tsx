import { ArrowRight } from '@/components/ui/icons';
import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { getMessageText } from '@/components/i18n/message-text';
import { msg } from '@/lib/i18n/message';
import type { JobStatistics } from '@/lib/jobs/statistics';

interface Next {
  href: string;
  title: string;
  detail: string;
}

/** What needs the employer next, most pressing first, from their own figures (message tokens: the dashboard renders them). */
export function employerNextSteps(s: JobStatistics, a: { hasProfile: boolean; rejected: number; total: number }): Next[] {
  const out: Next[] = [];
  if (!a.hasProfile) {
    out.push({ href: '/employer/profile', title: msg('jobBoardEmployer.nextSteps.profileTitle'), detail: msg('jobBoardEmployer.nextSteps.profileDetail') });
  }
  if (a.rejected > 0) {
    out.push({
      href: '/employer/jobs',
      title: msg('jobBoardEmployer.nextSteps.rejectedTitle', { n: a.rejected }),
      detail: msg('jobBoardEmployer.nextSteps.rejectedDetail'),
    });
  }
  if (s.unviewedApplications > 0) {
    out.push({
      href: '/employer/applicants?viewed=no',
      title: msg('jobBoardEmployer.nextSteps.unviewedTitle', { n: s.unviewedApplications }),
      detail: msg('jobBoardEmployer.nextSteps.unviewedDetail'),
    });
  }
  if (a.hasProfile && a.total === 0) {
    out.push({ href: '/employer/jobs/new', title: msg('jobBoardEmployer.nextSteps.firstJobTitle'), detail: msg('jobBoardEmployer.nextSteps.firstJobDetail') });
  } else if (a.hasProfile) {
    out.push({ href: '/employer/jobs/new', title: msg('jobBoardEmployer.nextSteps.anotherJobTitle'), detail: msg('jobBoardEmployer.nextSteps.anotherJobDetail') });
  }
  return out;
}

/** The employer's four figures and what needs them next. */
export async function EmployerDashboard({ stats, next }: { stats: JobStatistics; next: Next[] }) {
  const [t, m] = await Promise.all([getTranslations('jobBoardEmployer.dashboard'), getMessageText()]);
  const figures: [string, number, string][] = [
    [t('approvedJobPosts'), stats.approvedJobPosts, '/employer/jobs?status=approved'],
    [t('postsUnderReview'), stats.reviewingJobPosts, '/employer/jobs?status=reviewing'],
    [t('unviewedApplications'), stats.unviewedApplications, '/employer/applicants?viewed=no'],
    [t('totalApplications'), stats.totalApplications, '/employer/applicants'],
  ];
  return (
    <div className="space-y-8">
      <section aria-labelledby="figures-title">
        <h2 id="figures-title" className="sr-only">
          {t('figuresTitle')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {figures.map(([label, n, href]) => (
            <li key={label}>
              <Link href={href} className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 text-slate-900 no-underline shadow-sm hover:border-ink-600">
                <span className="text-3xl font-bold tabular-nums">{n}</span>
                <span className="mt-1 text-sm text-slate-700">{label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="next-title">
        <h2 id="next-title" className="mb-3 text-lg font-semibold text-slate-900">
          {t('nextTitle')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {next.map((item) => (
            <li key={item.title}>
              <Link
                href={item.href}
                className="group flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 text-slate-900 no-underline shadow-sm hover:border-ink-600"
              >
                <span className="flex items-center justify-between gap-2 font-semibold">
                  {m(item.title)}
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-400 group-hover:text-ink-600" />
                </span>
                <span className="mt-1 text-sm text-slate-600">{m(item.detail)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600">
          {t.rich('directory', {
            link: (chunks) => (
              <Link href="/candidates" className="underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
      </section>
    </div>
  );
}

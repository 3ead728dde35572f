import { ArrowRight } from 'lucide-react';
import Link from 'next/link';
import type { JobStatistics } from '@/lib/jobs/statistics';

interface Next {
  href: string;
  title: string;
  detail: string;
}

/** What needs the employer next, most pressing first, from their own figures. */
export function employerNextSteps(s: JobStatistics, a: { hasProfile: boolean; rejected: number; total: number }): Next[] {
  const out: Next[] = [];
  if (!a.hasProfile) {
    out.push({ href: '/employer/profile', title: 'Complete your company profile', detail: 'Add your organisation name (and a logo): you need it before you can post a job.' });
  }
  if (a.rejected > 0) {
    out.push({
      href: '/employer/jobs',
      title: `${a.rejected} job${a.rejected === 1 ? ' was' : 's were'} rejected`,
      detail: 'Read the reason, edit the job and send it for review again.',
    });
  }
  if (s.unviewedApplications > 0) {
    out.push({ href: '/employer/jobs', title: `${s.unviewedApplications} new application${s.unviewedApplications === 1 ? '' : 's'}`, detail: 'Applications you have not opened yet.' });
  }
  if (a.hasProfile && a.total === 0) out.push({ href: '/employer/jobs/new', title: 'Post your first job', detail: 'Our team checks it before it appears on the job board.' });
  else if (a.hasProfile) out.push({ href: '/employer/jobs/new', title: 'Post another job', detail: 'Each post is checked by our team before it goes live.' });
  return out;
}

/** The employer's four figures and what needs them next. */
export function EmployerDashboard({ stats, next }: { stats: JobStatistics; next: Next[] }) {
  const figures: [string, number, string][] = [
    ['Approved job posts', stats.approvedJobPosts, '/employer/jobs'],
    ['Posts under review', stats.reviewingJobPosts, '/employer/jobs'],
    ['Unviewed applications', stats.unviewedApplications, '/employer/jobs'],
    ['Total applications', stats.totalApplications, '/employer/jobs'],
  ];
  return (
    <div className="space-y-8">
      <section aria-labelledby="figures-title">
        <h2 id="figures-title" className="sr-only">
          Your figures
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
          What needs you next
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {next.map((item) => (
            <li key={item.title}>
              <Link
                href={item.href}
                className="group flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 text-slate-900 no-underline shadow-sm hover:border-ink-600"
              >
                <span className="flex items-center justify-between gap-2 font-semibold">
                  {item.title}
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-400 group-hover:text-ink-600" />
                </span>
                <span className="mt-1 text-sm text-slate-600">{item.detail}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-600">
          Looking for people before you post? <Link href="/candidates" className="underline">Browse the candidate directory</Link>: job seekers who chose to be listed, by skill, city and
          category.
        </p>
      </section>
    </div>
  );
}

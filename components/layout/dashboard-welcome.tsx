import { ArrowRight } from 'lucide-react';
import Link from 'next/link';
import type { Role } from '@/lib/auth/actor';

/**
 * A dashboard's opening: the user's name and a short to-do list of what usually needs them (a
 * dashboard reads like a to-do list).
 */
interface Todo {
  href: string;
  title: string;
  detail: string;
}

const todos: Record<Role, { intro: string; items: Todo[] }> = {
  student: {
    intro: 'Here is what usually needs you next.',
    items: [
      { href: '/programs', title: 'Find a course that fits you', detail: 'Compare fees, deadlines, language and scholarships.' },
      { href: '/student/update-profile', title: 'Complete your profile', detail: 'Your education and passport details speed up every application.' },
      { href: '/student/applied-program', title: 'Follow your applications', detail: 'See where each one stands and what the university needs from you.' },
    ],
  },
  employer: {
    intro: 'Here is what usually needs you next.',
    items: [
      { href: '/employer/profile', title: 'Complete your company profile', detail: 'Candidates trust jobs with a clear company behind them.' },
      { href: '/employer/jobs/new', title: 'Post a job', detail: 'Each post is reviewed by our team before it goes live.' },
      { href: '/employer/applicants', title: 'Review your applicants', detail: 'New applications wait for your answer.' },
    ],
  },
  candidate: {
    intro: 'Here is what usually needs you next.',
    items: [
      { href: '/candidate/profile', title: 'Build your resume', detail: 'Your career information, education, experience and skills.' },
      { href: '/candidate/cvs', title: 'Upload a CV', detail: 'PDF or Word, up to 5 MB; choose the one employers see first.' },
      { href: '/candidate/jobs', title: 'Find jobs', detail: 'Search open jobs by title, city and category.' },
    ],
  },
  admin: {
    intro: 'Here is what usually waits for the team.',
    items: [
      { href: '/admin/applications', title: 'Review new applications', detail: 'Submitted and resubmitted applications wait for a decision.' },
      { href: '/admin/payments', title: 'Confirm payments', detail: 'Students recorded payment references to check.' },
      { href: '/admin/jobs', title: 'Approve job posts', detail: 'Employers’ new posts wait for review.' },
      { href: '/admin/messages', title: 'Answer messages', detail: 'Questions sent through the contact form.' },
    ],
  },
};

export function DashboardWelcome({ role, name }: { role: Role; name: string }) {
  const { intro, items } = todos[role];
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Welcome, {name}</h1>
        <p className="mt-1 text-slate-600">{intro}</p>
      </div>
      <section aria-labelledby="todo-title">
        <h2 id="todo-title" className="sr-only">
          To do
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.href}>
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
      </section>
    </div>
  );
}

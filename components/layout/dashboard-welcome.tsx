import { ArrowRight } from '@/components/ui/icons';
import { Link } from '@/components/i18n/link';
import { useTranslations } from 'next-intl';
import type { Role } from '@/lib/auth/actor';
import type { Messages } from '@/lib/i18n/messages/en';

/**
 * A dashboard's opening: the user's name and a short to-do list of what usually needs them (a
 * dashboard reads like a to-do list). `done`: the items the page knows are done (a resume at
 * 100 %, a CV uploaded), which the list leaves out.
 */
export type TodoKey = keyof Messages['shellLayout']['welcome']['items'];

interface Todo {
  href: string;
  /** Its title and detail: shellLayout.welcome.items.<key>. */
  key: TodoKey;
}

const todos: Record<Role, { intro: 'user' | 'admin'; items: Todo[] }> = {
  student: {
    intro: 'user',
    items: [
      { href: '/programs', key: 'findCourse' },
      { href: '/student/update-profile', key: 'studentProfile' },
      { href: '/student/applied-program', key: 'applications' },
    ],
  },
  employer: {
    intro: 'user',
    items: [
      { href: '/employer/profile', key: 'companyProfile' },
      { href: '/employer/jobs/new', key: 'postJob' },
      { href: '/employer/applicants', key: 'applicants' },
    ],
  },
  candidate: {
    intro: 'user',
    items: [
      { href: '/candidate/profile', key: 'resume' },
      { href: '/candidate/cvs', key: 'cv' },
      { href: '/candidate/jobs', key: 'findJobs' },
    ],
  },
  admin: {
    intro: 'admin',
    items: [
      { href: '/admin/applications', key: 'reviewApplications' },
      { href: '/admin/payments', key: 'payments' },
      { href: '/admin/jobs', key: 'jobPosts' },
      { href: '/admin/messages', key: 'messages' },
    ],
  },
};

export function DashboardWelcome({ role, name, done = [] }: { role: Role; name: string; done?: readonly TodoKey[] }) {
  const t = useTranslations('shellLayout.welcome');
  const { intro } = todos[role];
  const items = todos[role].items.filter((item) => !done.includes(item.key));
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title', { name })}</h1>
        <p className="mt-1 text-slate-600">{t(`intro.${intro}`)}</p>
      </div>
      <section aria-labelledby="todo-title">
        <h2 id="todo-title" className="sr-only">
          {t('todo')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.href}>
              <Link
                href={item.href}
                className="group flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 text-slate-900 no-underline shadow-sm hover:border-ink-600"
              >
                <span className="flex items-center justify-between gap-2 font-semibold">
                  {t(`items.${item.key}.title`)}
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-400 group-hover:text-ink-600" />
                </span>
                <span className="mt-1 text-sm text-slate-600">{t(`items.${item.key}.detail`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

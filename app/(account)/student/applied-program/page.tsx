import type { Metadata } from 'next';
import { Plus } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import { AppliedList } from '@/components/applications/applied-list';
import { ClientMessages } from '@/components/i18n/client-messages';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { ButtonLink } from '@/components/ui/button';
import { listApplications } from '@/lib/applications/reads';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { PER_PAGE_DEFAULT } from '@/lib/http/page';
import { pageParamsSchema } from '@/lib/http/page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admissionsStudent.appliedProgram');
  return { title: t('metaTitle') };
}

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /student/applied-program: the student's applications with their real status, newest change first. */
export default async function StudentAppliedProgramPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const user = await requirePage('/student/applied-program', { callbackPath: pathWithQuery('/student/applied-program', params) });
  const query = pageParamsSchema.parse({ page: one(params.page), per_page: one(params.per_page) });
  const [page, t] = await Promise.all([listApplications(user, query), getTranslations('admissionsStudent.appliedProgram')]);
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <DashboardHeading title={t('title')}>{t('intro')}</DashboardHeading>
        <ButtonLink href="/universities">
          <Plus aria-hidden="true" className="size-4" />
          {t('apply')}
        </ButtonLink>
      </div>
      <ClientMessages namespaces={['admissionsStudentActions']}>
        <AppliedList page={page} actor={user} defaultPerPage={PER_PAGE_DEFAULT} />
      </ClientMessages>
    </div>
  );
}

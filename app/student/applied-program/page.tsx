import type { Metadata } from 'next';
import { Plus } from 'lucide-react';
import { AppliedList } from '@/components/applications/applied-list';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { ButtonLink } from '@/components/ui/button';
import { listApplications } from '@/lib/applications/reads';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';
import { PER_PAGE_DEFAULT, pageParamsSchema } from '@/lib/http/page';

export const metadata: Metadata = { title: 'Applied universities' };

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** /student/applied-program: the student's applications with their real status, newest change first. */
export default async function StudentAppliedProgramPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const user = await requirePage('/student/applied-program', { callbackPath: pathWithQuery('/student/applied-program', params) });
  const query = pageParamsSchema.parse({ page: one(params.page), per_page: one(params.per_page) });
  const page = await listApplications(user, query);
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <DashboardHeading title="Applied universities">Where each application stands, and whom it is waiting on.</DashboardHeading>
        <ButtonLink href="/universities">
          <Plus aria-hidden="true" className="size-4" />
          Apply to a university
        </ButtonLink>
      </div>
      <AppliedList page={page} actor={user} defaultPerPage={PER_PAGE_DEFAULT} />
    </div>
  );
}

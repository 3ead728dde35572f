import { Download } from 'lucide-react';
import type { Metadata } from 'next';
import { ReviewFilters } from '@/components/applications-admin/review-filters';
import { ReviewTable } from '@/components/applications-admin/review-table';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ResultCount } from '@/components/ui/list-filters';
import { Pagination } from '@/components/ui/pagination';
import { listApplicationsForReview, reviewFilterOptions } from '@/lib/applications/review';
import { reviewListHref, reviewListSchema } from '@/lib/applications/review-schemas';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';

export const metadata: Metadata = { title: 'Applications' };

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * /admin/applications (seed /admin/applicant-list): every submitted application with its filters,
 * search, sort and page in the URL; bulk status changes; the CSV of the current filter.
 */
export default async function AdminApplicationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/applications', { callbackPath: pathWithQuery('/admin/applications', params) });
  const query = reviewListSchema.parse(Object.fromEntries(Object.keys(reviewListSchema.shape).map((k) => [k, one(params[k])])));
  const [page, options] = await Promise.all([listApplicationsForReview(user, query), reviewFilterOptions(user)]);
  const filtered = Boolean(query.q || query.status || query.university_id || query.program_id || query.country || query.from || query.to);
  const exportHref = reviewListHref({ ...query, page: 1, per_page: undefined }, '/admin/applications/export');
  return (
    <div className="space-y-4">
      <DashboardHeading title="Applications">
        Every submitted application: find one, open it to review the student&apos;s details and documents, or change several at once.
      </DashboardHeading>
      <ReviewFilters query={query} options={options} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ResultCount page={page} none="No applications match." noun={(n) => (n === 1 ? 'application' : 'applications')} />
        {page.total > 0 ? (
          <ButtonLink href={exportHref} variant="outline" size="sm" prefetch={false} download>
            <Download aria-hidden="true" className="size-4" />
            Export CSV<span className="sr-only"> of the {page.total} applications that match</span>
          </ButtonLink>
        ) : null}
      </div>
      {page.items.length > 0 ? (
        <ReviewTable items={page.items} query={query} />
      ) : (
        <EmptyState
          title="No applications match"
          action={
            filtered ? (
              <ButtonLink href="/admin/applications" variant="outline">
                Clear the filters
              </ButtonLink>
            ) : undefined
          }
        >
          {filtered ? 'Try another name, status, university or date.' : 'No student has submitted an application yet. Drafts stay with the student until they submit.'}
        </EmptyState>
      )}
      <Pagination page={page.page} lastPage={page.pageCount} hrefFor={(n) => reviewListHref({ ...query, page: n })} className="mt-4" />
    </div>
  );
}

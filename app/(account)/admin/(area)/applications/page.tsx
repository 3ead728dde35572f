import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { reviewList } from '@/components/applications-admin/review-list';
import { ReviewTable } from '@/components/applications-admin/review-table';
import { UniversityMatches } from '@/components/applications-admin/university-matches';
import { ClientMessages } from '@/components/i18n/client-messages';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { ListView } from '@/components/lists/list-view';
import { listApplicationsForReviewPage, reviewFilterOptions } from '@/lib/applications/review';
import { reviewListHref, reviewListSchema } from '@/lib/applications/review-schemas';
import { pathWithQuery, requirePage } from '@/lib/auth/guard';

/** The review table's island: its words, and the domain's refusals a bulk move can answer with. */
const reviewTableNamespaces = ['admissionsReviewTable', 'review', 'applications'] as const;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficePages');
  return { title: t('applications.metaTitle') };
}

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * /admin/applications (seed /admin/applicant-list): every submitted application with its filters,
 * search, sort and page in the URL (every page reachable); bulk status changes; the CSV of the
 * current filter. The university is a type-ahead: a typed name (no JavaScript) filters by its
 * single match, or offers its matches ("did you mean").
 */
export default async function AdminApplicationsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const user = await requirePage('/admin/applications', { callbackPath: pathWithQuery('/admin/applications', params) });
  const parsed = reviewListSchema.parse(Object.fromEntries(Object.keys(reviewListSchema.shape).map((k) => [k, one(params[k])])));
  const options = await reviewFilterOptions(user, parsed);
  // The university resolved: a chosen id, or a typed name's single match, is the filter (its
  // address names the id); a typed name of several matches (or none) is a "did you mean" list.
  const query = options.university
    ? { ...parsed, university_id: Number(options.university.value), university_q: undefined }
    : parsed.university_q
      ? { ...parsed, university_id: undefined }
      : parsed;
  const page = await listApplicationsForReviewPage(user, query);
  const t = await getTranslations('backOfficePages.applications');
  return (
    <div className="space-y-4">
      <DashboardHeading title={t('title')}>{t('intro')}</DashboardHeading>
      {query.university_q ? (
        <UniversityMatches typed={query.university_q} matches={options.universityMatches} hrefFor={(id) => reviewListHref({ ...query, university_q: undefined, university_id: id, page: 1 })} />
      ) : null}
      <ListView list={reviewList(query, { ...options, countCapped: page.totalCapped })} page={page} query={query} table={(rows) => (
          <ClientMessages namespaces={reviewTableNamespaces}>
            <ReviewTable items={rows} query={query} />
          </ClientMessages>
        )} />
    </div>
  );
}

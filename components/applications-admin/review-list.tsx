import { idOptions, PER_PAGE_CHOICES, type ListDefinition } from '@/components/lists/definition';
import type { ReviewListItem } from '@/lib/applications/types';
import { defaultDir, reviewListHref, reviewStatusValues, type ReviewListParams, type ReviewSort } from '@/lib/applications/review-schemas';
import { statusLabels } from '@/lib/applications/status';

export interface ReviewFilterOptions {
  universities: { id: number; name: string }[];
  programs: { id: number; name: string }[];
  countries: string[];
}

/**
 * The admin application list (its rows are the ReviewTable island, for the bulk moves): every
 * filter, the sort and the page in the address; the CSV of the current filter streams from
 * /admin/applications/export.
 */
export function reviewList(query: ReviewListParams, options: ReviewFilterOptions): ListDefinition<ReviewListItem, ReviewListParams> {
  return {
    base: '/admin/applications',
    caption: 'Applications',
    noun: { one: 'application', many: 'applications' },
    rowKey: (a) => a.id,
    columns: [],
    filters: [
      { kind: 'search', name: 'q', label: 'Name, e-mail, phone or passport' },
      { kind: 'select', name: 'status', label: 'Status', any: 'Any status', options: reviewStatusValues.map((s) => ({ value: s, label: statusLabels[s] })) },
      { kind: 'select', name: 'university_id', label: 'University', any: 'Any university', options: idOptions(options.universities) },
      { kind: 'select', name: 'program_id', label: 'Program', any: 'Any program', options: idOptions(options.programs) },
      {
        kind: 'select',
        name: 'country',
        label: 'Country',
        any: 'Any country',
        options: [...new Set([...(query.country ? [query.country] : []), ...options.countries])].map((c) => ({ value: c, label: c })),
      },
      { kind: 'date', name: 'from', label: 'Submitted from' },
      { kind: 'date', name: 'to', label: 'Submitted to' },
    ],
    perPage: PER_PAGE_CHOICES,
    sort: { default: 'submitted', dirOf: (key) => defaultDir(key as ReviewSort) },
    href: (q) => reviewListHref(q),
    csv: {
      href: (q) => reviewListHref({ ...q, page: 1, per_page: undefined }, '/admin/applications/export'),
      label: 'Export CSV',
      srLabel: (total) => `of the ${total} applications that match`,
    },
    empty: {
      title: 'No applications match',
      body: (filtered) =>
        filtered ? 'Try another name, status, university or date.' : 'No student has submitted an application yet. Drafts stay with the student until they submit.',
    },
    pagesLabel: 'Pages',
  };
}

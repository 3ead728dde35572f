import { idOptions, PER_PAGE_CHOICES, type FilterOption, type ListDefinition } from '@/components/lists/definition';
import type { ReviewListItem } from '@/lib/applications/types';
import { defaultDir, reviewListHref, reviewStatusValues, type ReviewListParams, type ReviewSort } from '@/lib/applications/review-schemas';
import { statusLabels } from '@/lib/applications/status';
import { renderMessage, translate } from '@/lib/i18n/catalogue';
import type { Messages } from '@/lib/i18n/messages/en';

export interface ReviewFilterOptions {
  programs: { id: number; name: string }[];
  countries: { value: string; label: string }[];
  /** The chosen university (or the single match of the typed name), shown by name in its type-ahead. */
  university?: FilterOption | null;
  /** The page's count is a cap ("10,000+"): the CSV's label says "more than". */
  countCapped?: boolean;
}

/** The university type-ahead's endpoint (GET ?q=&limit=, FilterOption[]). */
export const reviewUniversitiesEndpoint = '/admin/applications/universities';

type ListKey = keyof Messages['admissionsReview']['list'];

/** The list's words: its keys (admissionsReview.list) and the renderer of value labels (message tokens). */
export interface ReviewListText {
  t: (key: ListKey, params?: Record<string, string | number>) => string;
  m: (text: string) => string;
}

/** The default language's words, for a page that does not hand its own. */
const defaultText: ReviewListText = { t: (key, params) => translate(`admissionsReview.list.${key}`, params), m: (text) => renderMessage(text) };

/**
 * The admin application list (its rows are the ReviewTable island, for the bulk moves): every
 * filter, the sort and the page in the address; the CSV of the current filter streams from
 * /admin/applications/export. `text`: the page's words (`{ t: await getTranslations('admissionsReview.list'),
 * m: await getMessageText() }`); without it, the default language's.
 */
export function reviewList(query: ReviewListParams, options: ReviewFilterOptions, { t, m }: ReviewListText = defaultText): ListDefinition<ReviewListItem, ReviewListParams> {
  return {
    base: '/admin/applications',
    caption: t('caption'),
    noun: { many: t('nounMany'), counted: (n, total) => t('counted', { n, total }) },
    rowKey: (a) => a.id,
    columns: [],
    filters: [
      { kind: 'search', name: 'q', label: t('search') },
      { kind: 'select', name: 'status', label: t('status'), any: t('anyStatus'), options: reviewStatusValues.map((s) => ({ value: s, label: m(statusLabels[s]) })) },
      // 10,000 universities: a type-ahead (server search), never a <select> of them all.
      { kind: 'typeahead', name: 'university_id', textName: 'university_q', label: t('university'), hint: t('universityHint'), source: { endpoint: reviewUniversitiesEndpoint, selected: options.university ?? null, minChars: 2 } },
      { kind: 'select', name: 'program_id', label: t('program'), any: t('anyProgram'), options: idOptions(options.programs) },
      {
        kind: 'select',
        name: 'country',
        label: t('country'),
        any: t('anyCountry'),
        options: [...(query.country && !options.countries.some((c) => c.value === query.country) ? [{ value: query.country, label: query.country }] : []), ...options.countries],
      },
      { kind: 'date', name: 'from', label: t('submittedFrom') },
      { kind: 'date', name: 'to', label: t('submittedTo') },
    ],
    perPage: PER_PAGE_CHOICES,
    sort: { default: 'submitted', dirOf: (key) => defaultDir(key as ReviewSort) },
    href: (q) => reviewListHref(q),
    isFiltered: (q) => Boolean(q.q || q.status || q.university_id || q.university_q || q.program_id || q.country || q.from || q.to),
    csv: {
      href: (q) => reviewListHref({ ...q, page: 1, per_page: undefined }, '/admin/applications/export'),
      label: t('exportCsv'),
      // The export holds every match: a capped count says "more than".
      srLabel: (total) => (options.countCapped ? t('exportSrOver', { total }) : t('exportSr', { total })),
    },
    empty: {
      title: t('emptyTitle'),
      body: (filtered) =>
        filtered ? t('emptyFiltered') : t('emptyBody'),
    },
    pagesLabel: t('pagesLabel'),
  };
}

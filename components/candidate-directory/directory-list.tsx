import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { idOptions, type ListDefinition } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import type { DirectoryRow } from '@/lib/candidates/directory';
import type { DirectoryParams } from '@/lib/candidates/directory-schemas';
import type { Page } from '@/lib/http/page';

const base = '/candidates';

/** The directory: search by skill, city and job category, opted-in candidates in real pages (cards at every width). */
export async function directoryList(categories: { id: number; name: string }[]): Promise<ListDefinition<DirectoryRow, DirectoryParams>> {
  const t = await getTranslations('peopleDirectory.list');
  return {
    base,
    caption: t('caption'),
    noun: { many: t('nounMany'), counted: (n, total) => t('counted', { n, total }) },
    rowKey: (c) => c.uuid,
    filters: [
      { kind: 'search', name: 'skill', label: t('skill'), maxLength: 60 },
      { kind: 'search', name: 'city', label: t('city'), maxLength: 60 },
      { kind: 'select', name: 'category', label: t('category'), any: t('anyCategory'), options: idOptions(categories) },
    ],
    columns: [],
    empty: { title: t('emptyTitle'), body: (filtered) => (filtered ? t('emptyFiltered') : t('emptyBody')) },
    pagesLabel: t('pagesLabel'),
  };
}

function CandidateCards({ rows }: { rows: DirectoryRow[] }) {
  const t = useTranslations('peopleDirectory.list');
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label={t('caption')}>
      {rows.map((c) => (
        <li key={c.uuid} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="text-base font-semibold">
            <Link href={`${base}/${c.uuid}`} className="text-ink-700 underline underline-offset-2">
              {c.name}
            </Link>
          </h2>
          <p className="text-sm text-slate-700">{[c.jobLevel, c.city].filter(Boolean).join(' · ') || t('noLevelOrCity')}</p>
          {c.skills.length ? (
            <ul className="mt-2 flex flex-wrap gap-1" aria-label={t('skillsOf', { name: c.name })}>
              {c.skills.slice(0, 8).map((s) => (
                <li key={s}>
                  <Badge>{s}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          {c.categories.length ? <p className="mt-2 text-xs text-slate-600">{t('categories', { list: c.categories.join(', ') })}</p> : null}
        </li>
      ))}
    </ul>
  );
}

export async function DirectoryList({ page, query, categories }: { page: Page<DirectoryRow>; query: DirectoryParams; categories: { id: number; name: string }[] }) {
  return <ListView list={await directoryList(categories)} page={page} query={query} table={(rows) => <CandidateCards rows={rows} />} />;
}

import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { idOptions, type ListDefinition } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import type { DirectoryRow } from '@/lib/candidates/directory';
import type { DirectoryParams } from '@/lib/candidates/directory-schemas';
import type { Page } from '@/lib/http/page';

const base = '/candidates';

/** The directory: search by skill, city and job category, opted-in candidates in real pages (cards at every width). */
export function directoryList(categories: { id: number; name: string }[]): ListDefinition<DirectoryRow, DirectoryParams> {
  return {
    base,
    caption: 'Candidates',
    noun: { one: 'candidate', many: 'candidates' },
    rowKey: (c) => c.uuid,
    filters: [
      { kind: 'search', name: 'skill', label: 'Skill', maxLength: 60 },
      { kind: 'search', name: 'city', label: 'City', maxLength: 60 },
      { kind: 'select', name: 'category', label: 'Job category', any: 'Any category', options: idOptions(categories) },
    ],
    columns: [],
    empty: { title: 'No candidates match', body: (filtered) => (filtered ? 'Try another skill, city or category.' : 'No candidate has opted in to the directory yet.') },
    pagesLabel: 'Candidate pages',
  };
}

function CandidateCards({ rows }: { rows: DirectoryRow[] }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2" aria-label="Candidates">
      {rows.map((c) => (
        <li key={c.uuid} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="text-base font-semibold">
            <Link href={`${base}/${c.uuid}`} className="text-ink-700 underline underline-offset-2">
              {c.name}
            </Link>
          </h2>
          <p className="text-sm text-slate-700">{[c.jobLevel, c.city].filter(Boolean).join(' · ') || 'No level or city given'}</p>
          {c.skills.length ? (
            <ul className="mt-2 flex flex-wrap gap-1" aria-label={`Skills of ${c.name}`}>
              {c.skills.slice(0, 8).map((s) => (
                <li key={s}>
                  <Badge>{s}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          {c.categories.length ? <p className="mt-2 text-xs text-slate-600">Categories: {c.categories.join(', ')}</p> : null}
        </li>
      ))}
    </ul>
  );
}

export function DirectoryList({ page, query, categories }: { page: Page<DirectoryRow>; query: DirectoryParams; categories: { id: number; name: string }[] }) {
  return <ListView list={directoryList(categories)} page={page} query={query} table={(rows) => <CandidateCards rows={rows} />} />;
}

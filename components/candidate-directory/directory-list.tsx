import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { FilterButtons, ResultCount } from '@/components/ui/list-filters';
import { Pagination } from '@/components/ui/pagination';
import type { DirectoryRow } from '@/lib/candidates/directory';
import type { DirectoryParams } from '@/lib/candidates/directory-schemas';
import { type Page, listHref } from '@/lib/http/page';

const base = '/candidates';

const href = (q: DirectoryParams, change: Partial<DirectoryParams> = {}) => listHref(base, { ...q, ...change });

/** The directory: search by skill, city and job category, opted-in candidates in real pages. */
export function DirectoryList({ page, query, categories }: { page: Page<DirectoryRow>; query: DirectoryParams; categories: { id: number; name: string }[] }) {
  const filtered = Boolean(query.skill || query.city || query.category !== null);
  return (
    <div className="space-y-4">
      <form method="get" action={base} role="search" aria-label="Find candidates" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
        <Field label="Skill" id="directory-skill">
          {(c) => <Input {...c} name="skill" type="search" defaultValue={query.skill} maxLength={60} />}
        </Field>
        <Field label="City" id="directory-city">
          {(c) => <Input {...c} name="city" type="search" defaultValue={query.city} maxLength={60} />}
        </Field>
        <Field label="Job category" id="directory-category">
          {(c) => (
            <NativeSelect {...c} name="category" defaultValue={query.category === null ? '' : String(query.category)}>
              <option value="">Any category</option>
              {categories.map((cat) => (
                <option key={cat.id} value={cat.id}>
                  {cat.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <FilterButtons clearHref={base} filtered={filtered} />
      </form>
      <ResultCount page={page} none="No candidates match." noun={(n) => (n === 1 ? 'candidate' : 'candidates')} />
      {page.items.length ? (
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Candidates">
          {page.items.map((c) => (
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
      ) : (
        <EmptyState title="No candidates match">{filtered ? 'Try another skill, city or category.' : 'No candidate has opted in to the directory yet.'}</EmptyState>
      )}
      <Pagination page={page.page} lastPage={page.pageCount} hrefFor={(n) => href(query, { page: n })} label="Candidate pages" />
    </div>
  );
}

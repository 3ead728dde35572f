import { FilterButtons } from '@/components/ui/list-filters';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/input';
import { reviewStatusValues, type ReviewListParams } from '@/lib/applications/review-schemas';
import { statusLabels } from '@/lib/applications/status';

const perPageChoices = [10, 20, 40, 60];

export interface ReviewFilterOptions {
  universities: { id: number; name: string }[];
  programs: { id: number; name: string }[];
  countries: string[];
}

/**
 * The admin application list's filters: a GET form, so the URL holds every filter (a reload or a
 * shared link shows the same list, and it works without JavaScript). The sort stays as it was.
 */
export function ReviewFilters({ query, options }: { query: ReviewListParams; options: ReviewFilterOptions }) {
  const filtered = Boolean(query.q || query.status || query.university_id || query.program_id || query.country || query.from || query.to);
  return (
    <form
      method="get"
      action="/admin/applications"
      role="search"
      aria-label="Find applications"
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
    >
      <Field label="Name, e-mail, phone or passport" id="applications-q" className="sm:col-span-2">
        {(control) => <Input {...control} name="q" type="search" defaultValue={query.q ?? ''} maxLength={100} />}
      </Field>
      <Field label="Status" id="applications-status">
        {(control) => (
          <NativeSelect {...control} name="status" defaultValue={query.status ?? ''}>
            <option value="">Any status</option>
            {reviewStatusValues.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="University" id="applications-university">
        {(control) => (
          <NativeSelect {...control} name="university_id" defaultValue={query.university_id ? String(query.university_id) : ''}>
            <option value="">Any university</option>
            {options.universities.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Program" id="applications-program">
        {(control) => (
          <NativeSelect {...control} name="program_id" defaultValue={query.program_id ? String(query.program_id) : ''}>
            <option value="">Any program</option>
            {options.programs.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Country" id="applications-country">
        {(control) => (
          <NativeSelect {...control} name="country" defaultValue={query.country ?? ''}>
            <option value="">Any country</option>
            {[...new Set([...(query.country ? [query.country] : []), ...options.countries])].map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label="Submitted from" id="applications-from">
        {(control) => <Input {...control} name="from" type="date" defaultValue={query.from ?? ''} />}
      </Field>
      <Field label="Submitted to" id="applications-to">
        {(control) => <Input {...control} name="to" type="date" defaultValue={query.to ?? ''} />}
      </Field>
      <Field label="Per page" id="applications-per-page">
        {(control) => (
          <NativeSelect {...control} name="per_page" defaultValue={String(query.per_page)}>
            {perPageChoices.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      {query.sort !== 'submitted' ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.dir ? <input type="hidden" name="dir" value={query.dir} /> : null}
      <div className="sm:col-span-2 lg:col-span-3">
        <FilterButtons clearHref="/admin/applications" filtered={filtered} />
      </div>
    </form>
  );
}

import { notFound } from 'next/navigation';
import Link from 'next/link';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { StatusBanner } from '@/components/ui/success-banner';
import {
  getAdminResource,
  listAdminResource,
  listAdminResourceOptions,
  listProvinceChoices,
  listUniversityChoices,
  type AdminResourceDetail,
} from '@/lib/catalogue/admin-resources';
import {
  adminResourceListSchema,
  adminResourcePaths,
  adminResourceSortKeys,
  type AdminResourceListParams,
  type AdminResourceName,
} from '@/lib/catalogue/schemas';
import { saveAdminResourceAction } from '@/lib/catalogue/actions';
import { isAppError } from '@/lib/errors';
import { success } from '@/lib/messages';
import { publicImagePath } from '@/lib/storage/policies';
import type { SessionUser } from '@/lib/auth/session-user';
import { ResourceForm, type ResourceFieldSpec } from './resource-form';
import { ResourceRowActions } from './resource-row-actions';
import { type ResourceColumn, ResourceTable, StatusBadge } from './resource-table';
import { degreeTypeValues } from '@/lib/catalogue/values';

/**
 * The back-office pages of the simple resources, written once: a list page, and an add/edit page,
 * each configured per resource below (its words, columns and form fields). The route files under
 * app/admin/(area) check the guard (requirePage) and hand the user here.
 */

type SearchParams = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

interface ResourceConfig {
  /** "Cities" */
  plural: string;
  /** "city" */
  noun: string;
  /** "City" (headings and messages) */
  Noun: string;
  intro: string;
  searchLabel: string;
  columns: ResourceColumn[];
  fields: (user: SessionUser, row: AdminResourceDetail | null) => Promise<ResourceFieldSpec[]>;
}

const statusField: ResourceFieldSpec = {
  name: 'status',
  label: 'Status',
  kind: 'select',
  required: true,
  options: [
    { value: '1', label: 'Enabled' },
    { value: '0', label: 'Disabled' },
  ],
};

const image = (name: 'icon' | 'image', label: string, row: AdminResourceDetail | null): ResourceFieldSpec => {
  const current = row ? (row[name] as string | null) : null;
  return { name, label, kind: 'image', current, currentUrl: current ? publicImagePath(current) : null };
};

const thumb = (key: unknown, alt: string) =>
  typeof key === 'string' && key ? (
    // eslint-disable-next-line @next/next/no-img-element -- our own small image route
    <img src={publicImagePath(key)} alt={alt} className="size-8 rounded object-contain" />
  ) : (
    <span className="text-slate-500">None</span>
  );

const options = (rows: { id: number; label: string; status?: boolean }[], except?: number) =>
  rows.filter((r) => r.id !== except).map((r) => ({ value: String(r.id), label: r.status === false ? `${r.label} (disabled)` : r.label }));

const configs: Record<AdminResourceName, ResourceConfig> = {
  category: {
    plural: 'Categories',
    noun: 'category',
    Noun: 'Category',
    intro: 'Categories group universities; a category may sit under a parent category.',
    searchLabel: 'Name or code',
    columns: [
      { label: 'Icon', cell: (r) => thumb(r.icon, '') },
      { label: 'Name', sort: 'name', cell: (r) => <span className="font-medium text-slate-900">{r.label}</span> },
      { label: 'Code', sort: 'code', cell: (r) => str(r.code) || '—' },
      { label: 'Parent', cell: (r) => str(r.parentName) || '—' },
      { label: 'Status', sort: 'status', cell: (r) => <StatusBadge enabled={r.status} /> },
    ],
    fields: async (user, row) => [
      { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
      { name: 'code', label: 'Code', kind: 'text', maxLength: 40 },
      { name: 'category_id', label: 'Parent category', kind: 'select', options: options(await listAdminResourceOptions(user, 'category'), row?.id) },
      statusField,
      image('icon', 'Icon', row),
    ],
  },
  program: {
    plural: 'Programs',
    noun: 'program',
    Noun: 'Program',
    intro: 'The degrees courses belong to (Bachelor, Masters, PhD, MBBS, Chinese Language).',
    searchLabel: 'Name',
    columns: [
      { label: 'Icon', cell: (r) => thumb(r.icon, '') },
      { label: 'Name', sort: 'name', cell: (r) => <span className="font-medium text-slate-900">{r.label}</span> },
      { label: 'Type', sort: 'type', cell: (r) => str(r.type) },
      { label: 'Duration', cell: (r) => str(r.duration) || '—' },
      { label: 'Courses', cell: (r) => str(r.courses), className: 'text-right tabular-nums' },
      { label: 'Status', sort: 'status', cell: (r) => <StatusBadge enabled={r.status} /> },
    ],
    fields: async (_user, row) => [
      { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
      { name: 'type', label: 'Type', kind: 'select', required: true, options: degreeTypeValues.map((t) => ({ value: t, label: t })) },
      { name: 'duration', label: 'Duration', kind: 'text', hint: 'For example "4 years".', maxLength: 60 },
      statusField,
      image('icon', 'Icon', row),
    ],
  },
  city: {
    plural: 'Cities',
    noun: 'city',
    Noun: 'City',
    intro: 'Cities universities are in; a disabled city leaves the public pages with its universities.',
    searchLabel: 'Name or code',
    columns: [
      { label: 'Name', sort: 'name', cell: (r) => <span className="font-medium text-slate-900">{r.label}</span> },
      { label: 'Code', sort: 'code', cell: (r) => str(r.code), className: 'tabular-nums' },
      { label: 'Province', cell: (r) => str(r.provinceName) || '—' },
      { label: 'Universities', cell: (r) => str(r.universities), className: 'text-right tabular-nums' },
      { label: 'Status', sort: 'status', cell: (r) => <StatusBadge enabled={r.status} /> },
    ],
    fields: async (user) => [
      { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
      { name: 'code', label: 'Code', kind: 'text', required: true, inputMode: 'numeric', hint: 'Digits only.', maxLength: 8 },
      { name: 'province_id', label: 'Province', kind: 'select', options: options(await listProvinceChoices(user)) },
      statusField,
    ],
  },
  country: {
    plural: 'Countries',
    noun: 'country',
    Noun: 'Country',
    intro: 'The countries students choose from for their nationality and address.',
    searchLabel: 'Name or code',
    columns: [
      { label: 'Name', sort: 'name', cell: (r) => <span className="font-medium text-slate-900">{r.label}</span> },
      { label: 'Code', sort: 'code', cell: (r) => str(r.code) },
      { label: 'Status', sort: 'status', cell: (r) => <StatusBadge enabled={r.status} /> },
    ],
    fields: async () => [
      { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
      { name: 'code', label: 'Code', kind: 'text', required: true, hint: 'For example "CN".', maxLength: 10 },
      statusField,
    ],
  },
  offer: {
    plural: 'Scholarship offers',
    noun: 'scholarship offer',
    Noun: 'Scholarship offer',
    intro: 'Offers show on their university’s Scholarship tab and on /scholarships while they and their university are enabled.',
    searchLabel: 'Title or code',
    columns: [
      { label: 'Title', sort: 'title', cell: (r) => <span className="font-medium text-slate-900">{r.label}</span> },
      { label: 'University', sort: 'university', cell: (r) => str(r.universityName) },
      { label: 'Program', cell: (r) => str(r.programName) || 'Every degree' },
      { label: 'Percent', sort: 'percent', cell: (r) => `${str(r.percent)}%`, className: 'text-right tabular-nums' },
      { label: 'Status', sort: 'status', cell: (r) => <StatusBadge enabled={r.status} /> },
    ],
    fields: async (user, row) => [
      { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: 200 },
      { name: 'code', label: 'Code', kind: 'text', maxLength: 40 },
      { name: 'type', label: 'Type', kind: 'text', hint: 'For example "Full" or "Partial".', maxLength: 60 },
      { name: 'university_id', label: 'University', kind: 'select', required: true, options: [{ value: '', label: 'Choose a university' }, ...options(await listUniversityChoices(user))] },
      { name: 'program_id', label: 'Program', kind: 'select', hint: 'None: open to every degree of the university.', options: options(await listAdminResourceOptions(user, 'program')) },
      { name: 'duration', label: 'Duration', kind: 'text', hint: 'For example "4 years".', maxLength: 60 },
      { name: 'percent', label: 'Percent', kind: 'text', required: true, inputMode: 'numeric', hint: 'Of the tuition, 0 to 100.', maxLength: 3 },
      { name: 'deadline', label: 'Deadline', kind: 'date' },
      { name: 'details', label: 'Details', kind: 'richtext', hint: 'Simple HTML is kept (paragraphs, bold, lists, links); anything else is removed when saved.', maxLength: 50_000 },
      statusField,
      image('image', 'Image', row),
    ],
  },
};

/** The form's starting values: the record's (seed input names), or a new record's. */
function defaultsOf(resource: AdminResourceName, row: AdminResourceDetail | null): Record<string, string> {
  if (!row) return { status: '1', ...(resource === 'program' ? { type: 'Bachelor' } : {}) };
  const names: Record<string, string> = {
    category_id: 'parentId',
    province_id: 'provinceId',
    university_id: 'universityId',
    program_id: 'programId',
  };
  const out: Record<string, string> = {};
  for (const key of ['name', 'title', 'code', 'type', 'duration', 'percent', 'details', 'deadline', 'category_id', 'province_id', 'university_id', 'program_id']) {
    const v = row[names[key] ?? key];
    if (v !== undefined) out[key] = str(v);
  }
  out.status = row.status ? '1' : '0';
  return out;
}

const savedMessage = (c: ResourceConfig, saved: string | undefined) =>
  saved === 'created' ? success.resourceCreated(c.Noun) : saved === 'updated' ? success.resourceUpdated(c.Noun) : null;

/** /admin/<resource>: the list, its filters in the address, the banner after a save. */
export async function ResourceListPage({ resource, user, params }: { resource: AdminResourceName; user: SessionUser; params: SearchParams }) {
  const c = configs[resource];
  const query = adminResourceListSchema(adminResourceSortKeys[resource]).parse({
    q: one(params.q),
    sort: one(params.sort),
    dir: one(params.dir),
    status: one(params.status),
    page: one(params.page),
    per_page: one(params.per_page),
  }) as AdminResourceListParams;
  const page = await listAdminResource(user, resource, query);
  return (
    <div>
      <DashboardHeading title={c.plural}>{c.intro}</DashboardHeading>
      <StatusBanner message={savedMessage(c, one(params.saved))} clearParams={['saved']} className="mb-4" />
      <ResourceTable
        resource={resource}
        plural={c.plural}
        noun={c.noun}
        searchLabel={c.searchLabel}
        page={page}
        query={query}
        defaultSort={adminResourceSortKeys[resource][0]}
        columns={c.columns}
      />
    </div>
  );
}

/** /admin/<resource>/new and /admin/<resource>/{id}/edit. */
export async function ResourceFormPage({ resource, user, id }: { resource: AdminResourceName; user: SessionUser; id?: string }) {
  const base = adminResourcePaths[resource];
  const c = configs[resource];
  let row: AdminResourceDetail | null = null;
  if (id !== undefined) {
    try {
      row = await getAdminResource(user, resource, id);
    } catch (err) {
      if (isAppError(err) && err.code === 'not_found') notFound();
      throw err;
    }
  }
  const fields = await c.fields(user, row);
  const title = row ? `Edit ${c.noun}: ${row.label}` : `Add ${c.noun}`;
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link href={base} className="text-ink-700 underline">
          Back to {c.plural.toLowerCase()}
        </Link>
      </p>
      <DashboardHeading title={title}>Fields marked with * are required.</DashboardHeading>
      <ResourceForm
        resource={resource}
        id={row ? row.id : null}
        action={saveAdminResourceAction.bind(null, resource, row ? row.id : null)}
        label={row ? `Edit ${c.noun}` : `Add ${c.noun}`}
        fields={fields}
        defaults={defaultsOf(resource, row)}
        submitLabel={row ? 'Save changes' : `Add ${c.noun}`}
      />
      {row ? (
        <section aria-labelledby="resource-status-heading" className="max-w-2xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="resource-status-heading" className="text-base font-semibold text-slate-900">
            Status and deletion
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            This {c.noun} is {row.status ? 'enabled' : 'disabled'}.
          </p>
          <div className="mt-4">
            <ResourceRowActions
              resource={resource}
              noun={c.noun}
              afterDelete={base}
              row={{ id: row.id, label: row.label, status: row.status, applications: row.applications, dependents: row.dependents }}
            />
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** The page title of a resource page (metadata). */
export const resourceTitle = (resource: AdminResourceName) => configs[resource].plural;

import { enabledStatusFilter, StatusBadge } from '@/components/catalogue-admin/list-parts';
import { PER_PAGE_CHOICES, type ListColumn } from '@/components/lists/definition';
import { saveAdminResourceAction } from '@/lib/catalogue/actions';
import {
  getAdminResource,
  listAdminResource,
  listAdminResourceOptions,
  listProvinceChoices,
  listUniversityChoices,
  type AdminResourceDetail,
} from '@/lib/catalogue/admin-resources';
import { adminResourceListSchema, adminResourcePaths, adminResourceSortKeys, type AdminResourceListParams, type AdminResourceName } from '@/lib/catalogue/schemas';
import { degreeTypeValues } from '@/lib/catalogue/values';
import type { SessionUser } from '@/lib/auth/session-user';
import { saveReferenceAction } from '@/lib/jobs/actions';
import { formatAdminDateTime, referenceListParamsSchema, type ReferenceListParams } from '@/lib/jobs/admin-schemas';
import { getReference, listReference, type ReferenceList, type ReferenceRow } from '@/lib/jobs/reference-admin';
import { publicImagePath } from '@/lib/storage/policies';
import { CodeNameForm } from './code-name-form';
import { one, type AnySource, type ReferenceSource, type SearchParams } from './engine';
import { ResourceForm, type ResourceFieldSpec } from './resource-form';
import { CodeNameRowActions, ResourceRowActions } from './row-actions';

/** The seven kinds of reference data, each a source of the one engine (engine.tsx). */

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

// ---------------------------------------------------------------------------------------------
// The catalogue's five (lib/catalogue/admin-resources.ts)

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

type Col = ListColumn<AdminResourceDetail>;
const nameCol = (header = 'Name', sort = 'name'): Col => ({ header, sort, cell: (r) => r.label, className: 'font-medium text-slate-900', card: 'title' });
const statusCol: Col = { header: 'Status', sort: 'status', cell: (r) => <StatusBadge enabled={r.status} /> };
const iconCol: Col = { header: 'Icon', cell: (r) => thumb(r.icon, ''), card: 'hidden' };

/** The form's starting values: the record's (seed input names), or a new record's. */
function defaultsOf(resource: AdminResourceName, row: AdminResourceDetail | null): Record<string, string> {
  if (!row) return { status: '1', ...(resource === 'program' ? { type: 'Bachelor' } : {}) };
  const names: Record<string, string> = { category_id: 'parentId', province_id: 'provinceId', university_id: 'universityId', program_id: 'programId' };
  const out: Record<string, string> = {};
  for (const key of ['name', 'title', 'code', 'type', 'duration', 'percent', 'details', 'deadline', 'category_id', 'province_id', 'university_id', 'program_id']) {
    const v = row[names[key] ?? key];
    if (v !== undefined) out[key] = str(v);
  }
  out.status = row.status ? '1' : '0';
  return out;
}

function catalogueSource(
  resource: AdminResourceName,
  words: { plural: string; noun: string; Noun: string; intro: string; searchLabel: string },
  columns: Col[],
  fields: (user: SessionUser, row: AdminResourceDetail | null) => Promise<ResourceFieldSpec[]>,
): ReferenceSource<AdminResourceDetail, AdminResourceListParams> {
  const base = adminResourcePaths[resource];
  const sortKeys = adminResourceSortKeys[resource];
  return {
    ...words,
    base,
    list: { columns, filters: [{ kind: 'search', name: 'q', label: words.searchLabel }, enabledStatusFilter], perPage: PER_PAGE_CHOICES, sort: { default: sortKeys[0] }, defaults: { status: 'all' } },
    tryAgain: 'Try another search or status.',
    parse: (p: SearchParams) =>
      adminResourceListSchema(sortKeys).parse({
        q: one(p.q),
        sort: one(p.sort),
        dir: one(p.dir),
        status: one(p.status),
        page: one(p.page),
        per_page: one(p.per_page),
      }) as AdminResourceListParams,
    load: (user, query) => listAdminResource(user, resource, query),
    get: (user, id) => getAdminResource(user, resource, id),
    key: (r) => r.id,
    label: (r) => r.label,
    actions: (r, where) => (
      <ResourceRowActions
        resource={resource}
        noun={words.noun}
        editHref={where.editHref}
        afterDelete={where.afterDelete}
        row={{ id: r.id, label: r.label, status: r.status, applications: r.applications, dependents: r.dependents }}
      />
    ),
    form: async (user, row) => (
      <ResourceForm
        resource={resource}
        id={row ? row.id : null}
        action={saveAdminResourceAction.bind(null, resource, row ? row.id : null)}
        label={row ? `Edit ${words.noun}` : `Add ${words.noun}`}
        fields={await fields(user, row)}
        defaults={defaultsOf(resource, row)}
        submitLabel={row ? 'Save changes' : `Add ${words.noun}`}
      />
    ),
    manage: (r) => ({ heading: 'Status and deletion', text: `This ${words.noun} is ${r.status ? 'enabled' : 'disabled'}.` }),
  };
}

const category = catalogueSource(
  'category',
  { plural: 'Categories', noun: 'category', Noun: 'Category', intro: 'Categories group universities; a category may sit under a parent category.', searchLabel: 'Name or code' },
  [iconCol, nameCol(), { header: 'Code', sort: 'code', cell: (r) => str(r.code) || '—' }, { header: 'Parent', cell: (r) => str(r.parentName) || '—' }, statusCol],
  async (user, row) => [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
    { name: 'code', label: 'Code', kind: 'text', maxLength: 40 },
    { name: 'category_id', label: 'Parent category', kind: 'select', options: options(await listAdminResourceOptions(user, 'category'), row?.id) },
    statusField,
    image('icon', 'Icon', row),
  ],
);

const program = catalogueSource(
  'program',
  { plural: 'Programs', noun: 'program', Noun: 'Program', intro: 'The degrees courses belong to (Bachelor, Masters, PhD, MBBS, Chinese Language).', searchLabel: 'Name' },
  [
    iconCol,
    nameCol(),
    { header: 'Type', sort: 'type', cell: (r) => str(r.type) },
    { header: 'Duration', cell: (r) => str(r.duration) || '—' },
    { header: 'Courses', cell: (r) => str(r.courses), align: 'right', className: 'tabular-nums' },
    statusCol,
  ],
  async (_user, row) => [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
    { name: 'type', label: 'Type', kind: 'select', required: true, options: degreeTypeValues.map((t) => ({ value: t, label: t })) },
    { name: 'duration', label: 'Duration', kind: 'text', hint: 'For example "4 years".', maxLength: 60 },
    statusField,
    image('icon', 'Icon', row),
  ],
);

const city = catalogueSource(
  'city',
  { plural: 'Cities', noun: 'city', Noun: 'City', intro: 'Cities universities are in; a disabled city leaves the public pages with its universities.', searchLabel: 'Name or code' },
  [
    nameCol(),
    { header: 'Code', sort: 'code', cell: (r) => str(r.code), className: 'tabular-nums' },
    { header: 'Province', cell: (r) => str(r.provinceName) || '—' },
    { header: 'Universities', cell: (r) => str(r.universities), align: 'right', className: 'tabular-nums' },
    statusCol,
  ],
  async (user) => [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
    { name: 'code', label: 'Code', kind: 'text', required: true, inputMode: 'numeric', hint: 'Digits only.', maxLength: 8 },
    { name: 'province_id', label: 'Province', kind: 'select', options: options(await listProvinceChoices(user)) },
    statusField,
  ],
);

const country = catalogueSource(
  'country',
  { plural: 'Countries', noun: 'country', Noun: 'Country', intro: 'The countries students choose from for their nationality and address.', searchLabel: 'Name or code' },
  [nameCol(), { header: 'Code', sort: 'code', cell: (r) => str(r.code) }, statusCol],
  async () => [
    { name: 'name', label: 'Name', kind: 'text', required: true, maxLength: 120 },
    { name: 'code', label: 'Code', kind: 'text', required: true, hint: 'For example "CN".', maxLength: 10 },
    statusField,
  ],
);

const offer = catalogueSource(
  'offer',
  {
    plural: 'Scholarship offers',
    noun: 'scholarship offer',
    Noun: 'Scholarship offer',
    intro: 'Offers show on their university’s Scholarship tab and on /scholarships while they and their university are enabled.',
    searchLabel: 'Title or code',
  },
  [
    nameCol('Title', 'title'),
    { header: 'University', sort: 'university', cell: (r) => str(r.universityName) },
    { header: 'Program', cell: (r) => str(r.programName) || 'Every degree' },
    { header: 'Percent', sort: 'percent', cell: (r) => `${str(r.percent)}%`, align: 'right', className: 'tabular-nums' },
    statusCol,
  ],
  async (user, row) => [
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
);

// ---------------------------------------------------------------------------------------------
// The job board's two (lib/jobs/reference-admin.ts): a code and a name each

function codeNameSource(list: ReferenceList, words: { base: string; plural: string; noun: string; Noun: string; intro: string }, usedBy: (n: number) => string): ReferenceSource<ReferenceRow, ReferenceListParams> {
  const inUse = (r: ReferenceRow) => (r.used > 0 ? usedBy(r.used) : null);
  return {
    ...words,
    list: {
      filters: [{ kind: 'search', name: 'q', label: 'Name or code' }],
      sort: { default: 'name' },
      minWidth: '44rem',
      columns: [
        { header: 'Code', sort: 'code', cell: (r) => r.code, className: 'font-mono text-xs' },
        { header: 'Name', sort: 'name', cell: (r) => r.name, className: 'font-medium text-slate-900', card: 'title' },
        { header: 'Created', sort: 'created', firstDir: 'desc', cell: (r) => formatAdminDateTime(r.createdAt), className: 'tabular-nums whitespace-nowrap' },
        { header: 'Updated', sort: 'updated', firstDir: 'desc', cell: (r) => formatAdminDateTime(r.updatedAt), className: 'tabular-nums whitespace-nowrap' },
        { header: 'In use', cell: (r) => r.used, align: 'right', className: 'tabular-nums' },
      ],
    },
    tryAgain: 'Try another search.',
    parse: (p) => referenceListParamsSchema.parse({ q: p.q, sort: p.sort, dir: p.dir, page: p.page, per_page: p.per_page }),
    load: (user, query) => listReference(user, list, query),
    get: (user, id) => getReference(user, list, id),
    key: (r) => r.id,
    label: (r) => r.name,
    actions: (r, where) => <CodeNameRowActions list={list} noun={words.noun} row={r} editHref={where.editHref} afterDelete={where.afterDelete} inUse={inUse(r)} />,
    form: async (_user, row) => (
      <CodeNameForm
        id={row?.id ?? null}
        save={saveReferenceAction.bind(null, list, row?.id ?? null)}
        noun={words.noun}
        backHref={words.base}
        defaults={{ code: row?.code ?? '', name: row?.name ?? '' }}
      />
    ),
    manage: (r) => ({
      heading: 'Deletion',
      text: `Created ${formatAdminDateTime(r.createdAt)}, updated ${formatAdminDateTime(r.updatedAt)}. ${r.used > 0 ? `Used by ${usedBy(r.used)}.` : 'Nothing uses it.'}`,
    }),
  };
}

const jobCategory = codeNameSource(
  'jobCategory',
  { base: '/admin/job-categories', plural: 'Job categories', noun: 'job category', Noun: 'Job category', intro: 'The categories employers file their jobs under; visitors browse jobs by them.' },
  (n) => `${n} job${n === 1 ? '' : 's'} or direct-hire request${n === 1 ? '' : 's'}`,
);

const employerType = codeNameSource(
  'employerType',
  { base: '/admin/employer-types', plural: 'Employer types', noun: 'employer type', Noun: 'Employer type', intro: 'The organisation types an employer chooses from in their company profile.' },
  (n) => `${n} company profile${n === 1 ? '' : 's'}`,
);

export type ReferenceKind = AdminResourceName | ReferenceList;

export const referenceSources: Record<ReferenceKind, AnySource> = { category, program, city, country, offer, jobCategory, employerType };

/** The page title of a kind's pages (metadata). */
export const referenceTitle = (kind: ReferenceKind) => referenceSources[kind].plural;

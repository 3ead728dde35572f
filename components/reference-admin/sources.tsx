import { getTranslations } from 'next-intl/server';
import { enabledStatusFilter, StatusBadge } from '@/components/catalogue-admin/list-parts';
import { PER_PAGE_CHOICES, type ListColumn, type ListFilter } from '@/components/lists/definition';
import { saveAdminResourceAction } from '@/lib/catalogue/actions';
import {
  getAdminResource,
  listAdminResource,
  listAdminResourceOptions,
  listProvinceChoices,
  type AdminResourceDetail,
} from '@/lib/catalogue/admin-resources';
import { adminResourceListSchema, adminResourcePaths, adminResourceSortKeys, type AdminResourceListParams, type AdminResourceName } from '@/lib/catalogue/schemas';
import { degreeTypeLabels } from '@/lib/catalogue/labels';
import { degreeTypeValues, type DegreeType } from '@/lib/catalogue/values';
import { formatMoment } from '@/components/catalogue/format';
import type { Locale } from '@/lib/i18n/config';
import { requestLocale } from '@/lib/i18n/locale';
import { getMessageText } from '@/components/i18n/message-text';
import type { SessionUser } from '@/lib/auth/session-user';
import { saveReferenceAction } from '@/lib/jobs/actions';
import { referenceListParamsSchema, type ReferenceListParams } from '@/lib/jobs/admin-schemas';
import { getReference, listReference, type ReferenceList, type ReferenceRow } from '@/lib/jobs/reference-admin';
import { publicImagePath } from '@/lib/storage/policies';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CodeNameForm } from './code-name-form';
import { one, type AnySource, type ReferenceSource, type SearchParams } from './engine';
import { ResourceForm, type ResourceFieldSpec } from './resource-form';
import { CodeNameRowActions, ResourceRowActions } from './row-actions';

/** The seven kinds of reference data, each a source of the one engine (engine.tsx). */

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

type T = Awaited<ReturnType<typeof getTranslations<'backOfficeReference'>>>;
/** What a kind's cells need besides its words: the message renderer and the reader's language. */
type Ctx = { m: (text: string) => string; locale: Locale };
type Words = { plural: string; many: string; counted: (n: number, total: string) => string; noun: string; Noun: string; intro: string };

/** A kind's words (plural, nouns, intro) from the catalogue. */
const wordsOf = (t: T, kind: ReferenceKind): Words => ({
  plural: t(`kinds.${kind}.plural`),
  many: t(`kinds.${kind}.many`),
  counted: (n, total) => t(`kinds.${kind}.counted`, { n, total }),
  noun: t(`kinds.${kind}.noun`),
  Noun: t(`kinds.${kind}.nounCapital`),
  intro: t(`kinds.${kind}.intro`),
});

// ---------------------------------------------------------------------------------------------
// The catalogue's five (lib/catalogue/admin-resources.ts)

const statusField = (t: T): ResourceFieldSpec => ({
  name: 'status',
  label: t('status.label'),
  kind: 'select',
  required: true,
  options: [
    { value: '1', label: t('status.enabled') },
    { value: '0', label: t('status.disabled') },
  ],
});

const image = (name: 'icon' | 'image', label: string, row: AdminResourceDetail | null): ResourceFieldSpec => {
  const current = row ? (row[name] as string | null) : null;
  return { name, label, kind: 'image', current, currentUrl: current ? publicImagePath(current) : null };
};

const thumb = (t: T, key: unknown, alt: string) =>
  typeof key === 'string' && key ? (
    // eslint-disable-next-line @next/next/no-img-element -- our own small image route
    <img src={publicImagePath(key)} alt={alt} className="size-8 rounded object-contain" />
  ) : (
    <span className="text-slate-500">{t('none')}</span>
  );

const options = (t: T, rows: { id: number; label: string; status?: boolean }[], except?: number) =>
  rows.filter((r) => r.id !== except).map((r) => ({ value: String(r.id), label: r.status === false ? t('optionDisabled', { label: r.label }) : r.label }));

type Col = ListColumn<AdminResourceDetail>;
const nameCol = (header: string, sort = 'name'): Col => ({ header, sort, cell: (r) => r.label, className: 'font-medium text-slate-900', card: 'title' });
const statusCol = (t: T): Col => ({ header: t('columns.status'), sort: 'status', cell: (r) => <StatusBadge enabled={r.status} /> });
const iconCol = (t: T): Col => ({ header: t('columns.icon'), cell: (r) => thumb(t, r.icon, ''), card: 'hidden' });

/** The form's starting values: the record's (seed input names), or a new record's. */
function defaultsOf(resource: AdminResourceName, row: AdminResourceDetail | null): Record<string, string> {
  if (!row) return { status: '1', ...(resource === 'program' ? { type: 'Bachelor' } : {}) };
  const names: Record<string, string> = { category_id: 'parentId', province_id: 'provinceId', university_id: 'universityId', university_q: 'universityName', program_id: 'programId' };
  const out: Record<string, string> = {};
  // An offer's university is a type-ahead: its id and, in the text field, its name.
  for (const key of ['name', 'title', 'code', 'type', 'duration', 'percent', 'details', 'deadline', 'category_id', 'province_id', 'university_id', 'university_q', 'program_id']) {
    const v = row[names[key] ?? key];
    if (v !== undefined) out[key] = str(v);
  }
  out.status = row.status ? '1' : '0';
  return out;
}

function catalogueSource(
  t: T,
  statusFilter: ListFilter,
  resource: AdminResourceName,
  columns: Col[],
  fields: (user: SessionUser, row: AdminResourceDetail | null) => Promise<ResourceFieldSpec[]>,
): ReferenceSource<AdminResourceDetail, AdminResourceListParams> {
  const base = adminResourcePaths[resource];
  const sortKeys = adminResourceSortKeys[resource];
  const words = wordsOf(t, resource);
  return {
    ...words,
    base,
    list: {
      columns,
      filters: [{ kind: 'search', name: 'q', label: t(`kinds.${resource}.searchLabel`) }, statusFilter],
      perPage: PER_PAGE_CHOICES,
      sort: { default: sortKeys[0] },
      defaults: { status: 'all' },
    },
    tryAgain: t('tryAgainStatus'),
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
      <ClientMessages namespaces={['backOfficeResourceForm']}>
        <ResourceForm
          resource={resource}
          id={row ? row.id : null}
          action={saveAdminResourceAction.bind(null, resource, row ? row.id : null)}
          label={row ? t('edit', { noun: words.noun }) : t('add', { noun: words.noun })}
          fields={await fields(user, row)}
          defaults={defaultsOf(resource, row)}
          submitLabel={row ? t('saveChanges') : t('add', { noun: words.noun })}
        />
      </ClientMessages>
    ),
    manage: (r) => ({ heading: t('manage.heading'), text: t('manage.text', { noun: words.noun, enabled: r.status ? 'yes' : 'no' }) }),
  };
}

const category = (t: T, statusFilter: ListFilter) =>
  catalogueSource(
    t,
    statusFilter,
    'category',
    [
      iconCol(t),
      nameCol(t('columns.name')),
      { header: t('columns.code'), sort: 'code', cell: (r) => str(r.code) || '—' },
      { header: t('columns.parent'), cell: (r) => str(r.parentName) || '—' },
      statusCol(t),
    ],
    async (user, row) => [
      { name: 'name', label: t('fields.name'), kind: 'text', required: true, maxLength: 120 },
      { name: 'code', label: t('fields.code'), kind: 'text', maxLength: 40 },
      { name: 'category_id', label: t('fields.parentCategory'), kind: 'select', options: options(t, await listAdminResourceOptions(user, 'category'), row?.id) },
      statusField(t),
      image('icon', t('fields.icon'), row),
    ],
  );

/** The degree types, each in its words (the value stays the stored English name). */
async function degreeTypeOptions() {
  const m = await getMessageText();
  return degreeTypeValues.map((v) => ({ value: v, label: m(degreeTypeLabels[v]) }));
}

/** A degree type in words (a stored value outside the list is shown as it is). */
const degreeTypeText = (m: Ctx['m'], v: unknown) => (degreeTypeValues.includes(v as DegreeType) ? m(degreeTypeLabels[v as DegreeType]) : str(v));

const program = (t: T, statusFilter: ListFilter, { m }: Ctx) =>
  catalogueSource(
    t,
    statusFilter,
    'program',
    [
      iconCol(t),
      nameCol(t('columns.name')),
      { header: t('columns.type'), sort: 'type', cell: (r) => degreeTypeText(m, r.type) },
      { header: t('columns.duration'), cell: (r) => str(r.duration) || '—' },
      { header: t('columns.courses'), cell: (r) => str(r.courses), align: 'end', className: 'tabular-nums' },
      statusCol(t),
    ],
    async (_user, row) => [
      { name: 'name', label: t('fields.name'), kind: 'text', required: true, maxLength: 120 },
      { name: 'type', label: t('fields.type'), kind: 'select', required: true, options: await degreeTypeOptions() },
      { name: 'duration', label: t('fields.duration'), kind: 'text', hint: t('fields.durationHint'), maxLength: 60 },
      statusField(t),
      image('icon', t('fields.icon'), row),
    ],
  );

const city = (t: T, statusFilter: ListFilter) =>
  catalogueSource(
    t,
    statusFilter,
    'city',
    [
      nameCol(t('columns.name')),
      { header: t('columns.code'), sort: 'code', cell: (r) => str(r.code), className: 'tabular-nums' },
      { header: t('columns.province'), cell: (r) => str(r.provinceName) || '—' },
      { header: t('columns.universities'), cell: (r) => str(r.universities), align: 'end', className: 'tabular-nums' },
      statusCol(t),
    ],
    async (user) => [
      { name: 'name', label: t('fields.name'), kind: 'text', required: true, maxLength: 120 },
      { name: 'code', label: t('fields.code'), kind: 'text', required: true, inputMode: 'numeric', hint: t('fields.codeDigits'), maxLength: 8 },
      { name: 'province_id', label: t('fields.province'), kind: 'select', options: options(t, await listProvinceChoices(user)) },
      statusField(t),
    ],
  );

const country = (t: T, statusFilter: ListFilter) =>
  catalogueSource(
    t,
    statusFilter,
    'country',
    [nameCol(t('columns.name')), { header: t('columns.code'), sort: 'code', cell: (r) => str(r.code) }, statusCol(t)],
    async () => [
      { name: 'name', label: t('fields.name'), kind: 'text', required: true, maxLength: 120 },
      { name: 'code', label: t('fields.code'), kind: 'text', required: true, hint: t('fields.countryCodeHint'), maxLength: 10 },
      statusField(t),
    ],
  );

const offer = (t: T, statusFilter: ListFilter) =>
  catalogueSource(
    t,
    statusFilter,
    'offer',
    [
      nameCol(t('columns.title'), 'title'),
      { header: t('columns.university'), sort: 'university', cell: (r) => str(r.universityName) },
      { header: t('columns.program'), cell: (r) => str(r.programName) || t('columns.everyDegree') },
      { header: t('columns.percent'), sort: 'percent', cell: (r) => `${str(r.percent)}%`, align: 'end', className: 'tabular-nums' },
      statusCol(t),
    ],
    async (user, row) => [
      { name: 'title', label: t('fields.title'), kind: 'text', required: true, maxLength: 200 },
      { name: 'code', label: t('fields.code'), kind: 'text', maxLength: 40 },
      { name: 'type', label: t('fields.type'), kind: 'text', hint: t('fields.offerTypeHint'), maxLength: 60 },
      {
        name: 'university_id',
        textName: 'university_q',
        label: t('fields.university'),
        kind: 'typeahead',
        required: true,
        hint: t('fields.universityHint'),
        endpoint: '/admin/courses/universities',
      },
      { name: 'program_id', label: t('fields.program'), kind: 'select', hint: t('fields.programHint'), options: options(t, await listAdminResourceOptions(user, 'program')) },
      { name: 'duration', label: t('fields.duration'), kind: 'text', hint: t('fields.durationHint'), maxLength: 60 },
      { name: 'percent', label: t('fields.percent'), kind: 'text', required: true, inputMode: 'numeric', hint: t('fields.percentHint'), maxLength: 3 },
      { name: 'deadline', label: t('fields.deadline'), kind: 'date' },
      { name: 'details', label: t('fields.details'), kind: 'richtext', hint: t('fields.detailsHint'), maxLength: 50_000 },
      statusField(t),
      image('image', t('fields.image'), row),
    ],
  );

// ---------------------------------------------------------------------------------------------
// The job board's two (lib/jobs/reference-admin.ts): a code and a name each

function codeNameSource(t: T, list: ReferenceList, base: string, locale: Locale): ReferenceSource<ReferenceRow, ReferenceListParams> {
  const words = wordsOf(t, list);
  const usedBy = (n: number) => t(`kinds.${list}.usedBy`, { n });
  const inUse = (r: ReferenceRow) => (r.used > 0 ? usedBy(r.used) : null);
  return {
    ...words,
    base,
    list: {
      filters: [{ kind: 'search', name: 'q', label: t(`kinds.${list}.searchLabel`) }],
      sort: { default: 'name' },
      minWidth: '44rem',
      columns: [
        { header: t('columns.code'), sort: 'code', cell: (r) => r.code, className: 'font-mono text-xs' },
        { header: t('columns.name'), sort: 'name', cell: (r) => r.name, className: 'font-medium text-slate-900', card: 'title' },
        { header: t('columns.created'), sort: 'created', firstDir: 'desc', cell: (r) => formatMoment(r.createdAt, locale), className: 'tabular-nums whitespace-nowrap' },
        { header: t('columns.updated'), sort: 'updated', firstDir: 'desc', cell: (r) => formatMoment(r.updatedAt, locale), className: 'tabular-nums whitespace-nowrap' },
        { header: t('columns.inUse'), cell: (r) => r.used, align: 'end', className: 'tabular-nums' },
      ],
    },
    tryAgain: t('tryAgain'),
    parse: (p) => referenceListParamsSchema.parse({ q: p.q, sort: p.sort, dir: p.dir, page: p.page, per_page: p.per_page }),
    load: (user, query) => listReference(user, list, query),
    get: (user, id) => getReference(user, list, id),
    key: (r) => r.id,
    label: (r) => r.name,
    actions: (r, where) => <CodeNameRowActions list={list} noun={words.noun} row={{ id: r.id, name: r.name }} editHref={where.editHref} afterDelete={where.afterDelete} inUse={inUse(r)} />,
    form: async (_user, row) => (
      <ClientMessages namespaces={['backOfficeResourceForm']}>
        <CodeNameForm
          id={row?.id ?? null}
          save={saveReferenceAction.bind(null, list, row?.id ?? null)}
          noun={words.noun}
          backHref={base}
          defaults={{ code: row?.code ?? '', name: row?.name ?? '' }}
        />
      </ClientMessages>
    ),
    manage: (r) => {
      const dates = { created: formatMoment(r.createdAt, locale), updated: formatMoment(r.updatedAt, locale) };
      return { heading: t('manage.deletion'), text: r.used > 0 ? t('manage.used', { ...dates, usedBy: usedBy(r.used) }) : t('manage.unused', dates) };
    },
  };
}

const jobCategory = (t: T, _statusFilter: ListFilter, { locale }: Ctx) => codeNameSource(t, 'jobCategory', '/admin/job-categories', locale);

const employerType = (t: T, _statusFilter: ListFilter, { locale }: Ctx) => codeNameSource(t, 'employerType', '/admin/employer-types', locale);

export type ReferenceKind = AdminResourceName | ReferenceList;

const builders: Record<ReferenceKind, (t: T, statusFilter: ListFilter, ctx: Ctx) => AnySource> = { category, program, city, country, offer, jobCategory, employerType };

/** A kind's source, in the reader's language. */
export async function referenceSource(kind: ReferenceKind): Promise<AnySource> {
  const [t, statusFilter, m, locale] = await Promise.all([getTranslations('backOfficeReference'), enabledStatusFilter(), getMessageText(), requestLocale()]);
  return builders[kind](t, statusFilter, { m, locale });
}

/** The page titles of a kind's pages (metadata): its list, its add page, its edit page. */
export async function referenceTitles(kind: ReferenceKind): Promise<{ list: string; add: string; edit: string }> {
  const t = await getTranslations('backOfficeReference');
  const plural = t(`kinds.${kind}.plural`);
  return { list: plural, add: t('metaAdd', { plural }), edit: t('metaEdit', { plural }) };
}

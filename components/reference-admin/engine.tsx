import { Link } from '@/components/i18n/link';
import { notFound } from 'next/navigation';
import { Plus } from '@/components/ui/icons';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { getMessageText } from '@/components/i18n/message-text';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import type { ListDefinition, ListQuery } from '@/components/lists/definition';
import { ListView } from '@/components/lists/list-view';
import { ButtonLink } from '@/components/ui/button';
import { StatusBanner } from '@/components/ui/success-banner';
import type { SessionUser } from '@/lib/auth/session-user';
import { isAppError } from '@/lib/errors';
import type { Page } from '@/lib/http/page';
import { success } from '@/lib/messages';

/**
 * The back office's reference data (the catalogue's categories, programs, cities, countries and
 * scholarship offers; the job board's job categories and employer types) through one engine: a
 * source describes a kind (its words, its list on the list kit, how it loads, its form and its
 * actions), and the list page and the add/edit page are written once here. The route files under
 * app/admin/(area) check the guard (requirePage) and hand the user over. Their reads and writes
 * are one engine too (lib/reference-data/engine.ts), under each domain's use cases.
 */
export type SearchParams = Record<string, string | string[] | undefined>;
export const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export interface ReferenceSource<Row, Q extends ListQuery> {
  base: string;
  /** "Cities" */
  plural: string;
  /** "cities" (inside sentences) */
  many: string;
  /** "1 city", "42 cities": the number with its noun, given the number and its display */
  counted: (n: number, total: string) => string;
  /** "city" */
  noun: string;
  /** "City" (headings and messages) */
  Noun: string;
  intro: string;
  /** The list's own parts (the engine adds its address, words, empty state and actions). */
  list: Pick<ListDefinition<Row, Q>, 'columns' | 'filters' | 'perPage' | 'sort' | 'defaults' | 'rowData' | 'minWidth'>;
  /** What the empty list suggests when filtered ("Try another search or status."). */
  tryAgain: string;
  parse: (params: SearchParams) => Q;
  load: (user: SessionUser, query: Q) => Promise<Page<Row>>;
  get: (user: SessionUser, id: string) => Promise<Row>;
  key: (row: Row) => number;
  label: (row: Row) => string;
  /** The row's actions; on the edit page without the edit link, going back to the list once deleted. */
  actions: (row: Row, where: { editHref?: string; afterDelete?: string }) => ReactNode;
  /** The add (row null) or edit form. */
  form: (user: SessionUser, row: Row | null) => Promise<ReactNode>;
  /** The edit page's last section: its heading and what it says of the record. */
  manage: (row: Row) => { heading: string; text: string };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each source has its own row and query
export type AnySource = ReferenceSource<any, any>;

type T = Awaited<ReturnType<typeof getTranslations<'backOfficeReference'>>>;

function listOf<Row, Q extends ListQuery>(s: ReferenceSource<Row, Q>, t: T): ListDefinition<Row, Q> {
  return {
    ...s.list,
    base: s.base,
    caption: s.plural,
    noun: { many: s.many, counted: s.counted },
    rowKey: s.key,
    rowData: s.list.rowData ?? ((row) => ({ 'data-row-label': s.label(row) })),
    actions: (row) => s.actions(row, { editHref: `${s.base}/${s.key(row)}/edit` }),
    empty: {
      title: t('emptyTitle', { many: s.many }),
      body: (filtered) => (filtered ? s.tryAgain : t('emptyBody', { many: s.many })),
      action: <ButtonLink href={`${s.base}/new`}>{t('add', { noun: s.noun })}</ButtonLink>,
    },
  };
}

const savedMessage = (s: AnySource, saved: string | undefined) =>
  saved === 'created' ? success.resourceCreated(s.Noun) : saved === 'updated' ? success.resourceUpdated(s.Noun) : null;

/** /admin/<kind>: the list, its filters in the address, the banner after a save. */
export async function SourceListPage({ source: s, user, params }: { source: AnySource; user: SessionUser; params: SearchParams }) {
  const query = s.parse(params);
  const [page, t, m] = await Promise.all([s.load(user, query), getTranslations('backOfficeReference'), getMessageText()]);
  const saved = savedMessage(s, one(params.saved));
  return (
    <div>
      <DashboardHeading title={s.plural}>{s.intro}</DashboardHeading>
      <StatusBanner message={saved ? m(saved) : null} clearParams={['saved']} className="mb-4" />
      <ListView
        list={listOf(s, t)}
        page={page}
        query={query}
        toolbar={
          <ButtonLink href={`${s.base}/new`}>
            <Plus aria-hidden="true" className="size-4" />
            {t('add', { noun: s.noun })}
          </ButtonLink>
        }
      />
    </div>
  );
}

/** /admin/<kind>/new and /admin/<kind>/{id}/edit. */
export async function SourceFormPage({ source: s, user, id }: { source: AnySource; user: SessionUser; id?: string }) {
  let row: unknown = null;
  if (id !== undefined) {
    try {
      row = await s.get(user, id);
    } catch (err) {
      if (isAppError(err) && err.code === 'not_found') notFound();
      throw err;
    }
  }
  const form = await s.form(user, row);
  const t = await getTranslations('backOfficeReference');
  const manage = row ? s.manage(row) : null;
  return (
    <div className="space-y-6">
      <p className="text-sm">
        <Link href={s.base} className="text-ink-700 underline">
          {t('backTo', { many: s.many })}
        </Link>
      </p>
      <DashboardHeading title={row ? t('editHeading', { noun: s.noun, name: s.label(row) }) : t('add', { noun: s.noun })}>{t('required')}</DashboardHeading>
      {form}
      {row && manage ? (
        <section aria-labelledby="reference-manage-heading" className="max-w-2xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h2 id="reference-manage-heading" className="text-base font-semibold text-slate-900">
            {manage.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{manage.text}</p>
          <div className="mt-4">{s.actions(row, { afterDelete: s.base })}</div>
        </section>
      ) : null}
    </div>
  );
}

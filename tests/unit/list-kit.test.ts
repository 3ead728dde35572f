import fs from 'node:fs';
import path from 'node:path';
import { NextIntlClientProvider } from 'next-intl';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultsOf, filteredBy, hrefOf, isCursorPage, type ListDefinition } from '@/components/lists/definition';
import { ListTable } from '@/components/lists/list-table';
import { ListView } from '@/components/lists/list-view';
import { toPage } from '@/lib/http/page';
import en from '@/lib/i18n/messages/en';

/**
 * The list kit (components/lists): one definition gives the addresses, the GET filter form, the
 * table whose rows are cards on a phone (each cell labelled, the title first, the actions at the
 * foot), and the paging by page number or by keyset cursor. The browser test (tests/e2e/list-kit.spec.ts)
 * shows the cards at 360 px and the form without JavaScript.
 */
type Row = { id: number; name: string; enabled: boolean };
type Query = { q?: string; status: string; sort: string; dir: 'asc' | 'desc'; page: number; per_page: number; after?: string };

const list: ListDefinition<Row, Query> = {
  base: '/admin/things',
  caption: 'Things',
  noun: { many: 'things', counted: (n, total) => `${total} ${n === 1 ? 'thing' : 'things'}` },
  rowKey: (r) => r.id,
  rowData: (r) => ({ 'data-thing': r.id }),
  filters: [
    { kind: 'search', name: 'q', label: 'Name' },
    { kind: 'select', name: 'status', label: 'Status', options: [{ value: 'all', label: 'Any' }, { value: 'enabled', label: 'Enabled' }] },
  ],
  perPage: [10, 20],
  defaults: { status: 'all' },
  sort: { default: 'name', dirOf: (k) => (k === 'created' ? 'desc' : 'asc') },
  columns: [
    { header: 'Name', sort: 'name', card: 'title', cell: (r) => r.name },
    { header: 'Status', cell: (r) => (r.enabled ? 'Enabled' : 'Disabled') },
  ],
  actions: (r) => createElement('button', { type: 'button' }, `Disable ${r.name}`),
  csv: { href: () => '/admin/things/export', label: 'Export CSV' },
  empty: { title: 'No things match' },
};
const query: Query = { status: 'all', sort: 'name', dir: 'asc', page: 1, per_page: 20 };
const rows: Row[] = [{ id: 7, name: 'Alpha', enabled: true }];

describe('list kit addresses', () => {
  it('leaves the defaults out, the sort direction following the key', () => {
    expect(hrefOf(list, query)).toBe('/admin/things');
    expect(hrefOf(list, query, { sort: 'created', dir: 'desc' })).toBe('/admin/things?sort=created');
    expect(hrefOf(list, query, { sort: 'created', dir: 'asc', page: 3, q: 'al' })).toBe('/admin/things?q=al&sort=created&dir=asc&page=3');
    expect(defaultsOf(list, { ...query, sort: 'created' })).toMatchObject({ sort: 'name', dir: 'desc', status: 'all' });
  });

  it('a filter at its default does not filter', () => {
    expect(filteredBy(list, query)).toBe(false);
    expect(filteredBy(list, { ...query, status: 'enabled' })).toBe(true);
    expect(filteredBy(list, { ...query, q: 'al' })).toBe(true);
  });
});

describe('list kit rendering', () => {
  // The kit's own words come from the catalogue (shellLists, shellCommon): rendered in English.
  const html = (q: Query, page: Parameters<typeof ListView<Row, Query>>[0]['page']) =>
    // eslint-disable-next-line react/no-children-prop -- the provider's props type requires `children` in the props object
    renderToStaticMarkup(createElement(NextIntlClientProvider, { locale: 'en', messages: en, timeZone: 'UTC', children: createElement(ListView<Row, Query>, { list, page, query: q }) }));

  it('filters with a plain GET form carrying the sort, and labels every cell for its card', () => {
    const out = html({ ...query, sort: 'created', dir: 'asc' }, toPage(rows, 1, 1, 20));
    expect(out).toMatch(/<form role="search" aria-label="Find things"[^>]*action="\/admin\/things" method="get">/);
    expect(out).toContain('<input type="hidden" name="sort" value="created"/>');
    expect(out).toContain('<input type="hidden" name="dir" value="asc"/>');
    expect(out).toContain('name="per_page"');
    expect(out).toContain('data-thing="7"');
    // The phone card: the title cell first, the status a labelled line, the actions at its foot.
    // (The card's utilities are named once in app/globals.css, not written on every cell.)
    expect(out).toMatch(/<td data-label="Name" class="[^"]*list-card-title/);
    // A plain line cell carries no class: the row's rule makes it a labelled line.
    expect(out).toContain('<td data-label="Status">');
    expect(out).toMatch(/<tr data-thing="7" class="[^"]*list-row/);
    expect(out).not.toContain('max-sm:before:');
    const css = fs.readFileSync(path.join(import.meta.dirname, '../../app/globals.css'), 'utf8');
    const rule = (name: string) => new RegExp(`\\.${name} \\{[^}]*`).exec(css)?.[0] ?? '';
    expect(rule('list-card-title')).toContain('max-sm:order-first');
    expect(rule('list-card-line')).toContain('max-sm:before:content-[attr(data-label)]');
    expect(css).toMatch(/:where\(\.list-row > :is\(td, th\):not\(\.list-card-title, \.list-card-stack, \.list-card-hidden, \.list-cell-actions, \.list-cell-lead\)\),\s*\.list-card-line \{/);
    // A label that takes two lines (French, Russian) makes its line taller: it floats in a line that holds it.
    expect(rule('list-card-line')).toContain('max-sm:flow-root');
    expect(rule('list-card-line')).toContain('max-sm:before:float-start');
    expect(rule('list-row')).toContain('max-sm:flex-col');
    expect(out).toContain('Disable Alpha');
    expect(out).toContain('Export CSV');
    expect(out).toContain('Showing 1 to 1 of 1 thing');
  });

  it('a long value is a labelled block on a card; a total is the last line, under the rows', () => {
    const out = renderToStaticMarkup(
      // eslint-disable-next-line react/no-children-prop -- the provider's props type requires `children` in the props object
      createElement(NextIntlClientProvider, {
        locale: 'en',
        messages: en,
        timeZone: 'UTC',
        children: createElement(ListTable<Row>, {
          caption: 'Fees',
          columns: [
            { header: 'Fee', card: 'title', rowHeader: true, cell: (r) => r.name },
            { header: 'Reference', card: 'stack', cell: () => 'BOC-TRF-20261003-4471' },
          ],
          rows,
          rowKey: (r) => r.id,
          foot: { label: 'Total', value: 'CNY 8,000' },
        }),
      }),
    );
    expect(out).toMatch(/<th scope="row" data-label="Fee" class="[^"]*list-card-title/);
    expect(out).toContain('<td data-label="Reference" class="list-card-stack">');
    expect(out).toMatch(/<tfoot[^>]*><tr class="list-foot"><th scope="row"[^>]*>Total<\/th><td[^>]*colSpan="1"[^>]*>CNY 8,000<\/td><\/tr><\/tfoot>/i);
    const css = fs.readFileSync(path.join(import.meta.dirname, '../../app/globals.css'), 'utf8');
    expect(/\.list-card-stack \{[^}]*/.exec(css)?.[0]).toContain('max-sm:before:content-[attr(data-label)]');
  });

  it('pages by cursor with Previous and Next links that keep the filters', () => {
    const page = { items: rows, prev: null, next: { after: 'k7' } };
    expect(isCursorPage(page)).toBe(true);
    expect(isCursorPage(toPage(rows, 1, 1, 20))).toBe(false);
    const out = html({ ...query, q: 'al' }, page);
    expect(out).toContain('href="/admin/things?q=al&amp;after=k7"');
    expect(out).not.toContain('rel="prev"');
  });

  it('says so when nothing matches, with the way back to the whole list', () => {
    const out = html({ ...query, q: 'zz' }, toPage([], 0, 1, 20));
    expect(out).toContain('No things match');
    expect(out).toContain('Clear the filters');
    expect(out).not.toContain('<table');
  });
});

/**
 * "Back-office and employer lists built without the kit: 0" (issue 27): no page or component of the
 * back office, the employer's and the candidate's areas or any domain component draws a table or
 * its own pages; only the kit does (components/lists, over the ui primitives). Public catalogue
 * pages keep their own layouts (cards, a university's fee table) and are not lists of records.
 */
describe('every list of the back office and the role areas is drawn by the kit', () => {
  const root = path.resolve(import.meta.dirname, '../..');
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = path.join(dir, e.name);
      if (e.isDirectory()) return walk(rel);
      return /\.tsx?$/.test(e.name) ? [rel] : [];
    });
  const drawsItsOwn = (source: string) => /<table\b|from '@\/components\/ui\/(table|pagination)'/.test(source);

  it('recognises a table or pages of its own', () => {
    expect(drawsItsOwn("import { Table } from '@/components/ui/table';")).toBe(true);
    expect(drawsItsOwn('return <table className="w-full">')).toBe(true);
    expect(drawsItsOwn("import { ListView } from '@/components/lists/list-view';")).toBe(false);
  });

  it('none draws a table or pages of its own', () => {
    // Every signed-in page (the fees page's fee summary too: its status and payment must not sit off to the right on a phone).
    const files = [...walk('app/(account)'), ...walk('components')].filter(
      (f) => !f.startsWith('components/lists/') && !f.startsWith('components/ui/'),
    );
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((f) => drawsItsOwn(fs.readFileSync(path.join(root, f), 'utf8')))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { hrefOf, type ListDefinition } from '@/components/lists/definition';
import { adminResourceListSchema, adminResourceSchema, adminResourceSchemas, adminResourceSortKeys } from '@/lib/catalogue/schemas';
import { renderMessage } from '@/lib/i18n/catalogue';

/** The simple resources' shared schemas (form, action and legacy endpoint) and the list's address. */
describe('resource schemas', () => {
  const messages = (r: keyof typeof adminResourceSchemas, input: unknown) => {
    const res = adminResourceSchemas[r].safeParse(input);
    return res.success ? {} : Object.fromEntries(res.error.issues.map((i) => [i.path.join('.'), renderMessage(i.message)]));
  };

  it('requires the seed fields with one message each', () => {
    expect(messages('category', {})).toEqual({ name: 'This field is required' });
    expect(messages('program', { name: 'Diploma' })).toEqual({ type: 'Choose one of the options' });
    expect(messages('city', { name: ' ', code: '' })).toEqual({ name: 'This field is required', code: 'This field is required' });
    expect(messages('city', { name: 'Suzhou', code: '51a' })).toEqual({ code: 'Enter digits only' });
    expect(messages('country', { name: 'China' })).toEqual({ code: 'This field is required' });
    expect(messages('offer', { title: 'Half', university_id: '3', percent: '101' })).toEqual({ percent: 'Enter 100 or less' });
  });

  it("an offer's university: an id or a typed name on create, never emptied on update", () => {
    const judged = (mode: 'create' | 'update', input: unknown) => {
      const res = adminResourceSchema('offer', mode).safeParse(input);
      return res.success ? {} : Object.fromEntries(res.error.issues.map((i) => [i.path.join('.'), renderMessage(i.message)]));
    };
    expect(judged('create', { title: 'Half', percent: '50' })).toEqual({ university_id: 'Choose one of the options' });
    expect(judged('create', { title: 'Half', percent: '50', university_q: '' })).toEqual({ university_id: 'Choose one of the options' });
    expect(judged('create', { title: 'Half', percent: '50', university_q: 'tsinghua' })).toEqual({});
    expect(judged('create', { title: '', percent: '50', university_id: '3' })).toEqual({ title: 'This field is required' });
    expect(judged('update', { percent: '60' })).toEqual({});
    expect(judged('update', { university_id: '3', university_q: ' ' })).toEqual({ university_id: 'Choose one of the options' });
    // The other resources have no rule across fields.
    expect(adminResourceSchema('city', 'update').parse({ code: '7' })).toEqual({ code: 7 });
  });

  it('reads the seed inputs: status 1/0, ids and numbers as text, blanks as null', () => {
    expect(adminResourceSchemas.city.parse({ name: ' Suzhou ', code: '512', status: '0', province_id: '' })).toEqual({ name: 'Suzhou', code: 512, status: false, province_id: null });
    expect(adminResourceSchemas.category.parse({ name: 'Public', code: '', category_id: '7', status: 1 })).toEqual({ name: 'Public', code: null, category_id: 7, status: true });
    expect(adminResourceSchemas.program.parse({ name: 'PhD', type: 'PhD', duration: '3 years' })).toMatchObject({ type: 'PhD', duration: '3 years' });
  });

  it('an update (the schema made partial) takes what it is sent and cannot blank a required field', () => {
    expect(adminResourceSchemas.city.partial().parse({ code: '7' })).toEqual({ code: 7 });
    expect(adminResourceSchemas.city.partial().safeParse({ name: '' }).success).toBe(false);
  });
});

describe('resource list in the address', () => {
  const schema = adminResourceListSchema(adminResourceSortKeys.city);

  it('falls back to the defaults for unknown values and clamps the page size to 10-60', () => {
    expect(schema.parse({ sort: 'evil', dir: 'up', status: 'x', per_page: '500', page: '-3' })).toEqual({
      q: undefined,
      sort: 'name',
      dir: 'asc',
      status: 'all',
      per_page: 60,
      page: 1,
    });
    expect(schema.parse({ per_page: '5' }).per_page).toBe(10);
  });

  it('writes only what differs from the defaults', () => {
    const q = schema.parse({});
    // The list kit's address of a catalogue resource list (components/reference-admin/sources.tsx).
    const list: ListDefinition<unknown, typeof q> = { base: '/admin/cities', caption: 'Cities', noun: { many: 'cities', counted: (n, total) => `${total} ${n === 1 ? 'city' : 'cities'}` }, rowKey: () => 0, columns: [], empty: { title: '' }, filters: [{ kind: 'search', name: 'q', label: 'Name' }], sort: { default: 'name' }, defaults: { status: 'all' } };
    expect(hrefOf(list, q)).toBe('/admin/cities');
    expect(hrefOf(list, q, { sort: 'code', dir: 'desc', page: 2, q: 'su' })).toBe('/admin/cities?q=su&sort=code&dir=desc&page=2');
  });
});

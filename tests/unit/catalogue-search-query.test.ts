import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { majorKey, prefixTsQuery, queryWordText, type QueryWord } from '@/lib/catalogue/search';

const tsquery = (words: QueryWord[]) => new PgDialect().sqlToQuery(prefixTsQuery(words)).params[0];

describe('catalogue search: the full-text query', () => {
  it('makes the last word a prefix, the others whole words', () => {
    expect(tsquery(['comp'])).toBe('comp:*');
    expect(tsquery(['normal', 'university'])).toBe('normal & university:*');
    expect(tsquery(['computer', 'science', 'and', 'tech'])).toBe('computer & science & and & tech:*');
  });

  it('ORs the alternatives of a typo (prefixes as the last word), keeps cut-short words and spelt-out prefixes', () => {
    expect(tsquery([['zhejiang', 'zhejian'], ['university', 'universal']])).toBe('(zhejiang | zhejian) & (university:* | universal:*)');
    expect(tsquery([{ prefix: 'comp' }, 'science'])).toBe('comp:* & science:*');
    expect(tsquery(['normal', { exact: ['university', 'universitys'], text: 'university' }])).toBe('normal & (university | universitys)');
    expect(tsquery([{ exact: ['engineering'], text: 'engineering' }])).toBe('engineering');
  });

  it('ranks with the text the user meant', () => {
    expect(queryWordText('comp')).toBe('comp');
    expect(queryWordText(['computer', 'compute'])).toBe('computer');
    expect(queryWordText({ prefix: 'comp' })).toBe('comp');
    expect(queryWordText({ exact: ['master', 'masters'], text: 'master' })).toBe('master');
  });

  it('compares majors case-, accent- and space-insensitively', () => {
    expect(majorKey(' Chinese   LANGUAGE ')).toBe('chinese language');
    expect(majorKey('Médecine')).toBe('medecine');
    expect(majorKey('IT')).toBe(majorKey('it'));
  });
});

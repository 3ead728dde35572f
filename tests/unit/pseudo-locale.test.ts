import compile from 'icu-minify/compile';
import format from 'icu-minify/format';
import { describe, expect, it } from 'vitest';
import en from '@/lib/i18n/messages/en';
import { accent, pseudoCatalogue, pseudoMessage } from '@/lib/i18n/pseudo';

/**
 * The pseudo-locale (lib/i18n/pseudo.ts) works on messages as the build precompiles them: what it
 * returns must still format, with the values as given and only the literal text accented.
 */
const formatters = {
  getPluralRules: (l: string, o?: Intl.PluralRulesOptions) => new Intl.PluralRules(l, o),
  getNumberFormat: (l: string, o?: Intl.NumberFormatOptions) => new Intl.NumberFormat(l, o),
  getDateTimeFormat: (l: string, o?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(l, { timeZone: 'UTC', ...o }),
};
const pseudo = (source: string, values: Record<string, unknown> = {}, locale = 'en') =>
  format(pseudoMessage(compile(source)) as ReturnType<typeof compile>, locale, values as never, { formatters } as never);

describe('the pseudo-locale', () => {
  it('brackets and accents plain text', () => {
    expect(pseudo('Apply now')).toBe('⟦Àƥƥĺý ñóŵ⟧');
    expect(accent('Zhiyuan 2026, ok?')).toBe('Žĥíýúàñ 2026, óķ?');
  });

  it('keeps the values of placeholders and the numbers of plurals as given', () => {
    expect(pseudo('Hello {name}!', { name: 'Ahmed' })).toBe('⟦Ĥéĺĺó Ahmed!⟧');
    expect(pseudo('{n, plural, one {# file} other {# files}} left', { n: 1 })).toBe('⟦1 ƒíĺé ĺéƒţ⟧');
    expect(pseudo('{n, plural, one {# file} other {# files}} left', { n: 3 })).toBe('⟦3 ƒíĺéš ĺéƒţ⟧');
    expect(pseudo('{status, select, paid {Paid} other {Due}}', { status: 'paid' })).toBe('⟦Ƥàíđ⟧');
    expect(pseudo('{n, number} applications', { n: 12345 })).toBe('⟦12,345 àƥƥĺíçàţíóñš⟧');
  });

  it('keeps tags and accents the text inside them', () => {
    expect(pseudo('Read the <link>terms</link>.', { link: (chunks: unknown) => `[${String(chunks)}]` })).toBe('⟦Ŕéàđ ţĥé [ţéŕɱš].⟧');
  });

  it('walks every namespace of the catalogue and leaves no English message as it was', () => {
    const walk = (node: unknown): string[] =>
      typeof node === 'string' ? [node] : Array.isArray(node) ? [JSON.stringify(node)] : Object.values(node as object).flatMap(walk);
    const compiled = JSON.parse(JSON.stringify(en), (_, v) => (typeof v === 'string' ? compile(v) : v));
    const messages = walk(pseudoCatalogue(compiled));
    expect(messages.length).toBe(walk(compiled).length);
    expect(messages.filter((m) => !m.startsWith('⟦') && !m.startsWith('["⟦"'))).toEqual([]);
  });
});

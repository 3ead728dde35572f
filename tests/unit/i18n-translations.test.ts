import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { renderMessage } from '@/lib/i18n/catalogue';
import { defaultLocale, locales } from '@/lib/i18n/config';

/**
 * Every language's catalogue against the English one (issue 29): the same files and keys, each
 * message parses, has the English message's placeholders and tags (no more, no fewer), every plural
 * has each form its language needs (Intl.PluralRules: Arabic six, Russian four), and no message is
 * left in English unless it is a name or a code (allow-listed per language in
 * lib/i18n/same-as-english/<locale>.json).
 *
 * The languages are the folders beside en/ under lib/i18n/messages/, read as JSON files.
 */

const messagesDir = path.resolve(__dirname, '../../lib/i18n/messages');
type Tree = { [key: string]: string | Tree };

/** A language's catalogue: namespace (file name) → its messages. */
function readCatalogue(locale: string): Record<string, Tree> {
  const dir = path.join(messagesDir, locale);
  const out: Record<string, Tree> = {};
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')).sort()) out[name.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
  return out;
}

/** Every message of a tree with its dotted key. */
function flatten(node: string | Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof node === 'string') return out.set(prefix, node);
  for (const [k, v] of Object.entries(node)) for (const [kk, vv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
  return out;
}

type Element = { type: number; value?: string; pluralType?: 'cardinal' | 'ordinal'; options?: Record<string, { value: Element[] }>; children?: Element[] };

interface Shape {
  /** argument names (plain, number, date, time, select, plural) and tag names (`<link>`) */
  names: Set<string>;
  /** each select argument's option keys */
  selects: Map<string, Set<string>>;
  /** each plural's kind and the forms it gives */
  plurals: { name: string; kind: 'cardinal' | 'ordinal'; forms: string[] }[];
  /** the text outside placeholders and tags */
  text: string;
}

/** What a message is made of, parsed as ICU in `locale`. Throws on a message that does not parse. */
function shapeOf(message: string, locale: string): Shape {
  const shape: Shape = { names: new Set(), selects: new Map(), plurals: [], text: '' };
  const walk = (els: Element[]) => {
    for (const el of els) {
      // 0 literal, 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural, 7 pound, 8 tag
      if (el.type === 0) shape.text += ` ${el.value ?? ''}`;
      if (el.type >= 1 && el.type <= 6 && el.value) shape.names.add(el.value);
      if (el.type === 8 && el.value) shape.names.add(`<${el.value}>`);
      if (el.type === 5 && el.value) shape.selects.set(el.value, new Set([...(shape.selects.get(el.value) ?? []), ...Object.keys(el.options ?? {})]));
      if (el.type === 6 && el.value) shape.plurals.push({ name: el.value, kind: el.pluralType ?? 'cardinal', forms: Object.keys(el.options ?? {}) });
      if (el.options) for (const o of Object.values(el.options)) walk(o.value);
      if (el.children) walk(el.children);
    }
  };
  walk(new IntlMessageFormat(message, locale, undefined, { ignoreTag: false }).getAst() as unknown as Element[]);
  return shape;
}

const sorted = (s: Iterable<string>) => [...s].sort();

/** What is wrong with `locale`'s message `theirs` for the English `ours` (none: an empty list). */
function messageProblems(key: string, ours: string, theirs: string, locale: string, sameAllowed: boolean): string[] {
  let mine: Shape;
  let other: Shape;
  try {
    mine = shapeOf(ours, 'en');
    other = shapeOf(theirs, locale);
  } catch (err) {
    return [`${key}: does not parse (${(err as Error).message})`];
  }
  const problems: string[] = [];
  if (sorted(mine.names).join() !== sorted(other.names).join()) problems.push(`${key}: placeholders ${sorted(other.names).join(', ') || '(none)'}, English has ${sorted(mine.names).join(', ') || '(none)'}`);
  for (const [name, options] of mine.selects) {
    if (sorted(options).join() !== sorted(other.selects.get(name) ?? []).join()) problems.push(`${key}: select {${name}} gives ${sorted(other.selects.get(name) ?? []).join(', ')}, English ${sorted(options).join(', ')}`);
  }
  for (const plural of other.plurals) {
    const needed = new Intl.PluralRules(locale, { type: plural.kind }).resolvedOptions().pluralCategories as string[];
    const missing = needed.filter((f) => !plural.forms.includes(f));
    const unknown = plural.forms.filter((f) => !needed.includes(f) && !/^=\d+$/.test(f));
    if (missing.length) problems.push(`${key}: plural {${plural.name}} lacks ${missing.join(', ')} (${locale} needs ${needed.join(', ')})`);
    if (unknown.length) problems.push(`${key}: plural {${plural.name}} has ${unknown.join(', ')}, which ${locale} never uses`);
  }
  if (mine.plurals.length > 0 && other.plurals.length === 0) problems.push(`${key}: the English message counts (a plural); this one does not`);
  // Left in English: the same words, where the English has words (not only placeholders, digits, signs).
  if (!sameAllowed && theirs === ours && /\p{L}{2}/u.test(mine.text)) problems.push(`${key}: the same as the English "${ours.slice(0, 60)}" (a name or a code goes in lib/i18n/same-as-english/${locale}.json)`);
  return problems;
}

/** Every problem of a language's catalogue against the English one. */
function catalogueProblems(en: Record<string, Tree>, theirs: Record<string, Tree>, locale: string, allowSame: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const file of Object.keys(en)) if (!(file in theirs)) problems.push(`${file}.json: missing`);
  for (const file of Object.keys(theirs)) if (!(file in en)) problems.push(`${file}.json: not in English`);
  const ours = flatten(en);
  const other = flatten(theirs);
  for (const [key, message] of ours) {
    const t = other.get(key);
    if (t === undefined) problems.push(`${key}: missing`);
    else if (typeof t !== 'string') problems.push(`${key}: not a message`);
    else problems.push(...messageProblems(key, message, t, locale, allowSame.has(key)));
  }
  for (const key of other.keys()) if (!ours.has(key)) problems.push(`${key}: not in English`);
  return problems;
}

const english = readCatalogue('en');
const languages = readdirSync(messagesDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'en')
  .map((d) => d.name)
  .sort();
/** A language's allow-list of messages that are rightly the same as the English (names, codes): lib/i18n/same-as-english/<locale>.json, a list of dotted keys. */
function sameAsEnglish(locale: string): Set<string> {
  const file = path.resolve(messagesDir, '../same-as-english', `${locale}.json`);
  return new Set(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : []);
}

describe('the translations', () => {
  it('every language of the site has its catalogue, and the server renders messages in it', () => {
    expect(languages).toEqual(locales.filter((l) => l !== defaultLocale).sort());
    const token = 'errors.recordNotFound|{"what":"nouns.university"}';
    const rendered = Object.fromEntries(locales.map((l) => [l, renderMessage(token, l)]));
    expect(rendered.en).toBe('University not found');
    for (const l of locales) expect(rendered[l], l).toBe(flatten(readCatalogue(l)).get('errors.recordNotFound')!.replace('{what}', flatten(readCatalogue(l)).get('nouns.university')!));
    expect(new Set(Object.values(rendered)).size).toBe(locales.length);
  });

  it.each(languages)('%s has every English message, with its placeholders, its plural forms, in its own words', (locale) => {
    const allow = sameAsEnglish(locale);
    expect(catalogueProblems(english, readCatalogue(locale), locale, allow)).toEqual([]);
    // Every allow-listed key exists and is, in fact, the same as the English.
    const ours = flatten(english);
    const other = flatten(readCatalogue(locale));
    expect([...allow].filter((k) => !ours.has(k) || ours.get(k) !== other.get(k))).toEqual([]);
  });

  it('the check catches a missing key, a changed placeholder, a missing plural form, English left in, a broken message', () => {
    const en: Record<string, Tree> = {
      a: { greet: 'Hello {name}', count: '{n, plural, one {# course} other {# courses}}', brand: 'Zhiyuan', sign: '{n} / {m}', kind: '{k, select, a {A} other {B}}' },
    };
    expect(catalogueProblems(en, { a: { greet: 'Bonjour {name}', count: '{n, plural, one {# cours} many {# de cours} other {# cours}}', brand: 'Zhiyuan', sign: '{n} / {m}', kind: '{k, select, a {A} other {B}}' } }, 'fr', new Set(['a.brand']))).toEqual([]);
    const problems = catalogueProblems(
      en,
      { a: { greet: 'Bonjour {nom}', count: '{n, plural, one {# курс} other {# курсов}}', brand: 'Zhiyuan', sign: '{n} / {m}', kind: '{k, select, other {B}}', extra: 'x' } },
      'ru',
      new Set(),
    );
    expect(problems.join('\n')).toMatch(/a\.greet: placeholders nom/);
    expect(problems.join('\n')).toMatch(/a\.count: plural \{n\} lacks few, many/);
    expect(problems.join('\n')).toMatch(/a\.brand: the same as the English/);
    expect(problems.join('\n')).toMatch(/a\.kind: select \{k\}/);
    expect(problems.join('\n')).toMatch(/a\.extra: not in English/);
    expect(problems.join('\n')).not.toMatch(/a\.sign/);
    expect(catalogueProblems(en, { a: { greet: 'Bonjour {name' } }, 'fr', new Set()).join('\n')).toMatch(/a\.greet: does not parse[\s\S]*a\.count: missing/);
    expect(catalogueProblems({ a: { n: '{n, plural, one {# x} other {# xs}}' } }, { a: { n: '{n, plural, one {# x} two {# y} few {# z} many {# w} other {# v}}' } }, 'ar', new Set())).toEqual([
      'a.n: plural {n} lacks zero (ar needs few, many, one, other, two, zero)'.replace('few, many, one, other, two, zero', new Intl.PluralRules('ar').resolvedOptions().pluralCategories.join(', ')),
    ]);
  });
});

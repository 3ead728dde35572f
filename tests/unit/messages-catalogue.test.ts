import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { renderMessage } from '@/lib/i18n/catalogue';
import { parseMessage } from '@/lib/i18n/message';
import en from '@/lib/i18n/messages/en';
import * as domainMessages from '@/lib/messages';

/**
 * The English catalogue against what lib produces (issue 27, item 7): every key a message token of
 * lib names exists, every ICU message parses, and a producer passes exactly the placeholders its
 * message has (no more, no fewer: a misspelt name would render "{name}" or throw).
 */

const root = path.resolve(__dirname, '../..');

/** The catalogue entry at a dotted key: a string (a message), an object (a namespace), or undefined. */
function entryAt(key: string): unknown {
  let at: unknown = en;
  for (const part of key.split('.')) {
    if (!at || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** Every message of the catalogue with its dotted key. */
function allMessages(node: unknown = en, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => allMessages(v, prefix ? `${prefix}.${k}` : k));
}

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }>; children?: Element[] };

/** The placeholder names of an ICU message (arguments, numbers, dates, plurals, selects; tags are not). */
function placeholders(message: string): Set<string> {
  const names = new Set<string>();
  const walk = (els: Element[]) => {
    for (const el of els) {
      // 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural (TYPE of @formatjs/icu-messageformat-parser)
      if (el.type >= 1 && el.type <= 6 && el.value) names.add(el.value);
      if (el.options) for (const o of Object.values(el.options)) walk(o.value);
      if (el.children) walk(el.children);
    }
  };
  walk(new IntlMessageFormat(message, 'en').getAst() as unknown as Element[]);
  return names;
}

/** Checks one token: its key is a message of the catalogue, its parameters are the message's placeholders, it renders. */
function checkToken(token: string, where: string): void {
  const parsed = parseMessage(token);
  expect(parsed, `${where}: ${JSON.stringify(token)} is not a message token`).not.toBeNull();
  const { key, params } = parsed!;
  const message = entryAt(key);
  expect(typeof message, `${where}: the key ${key} is not in the English catalogue`).toBe('string');
  expect([...placeholders(message as string)].sort(), `${where}: the parameters of ${key}`).toEqual(Object.keys(params).sort());
  for (const [name, value] of Object.entries(params)) if (typeof value === 'string' && parseMessage(value) && value.includes('.')) checkNested(value, `${where} (parameter ${name})`);
  const rendered = renderMessage(token);
  expect(rendered, `${where}: ${key} renders`).not.toBe(token);
  expect(rendered).not.toMatch(/\{[a-zA-Z]+\}/);
}

/** A parameter that is itself a token (a status label inside a sentence) is checked the same way when it names a catalogue key. */
function checkNested(value: string, where: string): void {
  const key = parseMessage(value)!.key;
  if (typeof entryAt(key.split('.')[0]) === 'object') checkToken(value, where);
}

/** Sample arguments for a message function, by parameter name (numbers where the message counts). */
const numericParams = new Set(['n', 'minutes', 'seconds', 'maxMb', 'side', 'megapixels', 'moved', 'refused']);
function sampleArgs(fn: (...args: never[]) => unknown): unknown[] {
  const source = fn.toString();
  const list = /^\s*(?:function\s*\w*\s*)?\(([^)]*)\)/.exec(source)?.[1] ?? /^\s*(\w+)\s*=>/.exec(source)?.[1] ?? '';
  return list
    .split(',')
    .map((p) => p.trim().replace(/[:=].*$/, '').trim())
    .filter(Boolean)
    .map((name) => (numericParams.has(name) ? 2 : `sample ${name}`));
}

/** Functions that take a value of a closed set (a status) rather than free text. */
const sampleOverrides: Record<string, unknown[]> = {
  'lib/jobs/direct-hire-schemas directHireMessages.statusChanged': ['contacted'],
};

/** Walks a module's exports: strings that are tokens, objects of them (a messages object, a label map), functions called with samples. */
function walk(value: unknown, where: string, out: [string, string][]): void {
  if (typeof value === 'string') {
    out.push([where, value]);
  } else if (typeof value === 'function') {
    const args = sampleOverrides[where] ?? sampleArgs(value as (...args: never[]) => unknown);
    const result = (value as (...args: unknown[]) => unknown)(...args);
    if (typeof result === 'string') out.push([`${where}(…)`, result]);
  } else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [k, v] of Object.entries(value)) walk(v, `${where}.${k}`, out);
  }
}

/** The modules of lib that define message objects and value-label maps (client-safe: no database). */
const labelModules = {
  'lib/jobs/search-schemas': () => import('@/lib/jobs/search-schemas'),
  'lib/jobs/application-stages': () => import('@/lib/jobs/application-stages'),
  'lib/jobs/dto': () => import('@/lib/jobs/dto'),
  'lib/jobs/part-time-schemas': () => import('@/lib/jobs/part-time-schemas'),
  'lib/jobs/status': () => import('@/lib/jobs/status'),
  'lib/jobs/direct-hire-schemas': () => import('@/lib/jobs/direct-hire-schemas'),
  'lib/jobs/schemas': () => import('@/lib/jobs/schemas'),
  'lib/jobs/admin-schemas': () => import('@/lib/jobs/admin-schemas'),
  'lib/jobs/application-schemas': () => import('@/lib/jobs/application-schemas'),
  'lib/jobs/limits': () => import('@/lib/jobs/limits'),
  'lib/candidates/schemas': () => import('@/lib/candidates/schemas'),
  'lib/candidates/consent-schemas': () => import('@/lib/candidates/consent-schemas'),
  'lib/settings/legal-schemas': () => import('@/lib/settings/legal-schemas'),
  'lib/settings/schemas': () => import('@/lib/settings/schemas'),
  'lib/students/schemas': () => import('@/lib/students/schemas'),
  'lib/catalogue/schemas': () => import('@/lib/catalogue/schemas'),
  'lib/catalogue/labels': () => import('@/lib/catalogue/labels'),
  'lib/accounts/register-options': () => import('@/lib/accounts/register-options'),
  'lib/applications/payment-schemas': () => import('@/lib/applications/payment-schemas'),
  'lib/applications/review-schemas': () => import('@/lib/applications/review-schemas'),
  'lib/applications/status': () => import('@/lib/applications/status'),
  'lib/applications/schemas': () => import('@/lib/applications/schemas'),
  'lib/storage/policies': () => import('@/lib/storage/policies'),
} as const;

/** Exports that hold message tokens: the domain's messages objects and the value-label maps. */
const isMessageExport = (name: string) => /(Labels|Messages)$/.test(name) || ['listLimits', 'uploadPolicies', 'rejectionReasonRequired', 'codeTaken'].includes(name);

describe('the English catalogue', () => {
  it('every ICU message parses', () => {
    const messages = allMessages();
    expect(messages.length).toBeGreaterThan(300);
    for (const [key, message] of messages) expect(() => new IntlMessageFormat(message, 'en'), key).not.toThrow();
  });

  it('every message of lib/messages.ts is in the catalogue, with the placeholders its producer passes, and renders', () => {
    const found: [string, string][] = [];
    for (const [name, value] of Object.entries(domainMessages)) walk(value, name, found);
    expect(found.length).toBeGreaterThan(150);
    for (const [where, token] of found) checkToken(token, where);
  });

  it('every label map and messages object of lib names catalogue keys with their placeholders', async () => {
    let count = 0;
    for (const [file, load] of Object.entries(labelModules)) {
      const mod = (await load()) as Record<string, unknown>;
      const found: [string, string][] = [];
      for (const [name, value] of Object.entries(mod)) if (isMessageExport(name)) walk(value, `${file} ${name}`, found);
      // an uploadPolicies entry also holds MIME types and `accept` lists: only its label is a message
      for (const [where, token] of found.filter(([w]) => !/uploadPolicies\.\w+\.(?!label$)/.test(w) && !/listLimits\.\w+\.max$/.test(w))) {
        checkToken(token, where);
        count++;
      }
    }
    expect(count).toBeGreaterThan(200);
  });

  it('every key that lib code writes as msg(…) is a message of the catalogue', () => {
    const files: string[] = [];
    const collect = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const p = path.join(dir, name);
        if (statSync(p).isDirectory()) collect(p);
        else if (/\.tsx?$/.test(name)) files.push(p);
      }
    };
    collect(path.join(root, 'lib'));
    const missing: string[] = [];
    let count = 0;
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const m of source.matchAll(/\bmsg\(\s*'([^']+)'/g)) {
        count++;
        if (typeof entryAt(m[1]) !== 'string') missing.push(`${path.relative(root, file)}: ${m[1]}`);
      }
      expect(source, `${path.relative(root, file)} builds a key from parts: write it out (this test reads them)`).not.toMatch(/\bmsg\(\s*`/);
    }
    expect(count).toBeGreaterThan(300);
    expect(missing).toEqual([]);
  });

  it('a missing key is caught (the check itself)', () => {
    expect(() => checkToken('values.status.noSuchStatus', 'sample')).toThrow();
    expect(() => checkToken('errors.recordNotFound|{"noun":"x"}', 'sample')).toThrow();
    expect(() => checkToken('errors.recordNotFound|{"what":"nouns.university"}', 'sample')).not.toThrow();
  });
});

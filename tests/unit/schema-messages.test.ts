import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import '@/lib/forms/text';
import { renderMessage } from '@/lib/i18n/catalogue';
import { parseMessage } from '@/lib/i18n/message';
import { declaredUseCases } from '@/lib/use-case';
import en from '@/lib/i18n/messages/en';

/**
 * Human messages only (issue 31): every schema a door parses with (each declared use case's input)
 * and every form schema (each `…Schema` a `schemas.ts` / `…-schemas.ts` module exports) is walked
 * field by field, into nested objects and lists of objects, and each field is sent a missing
 * value, a value of the wrong type, a number below its minimum and above its maximum, a text
 * longer than its maximum (or shorter than its minimum), too many list items, a badly formatted
 * e-mail, web address or patterned text. Every message must be a key of the catalogue (never the
 * schema library's English, "Invalid input: expected number, received null"), and the specific
 * one for its case: nothing sent never says a type, a wrong type never says "required", a number
 * out of range or a text too long names the limit it broke ("Enter 100 or less", never one
 * "Enter a number" for all), a bad address says what an address must be. A schema added later is
 * walked too: the modules are found by their names and by `defineUseCase(`.
 */

const root = path.resolve(__dirname, '../..');

function libFiles(dir = path.join(root, 'lib')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return libFiles(p);
    return e.name.endsWith('.ts') && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

type Schema = z.ZodType;
type Def = { type: string; [k: string]: unknown };
const defOf = (s: Schema) => (s as unknown as { _zod: { def: Def; bag: Record<string, unknown> } })._zod.def;
/** A type's limits and format, read from its checks (`min`, `max`, `int`, `email`, `url`…). */
function bagOf(s: Schema): { minimum?: number; maximum?: number; format?: string } {
  const d = defOf(s);
  const out: { minimum?: number; maximum?: number; format?: string } = { format: typeof d.format === 'string' ? d.format : undefined };
  for (const check of (d.checks as { _zod: { def: Record<string, unknown> } }[] | undefined) ?? []) {
    const c = check._zod.def;
    // Exclusive bounds (`positive()`) are left out: their message has no limit to name.
    if (c.check === 'greater_than' && c.inclusive && typeof c.value === 'number') out.minimum = Math.max(out.minimum ?? -Infinity, c.value);
    if (c.check === 'less_than' && c.inclusive && typeof c.value === 'number') out.maximum = Math.min(out.maximum ?? Infinity, c.value);
    if (c.check === 'min_length' && typeof c.minimum === 'number') out.minimum = c.minimum;
    if (c.check === 'max_length' && typeof c.maximum === 'number') out.maximum = c.maximum;
    if ((c.check === 'number_format' || c.check === 'string_format') && typeof c.format === 'string') out.format = c.format;
  }
  return out;
}

/** The object fields of a schema (through wrappers, preprocessing and rules across fields), or null. */
function shapeOf(s: Schema, depth = 0): Record<string, Schema> | null {
  if (depth > 8) return null;
  const d = defOf(s);
  switch (d.type) {
    case 'object':
      return d.shape as Record<string, Schema>;
    case 'pipe':
      return shapeOf(d.in as Schema, depth + 1) ?? shapeOf(d.out as Schema, depth + 1);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return shapeOf(d.innerType as Schema, depth + 1);
    default:
      return null;
  }
}

/** The type a field's value is judged by, under its wrappers and preprocessing. */
function coreOf(s: Schema, depth = 0): Schema {
  if (depth > 12) return s;
  const d = defOf(s);
  switch (d.type) {
    case 'pipe': {
      const inner = defOf(d.in as Schema).type;
      // A preprocess (transform → type) or a coercion (union of number and text → number): the type it ends in.
      if (inner === 'transform' || inner === 'union') return coreOf(d.out as Schema, depth + 1);
      return coreOf(d.in as Schema, depth + 1);
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return coreOf(d.innerType as Schema, depth + 1);
    case 'union': {
      // `null | number`: the number.
      const options = (d.options as Schema[]).filter((o) => defOf(o).type !== 'null' && defOf(o).type !== 'undefined');
      return options.length === 1 ? coreOf(options[0], depth + 1) : s;
    }
    default:
      return s;
  }
}

const has = (key: string) => {
  let node: unknown = en;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string';
};

const typeKeys = new Set(['validation.enterText', 'validation.invalidNumber', 'validation.wholeNumber', 'validation.digitsOnly', 'validation.invalidDate', 'validation.chooseOption', 'validation.invalidValue']);
const genericKeys = new Set(['validation.invalidNumber', 'validation.invalidValue', 'validation.wholeNumber', 'validation.digitsOnly']);

interface Found {
  where: string;
  message: string;
  problem: string;
}

const BIG = 1e15;

/** The cases a field is sent, from its type and limits: [name, value, what the message must be]. */
function casesOf(field: Schema): [string, unknown, (key: string, params: Record<string, unknown>, text: string) => string | null][] {
  const core = coreOf(field);
  const t = defOf(core).type;
  const bag = bagOf(core);
  const out: [string, unknown, (key: string, params: Record<string, unknown>, text: string) => string | null][] = [];
  // The limit is named by the message's parameter, or in its words ("Enter at most 100 characters").
  const limit = (n: number, key: string) => (k: string, params: Record<string, unknown>, text: string) =>
    genericKeys.has(k)
      ? `says "${k}" instead of the limit ${n}`
      : k === key
        ? params.n === n
          ? null
          : `names ${String(params.n)}, not ${n}`
        : Object.values(params).includes(n) || text.includes(String(n)) || text.includes(n.toLocaleString('en'))
          ? null
          : `does not name the limit ${n}`;
  out.push(['missing', undefined, (k) => (typeKeys.has(k) && k !== 'validation.chooseOption' ? `says a type ("${k}") for nothing sent` : null)]);
  out.push(['wrong type', { not: 'a value' }, (k) => (k === 'validation.required' ? 'says "required" for a value that was sent' : null)]);
  if (t === 'number') {
    const min = typeof bag.minimum === 'number' ? bag.minimum : undefined;
    const max = typeof bag.maximum === 'number' ? bag.maximum : undefined;
    const int = bag.format === 'safeint' || bag.format === 'int32';
    const step = int ? 1 : 0.5;
    if (min !== undefined && Math.abs(min) < BIG) out.push(['too small', min - step, limit(min, 'validation.minNumber')]);
    if (max !== undefined && Math.abs(max) < BIG) out.push(['too large', max + step, limit(max, 'validation.maxNumber')]);
  }
  if (t === 'string') {
    const max = typeof bag.maximum === 'number' ? bag.maximum : undefined;
    const min = typeof bag.minimum === 'number' ? bag.minimum : undefined;
    if (max !== undefined && max < 1_000_000) out.push(['too long', 'x'.repeat(max + 1), limit(max, 'validation.maxLength')]);
    if (min !== undefined && min > 1 && min < 1000) out.push(['too short', 'x'.repeat(min - 1), limit(min, 'validation.minLength')]);
    if (bag.format === 'email') out.push(['bad e-mail', 'not an address', (k) => (k === 'validation.emailInvalid' || k.endsWith('emailInvalid') ? null : `says "${k}" for a bad e-mail`)]);
    if (bag.format === 'url') out.push(['bad address', 'not an address', (k) => (genericKeys.has(k) ? `says "${k}" for a bad address` : null)]);
    // A pattern (a date, an intake, a slug, a code): text that fits no pattern is badly formatted, never "required" or "Enter text".
    if (bag.format === 'regex') out.push(['badly formatted', '#?!', (k) => (k === 'validation.required' || k === 'validation.enterText' ? `says "${k}" for badly formatted text` : null)]);
  }
  if (t === 'array') {
    const max = typeof bag.maximum === 'number' ? bag.maximum : undefined;
    if (max !== undefined && max < 10_000) out.push(['too many', Array.from({ length: max + 1 }, (_, i) => `item ${i}`), limit(max, 'validation.maxItems')]);
  }
  return out;
}

/** Every field of a shape, and the fields of the objects (and lists of objects) inside it: [path, schema]. */
function fieldsOf(shape: Record<string, Schema>, at: (string | number)[] = [], depth = 0): [(string | number)[], Schema][] {
  return Object.entries(shape).flatMap(([key, field]): [(string | number)[], Schema][] => {
    const path = [...at, key];
    const core = coreOf(field);
    const d = defOf(core);
    const inner = d.type === 'object' ? shapeOf(core) : d.type === 'array' ? shapeOf(coreOf(d.element as Schema)) : null;
    const below = inner && depth < 3 ? fieldsOf(inner, d.type === 'array' ? [...path, 0] : path, depth + 1) : [];
    return [[path, field], ...below];
  });
}

/** `{ a: [{ b: value }] }` for the path `a.0.b`. */
function nest(path: (string | number)[], value: unknown): unknown {
  return path.reduceRight<unknown>((inner, key) => (typeof key === 'number' ? [inner] : { [key]: inner }), value);
}

/** Walks one schema; every message found, with what is wrong with it (if anything). */
function walk(name: string, schema: Schema): { checked: number; found: Found[] } {
  const shape = shapeOf(schema);
  const found: Found[] = [];
  let checked = 0;
  const judge = (where: string, input: unknown, expectAt: string | null, rule: ((k: string, p: Record<string, unknown>, text: string) => string | null) | null) => {
    let r;
    try {
      r = schema.safeParse(input);
    } catch {
      return; // a schema that needs a request or a database to judge: the integration tests cover it
    }
    if (r.success) return;
    // The field's own messages: the case passes when one of them is the case's (a text too long
    // for its field may also be no e-mail address; the one that names the limit is enough).
    const own: { message: string; problem: string | null }[] = [];
    for (const issue of r.error.issues) {
      const at = issue.path.join('.');
      const parsed = parseMessage(issue.message);
      if (!parsed || !has(parsed.key)) {
        found.push({ where: `${where} at "${at}"`, message: issue.message, problem: 'not a key of the catalogue' });
        continue;
      }
      if (rule && expectAt !== null && at === expectAt) own.push({ message: issue.message, problem: rule(parsed.key, parsed.params, renderMessage(issue.message)) });
    }
    if (own.length === 0) return;
    checked++;
    if (own.every((o) => o.problem)) found.push({ where: `${where} at "${expectAt}"`, message: own.map((o) => o.message).join(' / '), problem: own[0].problem! });
  };
  judge(`${name}: nothing`, undefined, null, null);
  judge(`${name}: a list`, [1, 2], null, null);
  if (!shape) return { checked, found };
  for (const [at, field] of fieldsOf(shape)) {
    const where = at.join('.');
    for (const [what, value, rule] of casesOf(field)) judge(`${name}.${where} ${what}`, nest(at, value), where, rule);
  }
  return { checked, found };
}

async function schemasToWalk(): Promise<[string, Schema][]> {
  const out = new Map<Schema, string>();
  const files = libFiles();
  for (const file of files) {
    const rel = path.relative(root, file);
    const source = fs.readFileSync(file, 'utf8');
    const isSchemaModule = /(^|[/-])schemas?\.ts$/.test(rel);
    if (/^['"]use server['"]/m.test(source)) continue;
    if (!isSchemaModule && !(source.includes('defineUseCase(') && rel !== 'lib/use-case.ts')) continue;
    const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    if (!isSchemaModule) continue;
    for (const [exported, value] of Object.entries(mod)) {
      if (exported.endsWith('Schema') && value instanceof z.ZodType && !out.has(value)) out.set(value, `${rel}#${exported}`);
    }
  }
  for (const uc of declaredUseCases()) {
    const input = uc.spec.input as Schema;
    if (!out.has(input)) out.set(input, `use case ${uc.spec.name}`);
  }
  return [...out.entries()].map(([s, n]) => [n, s]);
}

describe('every schema speaks the catalogue, with the message of its case', () => {
  it('walks every use-case input and form schema: required, type, limits and format each say their own message', async () => {
    const schemas = await schemasToWalk();
    expect(schemas.length).toBeGreaterThan(150);
    let checked = 0;
    const found: Found[] = [];
    for (const [name, schema] of schemas) {
      const r = walk(name, schema);
      checked += r.checked;
      found.push(...r.found);
    }
    const report = [...new Set(found.map((f) => `${f.where}: ${f.problem} (${f.message})`))];
    expect(report).toEqual([]);
    // The walk reached the fields (not only the schemas' top level).
    expect(checked).toBeGreaterThan(1000);
  }, 120_000);

  it('judges the walk itself: a schema of library defaults and one generic sentence is caught', () => {
    const bad = z.object({
      n: z.number().min(1, 'validation.invalidNumber').max(9, 'validation.invalidNumber'),
      s: z.string().max(3, { error: () => 'Too long!' }),
      d: z.string().regex(/^\d+$/, 'validation.required'),
      w: z.string({ error: 'validation.required' }),
      o: z.object({ p: z.number().max(5, 'validation.invalidNumber') }),
      l: z.array(z.object({ q: z.number().min(2, 'validation.invalidNumber') })),
    });
    const { found } = walk('bad', bad);
    const problems = found.map((f) => `${f.where}: ${f.problem}`);
    expect(problems).toEqual(
      expect.arrayContaining([
        'bad.n too small at "n": says "validation.invalidNumber" instead of the limit 1',
        'bad.n too large at "n": says "validation.invalidNumber" instead of the limit 9',
        'bad.s too long at "s": not a key of the catalogue',
        'bad.d badly formatted at "d": says "validation.required" for badly formatted text',
        'bad.w wrong type at "w": says "required" for a value that was sent',
        'bad.o.p too large at "o.p": says "validation.invalidNumber" instead of the limit 5',
        'bad.l.0.q too small at "l.0.q": says "validation.invalidNumber" instead of the limit 2',
      ]),
    );
  });
});

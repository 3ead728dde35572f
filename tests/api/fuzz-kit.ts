import fc from 'fast-check';

/**
 * The generators the request-safety tests share: the classes of bad input the outside probe found
 * (NUL and lone surrogates at any depth, objects and arrays where text is expected, ids out of the
 * integer range, malformed escapes, numbers where text is expected, another site's Origin) mixed
 * with ordinary values, and a mutator that puts them into a real body at any depth, including
 * inside the JSON-text sections the old admissions client sends (`conatct_details` is a JSON
 * string whose fields are mutated and re-encoded).
 *
 * Seeded: FUZZ_SEED (printed by each file), else a fixed seed, so a failure can be replayed.
 */
export const seed = Number(process.env.FUZZ_SEED ?? 20261126);

/** A JSON value that no text field may store, or that has the wrong shape for one. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 12 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udc00y', '\udfff\ud800', 'ok\u0000\ud800'),
  fc.constantFrom<unknown>({ toString: 'x' }, { valueOf: 1 }, {}, { a: { b: '\u0000' } }, [], ['a', 'b'], [{ x: 1 }], [['\u0000']]),
  fc.constantFrom<unknown>(2147483648, -2147483649, 9007199254740993, -1, 0, 1.5, 1e300, -0),
  fc.constantFrom('2147483648', '99999999999999999999', '-1', '1e309', 'NaN', '0x10', ' 7 '),
  fc.constantFrom('%ZZ', '%', '%E4%B8', '%00', '%2e%2e', '../../etc/passwd'),
  fc.constantFrom<unknown>(70, 175, 0.5, -3, true, false, null),
  fc.constantFrom('', ' ', 'x'.repeat(5000), '<script>alert(1)</script>', "'; drop table users; --", '2026-02-30', 'not-an-email'),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

/** A value that must be refused wherever it enters as text (nothing may store it). */
export const unstorable = (v: unknown): boolean => containsUnstorable(v);
function containsUnstorable(v: unknown): boolean {
  if (typeof v === 'string') return v.includes('\u0000') || /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(v);
  if (Array.isArray(v)) return v.some(containsUnstorable);
  if (v && typeof v === 'object') return Object.values(v).some(containsUnstorable);
  return false;
}

/** A path segment as it goes on the wire (already percent-encoded where needed). */
export const badSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('%ZZ', '%', '%25', '%E4%B8', '%00', 'a%00b', '%ED%A0%80', '%2e%2e', '..', '-1', '0', '1.5', '1e3', '2147483648', '99999999999999999999', 'NaN', 'null', '[object Object]', '%3Cscript%3E'),
  fc.string({ unit: 'grapheme', maxLength: 20 }).map((s) => encodeURIComponent(s) || 'x'),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String),
);

/** A place in a JSON value: read it, replace it. */
interface Slot {
  path: string;
  set(v: unknown): void;
}

/** Every place in `root` (objects, arrays, and the inside of strings that hold JSON objects or arrays). */
function slots(root: Record<string, unknown>): Slot[] {
  const out: Slot[] = [];
  const walk = (container: Record<string, unknown> | unknown[], path: string, commit: () => void) => {
    const entries: [string | number, unknown][] = Array.isArray(container) ? container.map((v, i) => [i, v]) : Object.entries(container);
    for (const [k, v] of entries) {
      const here = `${path}${Array.isArray(container) ? `[${k}]` : `${path ? '.' : ''}${String(k)}`}`;
      const set = (x: unknown) => {
        (container as Record<string | number, unknown>)[k] = x;
        commit();
      };
      out.push({ path: here, set });
      if (v && typeof v === 'object') walk(v as Record<string, unknown>, here, commit);
      else if (typeof v === 'string' && /^\s*[[{]/.test(v)) {
        // JSON text (the old admissions client's sections): mutate inside, then encode it again.
        try {
          const inner = JSON.parse(v) as unknown;
          if (inner && typeof inner === 'object') {
            walk(inner as Record<string, unknown>, `${here}<json>`, () => {
              (container as Record<string | number, unknown>)[k] = JSON.stringify(inner);
              commit();
            });
          }
        } catch {
          // not JSON after all: a plain string slot
        }
      }
    }
  };
  walk(root, '', () => {});
  return out;
}

export interface Mutated {
  body: Record<string, unknown>;
  /** What was changed, e.g. `conatct_details<json>.wechat = "\u0000"`. */
  changes: string[];
  /** True when some changed value can be stored nowhere (the request must be refused). */
  mustRefuse: boolean;
}

/** `base` with `picks` places replaced by `values` (indexes taken modulo the places there are), plus `extra` fields. */
export function mutate(base: Record<string, unknown>, picks: { at: number; value: unknown }[], extra: [string, unknown][] = []): Mutated {
  const body = clone(base);
  const changes: string[] = [];
  let mustRefuse = false;
  for (const { at, value } of picks) {
    const all = slots(body);
    if (all.length === 0) break;
    const slot = all[at % all.length];
    slot.set(clone(value));
    changes.push(`${slot.path} = ${show(value)}`);
    if (unstorable(value)) mustRefuse = true;
  }
  for (const [k, v] of extra) {
    body[k] = v;
    changes.push(`+${k} = ${show(v)}`);
  }
  return { body, changes, mustRefuse };
}

/** A value for a failure message: JSON with the invisible characters spelled out. */
export function show(v: unknown, max = 1500): string {
  let s: string;
  try {
    s = JSON.stringify(v, (_k, x: unknown) => (x === undefined ? '(undefined)' : x)) ?? String(v);
  } catch {
    s = String(v);
  }
  s = s.replace(/[\u0000-\u001f\ud800-\udfff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return s.length > max ? `${s.slice(0, max)}… (${s.length} chars)` : s;
}

/** A picked mutation: where (an index into the body's places) and what. */
export const picks = fc.array(fc.record({ at: fc.nat(), value: badValue }), { minLength: 1, maxLength: 3 });

/** Field names the app's doors read, for extra fields a body did not have. */
export const vocabulary = [
  '_method', 'id', 'user_id', 'name', 'email', 'password', 'password_confirmation', 'old_password', 'role', 'message', 'subject', 'title', 'description',
  'job_title', 'job_category', 'job', 'cv', 'cover_letter', 'course_id', 'program_id', 'university_id', 'job_category_choice', 'status', 'reason',
  'conatct_details', 'basic_information', 'passport_information', 'documents', 'weight', 'height', 'org_name', 'code', 'cat_name', 'org_type',
];

/** Another site, as a browser names it. */
export const foreignOrigins = ['https://evil.example', 'null', 'http://localhost.evil.example'];

/** A deep copy of a JSON value (lone surrogates survive: JSON escapes them). */
const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

/** Where two snapshots part: the text around the first difference, before → after. */
export function difference(before: string, after: string): string {
  let i = 0;
  while (i < before.length && i < after.length && before[i] === after[i]) i++;
  const from = Math.max(0, i - 120);
  return `before …${before.slice(from, i + 160)}… after …${after.slice(from, i + 160)}…`;
}

import type { FieldErrors } from '@/lib/forms/field-errors';

/**
 * The seed's field names (typos included) ↔ ours, declared once per resource and used in both
 * directions: request bodies in (`toDomain`), records out (`toLegacy`), error keys out
 * (`fieldErrorsToLegacy`). Only top-level names are renamed; deeper paths keep their segments.
 *
 *   export const universityFields = defineFieldMap({ bannar: 'banner', mejor: 'major' });
 *   universityFields.toDomain({ bannar: 'x.png' })   // { banner: 'x.png' }
 *   universityFields.toLegacy({ banner: 'x.png' })   // { bannar: 'x.png' }
 */
export type FieldRule = string | { to: string; in?: (value: unknown) => unknown; out?: (value: unknown) => unknown };

export interface FieldMap<L extends string = string> {
  /** legacy name → our name */
  readonly legacyToDomain: Readonly<Record<L, string>>;
  /** our name → legacy name */
  readonly domainToLegacy: Readonly<Record<string, L>>;
  domainKey(legacyKey: string): string;
  legacyKey(domainKey: string): string;
  /** Renames (and converts, where a rule says so) the legacy keys of a body to ours. */
  toDomain<T extends Record<string, unknown>>(body: T): Record<string, unknown>;
  /** Renames our keys to the legacy ones (records in answers). */
  toLegacy<T extends Record<string, unknown>>(record: T): Record<string, unknown>;
  /** `major.0` → `mejor.0` */
  legacyPath(path: string): string;
  domainPath(path: string): string;
  fieldErrorsToLegacy(fieldErrors: FieldErrors): FieldErrors;
}

export function defineFieldMap<L extends string>(rules: Record<L, FieldRule>): FieldMap<L> {
  const legacyToDomain = {} as Record<L, string>;
  const domainToLegacy: Record<string, L> = {};
  const inConv: Record<string, (v: unknown) => unknown> = {};
  const outConv: Record<string, (v: unknown) => unknown> = {};
  for (const [legacy, rule] of Object.entries(rules) as [L, FieldRule][]) {
    const to = typeof rule === 'string' ? rule : rule.to;
    if (to in domainToLegacy) throw new Error(`defineFieldMap: two legacy names map to "${to}"`);
    legacyToDomain[legacy] = to;
    domainToLegacy[to] = legacy;
    if (typeof rule !== 'string' && rule.in) inConv[legacy] = rule.in;
    if (typeof rule !== 'string' && rule.out) outConv[to] = rule.out;
  }
  const has = (o: object, k: string) => Object.prototype.hasOwnProperty.call(o, k);
  const domainKey = (k: string) => (has(legacyToDomain, k) ? legacyToDomain[k as L] : k);
  const legacyKey = (k: string) => (has(domainToLegacy, k) ? domainToLegacy[k] : k);
  const mapHead = (path: string, f: (k: string) => string) => {
    const dot = path.indexOf('.');
    return dot === -1 ? f(path) : f(path.slice(0, dot)) + path.slice(dot);
  };
  return {
    legacyToDomain,
    domainToLegacy,
    domainKey,
    legacyKey,
    toDomain(body) {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(body)) {
        const target = domainKey(k);
        // Our own name, when a client sends it, wins over the seed's spelling.
        if (target !== k && has(body, target)) continue;
        out[target] = has(inConv, k) ? inConv[k](v) : v;
      }
      return out;
    },
    toLegacy(record) {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(record)) out[legacyKey(k)] = has(outConv, k) ? outConv[k](v) : v;
      return out;
    },
    legacyPath: (p) => mapHead(p, legacyKey),
    domainPath: (p) => mapHead(p, domainKey),
    fieldErrorsToLegacy(fieldErrors) {
      const out: FieldErrors = {};
      for (const [k, v] of Object.entries(fieldErrors)) (out[mapHead(k, legacyKey)] ??= []).push(...v);
      return out;
    },
  };
}

/** The identity map, for resources whose names did not change. */
export const sameFields: FieldMap = defineFieldMap({});

import 'server-only';
import { z } from 'zod';

/**
 * A use case's input: `schema` (a form's own schema, which may carry refinements zod cannot
 * extend) plus the raw values of `keys` the address names (a record's uuid), which the use case
 * judges itself (a value that names nothing it may see is a 404, not a field error). One parse.
 */
export function withRefs<S extends z.ZodType, K extends string>(schema: S, ...keys: K[]): z.ZodType<z.output<S> & Record<K, unknown>> {
  return z.unknown().transform((raw, ctx) => {
    const r = schema.safeParse(raw);
    if (!r.success) {
      for (const issue of r.error.issues) ctx.addIssue(issue as Parameters<typeof ctx.addIssue>[0]);
      return z.NEVER;
    }
    const obj = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
    return { ...(r.data as object), ...Object.fromEntries(keys.map((k) => [k, obj[k]])) } as z.output<S> & Record<K, unknown>;
  }) as unknown as z.ZodType<z.output<S> & Record<K, unknown>>;
}

/** Only the raw values of `keys` (a use case that takes a record's reference and nothing else). */
export function refsOnly<K extends string>(...keys: K[]): z.ZodType<Record<K, unknown>> {
  return withRefs(z.object({}), ...keys);
}

import 'server-only';
import { z } from 'zod';
import type { CvView } from '@/lib/candidates/cvs';
import { resumeSections, sectionKeys, type ResumeSection } from '@/lib/candidates/schemas';
import { resolveCountryCode } from '@/lib/countries/countries';
import { isAppError, notFound } from '@/lib/errors';
import { errors as errorMessages } from '@/lib/messages';
import { doorInfo, markDoor } from '@/lib/use-case';
import { json } from './envelopes';
import { type FieldMap, sameFields } from './fields';
import type { LegacyContext, LegacyHandler } from './handlers';

/**
 * The candidate's resume at the legacy API's boundary (`POST /api/applicant/<section>/`,
 * `POST /api/applicant/resume/`). The resume sections already speak the seed's field names
 * (lib/candidates/schemas.ts): the section's fields travel flat in the body, the use case takes
 * them under the section's name (as the builder's form sends them), so its error keys lose that
 * prefix again here. The CV and the upload failure are shaped here too.
 */

/** Error keys `basic_info.first_name` → `first_name` (the seed's flat names). */
function sectionErrorKeys(section: ResumeSection): FieldMap {
  const prefix = `${section}.`;
  const strip = (key: string) => (key.startsWith(prefix) ? key.slice(prefix.length) : key);
  return {
    ...sameFields,
    legacyPath: strip,
    fieldErrorsToLegacy(fieldErrors) {
      const out: Record<string, string[]> = {};
      for (const [k, v] of Object.entries(fieldErrors)) (out[strip(k)] ??= []).push(...v);
      return out;
    },
  };
}

/**
 * The save-a-section use case's input from `POST /api/applicant/<section>/`: a path naming no
 * section is no address (404); the body is that section's fields.
 */
export async function resumeSectionInput(ctx: LegacyContext<{ section: string }>, body: Record<string, unknown>) {
  const section = ctx.params.section as ResumeSection;
  if (!(resumeSections as readonly string[]).includes(section)) throw notFound();
  ctx.keyErrorsBy(sectionErrorKeys(section));
  // An old client names a country in English ("United Kingdom"): as its code before the schema
  // reads the section's phones in it (lib/forms/phone.ts reads codes).
  const fields = { ...body };
  for (const key of ['nationality', 'country']) if (key in fields) fields[key] = await resolveCountryCode(fields[key]);
  return { section, [section]: fields };
}

/**
 * `POST /api/applicant/{section}`'s record, for the API reference: the row's id and the section's
 * fields under the seed's names (lib/candidates/schemas.ts `sectionKeys`, the keys the save answers),
 * each a stored value, null when unsaved (a list field: an empty list).
 */
const storedValue = z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]).nullable();
export const legacyResumeSectionSchema = z.union(
  resumeSections.map((section) =>
    z.strictObject({ id: z.number().int(), ...Object.fromEntries(sectionKeys[section].map((k) => [k, storedValue])) }).describe(`\`${section}\``),
  ) as unknown as [z.ZodObject, z.ZodObject, ...z.ZodObject[]],
);

/** A stored CV as the old client's resume upload answers it (the schema for the API reference; strict, the mapper's return type). */
export const legacyCvSchema = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  resume: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  is_default: z.boolean(),
  created: z.string(),
});
export function toLegacyCv(cv: CvView): z.output<typeof legacyCvSchema> {
  return {
    id: cv.id,
    title: cv.title,
    resume: cv.url,
    file_name: cv.fileName,
    size: cv.sizeBytes,
    is_default: cv.isDefault,
    created: cv.uploadedAt.toISOString(),
  };
}

/**
 * A refused resume upload: 400 `{ resume: [...], user: [...] }` (the old client shows `user`).
 * Anything that is not a validation failure (401, 403, 413, 500) keeps the usual envelope.
 */
export function legacyResumeFailure(err: unknown): Response | null {
  if (!isAppError(err) || err.code !== 'validation') return null;
  const messages = Object.values(err.fieldErrors).flat();
  const list = messages.length > 0 ? messages : [err.message || errorMessages.invalidInput];
  return json({ resume: list, user: list }, { status: 400 });
}

/** The resume upload's door answering a refused upload in the seed's shape (legacyResumeFailure). */
export function withResumeFailures<P>(door: LegacyHandler<P>): LegacyHandler<P> {
  const wrapped: LegacyHandler<P> = async (ctx) => {
    try {
      return await door(ctx);
    } catch (err) {
      const failure = legacyResumeFailure(err);
      if (failure) return failure;
      throw err;
    }
  };
  return markDoor(wrapped, doorInfo(door));
}

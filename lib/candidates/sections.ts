import 'server-only';
import { enabledCountryCodes, resolveCountryCode } from '@/lib/countries/countries';
import { and, eq, inArray, max } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '@/db';
import { withTransaction } from '@/db/transaction';
import { candidateAddresses, candidateProfiles, jobCategories } from '@/db/schema';
import { nestDotted } from '@/lib/applications/wizard-form';
import { recordAudit } from '@/lib/audit';
import { orNotFound } from '@/lib/auth/ownership';
import { AppError, notFound } from '@/lib/errors';
import { idSchema, parseId } from '@/lib/http/id';
import { errors, nouns } from '@/lib/messages';
import { defineUseCase } from '@/lib/use-case';
import { addressKeys, basicKeys, careerKeys, fromColumns, keysOf, ownProfileForUpdate, ownProfileLocked, preferenceKeys, rowNounTitle, rowTables, toColumns, type Obj } from './resume-columns';
import { candidateMessages as m, isRowSection, resumeSectionSchema, resumeSections, sectionSchemas, type ResumeSection } from './schemas';

/**
 * The resume builder's sections, always the actor's own profile (no user id is taken): a single
 * section is saved over, a repeatable section's rows are added, edited and removed one by one; a
 * row id that is not one of the actor's rows is a 404.
 */

// ---------------------------------------------------------------------------
// Checks against live lists

async function checkChoices(tx: Tx, section: ResumeSection, data: Obj): Promise<void> {
  const countryField = section === 'basic_info' ? 'nationality' : section.endsWith('_address') ? 'country' : null;
  if (countryField && typeof data[countryField] === 'string') {
    // The select sends a code; an old client a name ("United Kingdom", "UK"): either is stored as the code of an enabled country.
    const code = await resolveCountryCode(data[countryField], tx);
    if (typeof code !== 'string' || !(await enabledCountryCodes([code], tx)).has(code)) {
      throw new AppError('validation', m.unknownCountry, { fieldErrors: { [countryField]: [m.unknownCountry] } });
    }
    data[countryField] = code;
  }
  if (section === 'preference' && Array.isArray(data.job_category_choice) && data.job_category_choice.length > 0) {
    const ids = data.job_category_choice as number[];
    const found = await tx
      .select({ id: jobCategories.id })
      .from(jobCategories)
      .where(and(inArray(jobCategories.id, ids), eq(jobCategories.status, true)));
    if (found.length !== new Set(ids).size) throw new AppError('validation', m.unknownCategory, { fieldErrors: { job_category_choice: [m.unknownCategory] } });
  }
}

// ---------------------------------------------------------------------------
// Saving a section

/**
 * One section's input, as the builder's form sends it: `section`, the fields under the section's
 * name (`experience.org_name`, so errors are keyed by dotted path) and, to change a row,
 * `row_id`. The legacy door sends the fields of the section its path names.
 */
const sectionOptions = resumeSections.map((s) =>
  z.object({
    section: z.literal(s),
    /** A row of the actor's to change (a repeatable section; blank: a new row). */
    row_id: z.unknown().optional(),
    [s]: z.preprocess((x) => x ?? {}, sectionSchemas[s]),
  }),
) as unknown as [z.ZodObject, ...z.ZodObject[]];
export const resumeSectionInputSchema = z.preprocess(nestDotted, z.discriminatedUnion('section', sectionOptions, { error: errors.invalidInput }));

export interface SavedSection {
  section: ResumeSection;
  /** The saved record in seed field names (a row with its id). */
  record: Obj;
}

/**
 * Saves one section: a single section is updated (created the first time; fields not sent keep
 * their value), a repeatable section gets a new row, or, with `row_id`, that row of the actor's is
 * changed (someone else's row, or none: 404). Given the caller's transaction (`tx`), the section is
 * one part of the caller's unit (db/transaction.ts).
 */
export const saveResumeSection = defineUseCase({
  name: 'candidates.saveResumeSection',
  summary: "Save one section of the candidate's resume (a single section over, a repeatable section's row added or changed)",
  access: 'resume:write',
  input: resumeSectionInputSchema,
  run: async (actor, input, { meta, tx: outer }): Promise<SavedSection> => {
    const { section, row_id: rawRowId } = input as { section: ResumeSection; row_id?: unknown };
    const data = { ...((input as Obj)[section] as Obj) };
    const rowId = rawRowId === undefined || rawRowId === null || rawRowId === '' ? undefined : rawRowId;
    return withTransaction(outer, async (tx) => {
      await checkChoices(tx, section, data);
      const profile = await ownProfileForUpdate(tx, actor);
      const columns = toColumns(data);
      const now = new Date();
      let record: Obj;
      let entityId: number = profile.id;
      if (isRowSection(section)) {
        const table = rowTables[section];
        if (rowId !== undefined) {
          const id = parseId(rowId, nouns.row);
          const [row] = await tx
            .update(table)
            .set({ ...columns, updatedAt: now } as never)
            .where(and(eq(table.id, id), eq(table.profileId, profile.id)))
            .returning();
          orNotFound(row, rowNounTitle(section));
          record = { id: row.id, ...fromColumns(keysOf(section), row as Obj) };
          entityId = row.id;
        } else {
          const [{ last }] = await tx.select({ last: max(table.sortOrder) }).from(table).where(eq(table.profileId, profile.id));
          const [row] = await tx
            .insert(table)
            .values({ ...columns, profileId: profile.id, sortOrder: (last ?? -1) + 1 } as never)
            .returning();
          record = { id: (row as Obj).id as number, ...fromColumns(keysOf(section), row as Obj) };
          entityId = (row as Obj).id as number;
        }
      } else if (section === 'permanent_address' || section === 'present_address') {
        const kind = section === 'permanent_address' ? 'permanent' : 'present';
        const [row] = await tx
          .insert(candidateAddresses)
          .values({ ...(columns as object), profileId: profile.id, kind })
          .onConflictDoUpdate({ target: [candidateAddresses.profileId, candidateAddresses.kind], set: { ...(columns as object), updatedAt: now } })
          .returning();
        record = { id: row.id, ...fromColumns(addressKeys, row as unknown as Obj) };
      } else {
        const [row] = await tx
          .update(candidateProfiles)
          .set({ ...columns, updatedAt: now } as never)
          .where(eq(candidateProfiles.id, profile.id))
          .returning();
        const keys = section === 'basic_info' ? basicKeys : section === 'career_info' ? careerKeys : preferenceKeys;
        record = { id: row.id, ...fromColumns(keys, row as unknown as Obj) };
      }
      if (isRowSection(section) || section.endsWith('_address')) await tx.update(candidateProfiles).set({ updatedAt: now }).where(eq(candidateProfiles.id, profile.id));
      // Which section changed, never its values: they are personal data the audit trail does not need.
      await recordAudit(tx, { actor, action: rowId ? 'update' : 'save', entity: `candidate_${section}`, entityId, ip: meta.ip, requestId: meta.requestId });
      return { section, record };
    });
  },
});

// ---------------------------------------------------------------------------
// Removing a row

/** Removes one row of a repeatable section (the actor's own; anything else 404). */
export const deleteResumeRow = defineUseCase({
  name: 'candidates.deleteResumeRow',
  summary: "Remove one row of a repeatable section of the candidate's resume",
  access: 'resume:write',
  input: z.object({ section: resumeSectionSchema, id: idSchema() }),
  run: async (actor, { section, id }, { meta, tx: outer }): Promise<void> => {
    if (!isRowSection(section)) throw notFound(nouns.row);
    const table = rowTables[section];
    await withTransaction(outer, async (tx) => {
      const profile = orNotFound(await ownProfileLocked(tx, actor), rowNounTitle(section));
      const [gone] = await tx
        .delete(table)
        .where(and(eq(table.id, id), eq(table.profileId, profile.id)))
        .returning({ id: table.id });
      orNotFound(gone, rowNounTitle(section));
      await tx.update(candidateProfiles).set({ updatedAt: new Date() }).where(eq(candidateProfiles.id, profile.id));
      await recordAudit(tx, { actor, action: 'delete', entity: `candidate_${section}`, entityId: id, ip: meta.ip, requestId: meta.requestId });
    });
  },
});

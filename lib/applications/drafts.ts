import 'server-only';
import { assertEnabledCountries } from '@/lib/countries/countries';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Tx } from '@/db';
import { withTransaction } from '@/db/transaction';
import { applicationDocuments, applications, type Application } from '@/db/schema';
import { recordAudit } from '@/lib/audit';
import type { SignedInActor } from '@/lib/use-case';
import { defineUseCase } from '@/lib/use-case';
import { AppError } from '@/lib/errors';
import { idSchema } from '@/lib/http/id';
import type { RequestMeta } from '@/lib/http/request-meta';
import { applicationMessages as am, nouns } from '@/lib/messages';
import { releaseDocumentFile } from './document-files';
import { applicationDetail } from './reads';
import { applicationStepSchema, draftStepSchemas, stepNumber, stepSchemas, type ApplicationStep } from './schemas';
import { isEditable } from './status';
import type { ApplicationDetail } from './types';
import { nestDotted } from './wizard-form';
import { loadVisible, OWNER_ONLY } from './visible';

/**
 * A draft in the student's hands: the wizard's saves (one step at a time; several at once in the
 * old client's unit, ./documents.ts) and deleting the draft.
 */

type Meta = Partial<Pick<RequestMeta, 'ip' | 'requestId'>>;

const stepColumns = {
  student: (d: Record<string, unknown>) => ({
    contactDetails: d.contact_details,
    studentsInformation: d.students_information,
    homeAddress: d.home_address,
    postalAddress: d.postal_address,
    postalSameAsHome: d.postal_same_as_home,
    languageProficiency: d.language_proficiency,
    educationBackground: d.education_background,
    workExperience: d.work_experience,
  }),
  family: (d: Record<string, unknown>) => ({ familyContact: d.family_contact, financialSupporter: d.financial_supporter, emergencyContact: d.emergency_contact }),
  declaration: (d: Record<string, unknown>) => ({ declaration: d.declaration }),
  documents: () => ({}),
} satisfies Record<ApplicationStep, (d: Record<string, unknown>) => Partial<Record<keyof Application, unknown>>>;

/**
 * A step's input: the application, the step, `intent: 'draft'` for "Save draft", and the step's
 * fields (a form's dotted names are nested first). The fields are judged by the step's schema (its
 * lenient twin for a draft), their errors on the same paths as the step's own.
 */
export const saveStepInputSchema = z.preprocess(
  nestDotted,
  z
    .looseObject({ application_id: idSchema(), step: applicationStepSchema, intent: z.string().optional() })
    .transform((v, ctx) => {
      const draft = v.intent === 'draft';
      const r = (draft ? draftStepSchemas : stepSchemas)[v.step].safeParse(v);
      if (!r.success) {
        ctx.issues.push(...(r.error.issues as never[]));
        return z.NEVER;
      }
      return { application_id: v.application_id, step: v.step, draft, data: r.data as Record<string, unknown> };
    }),
);

const field = (section: unknown, key: string): string | undefined => {
  const v = section && typeof section === 'object' ? (section as Record<string, unknown>)[key] : undefined;
  return typeof v === 'string' ? v : undefined;
};

/**
 * The countries of a step's data (or of the stored row: its columns carry the same sections under
 * camel-case names), by the dotted path the form's fields have.
 */
function countriesOf(data: Record<string, unknown>): Record<string, string | undefined> {
  const pick = (snake: string, camel: string) => data[snake] ?? data[camel];
  const out: Record<string, string | undefined> = {
    'students_information.nationality': field(pick('students_information', 'studentsInformation'), 'nationality'),
    'home_address.country': field(pick('home_address', 'homeAddress'), 'country'),
    'postal_address.country': field(pick('postal_address', 'postalAddress'), 'country'),
    'family_contact.member_nationality': field(pick('family_contact', 'familyContact'), 'member_nationality'),
  };
  const education = pick('education_background', 'educationBackground');
  if (Array.isArray(education)) education.forEach((row, i) => (out[`education_background.${i}.country`] = field(row, 'country')));
  return out;
}

/** Writes one judged step on the locked draft (in the caller's unit), with its audit row. */
export async function writeStep(t: Tx, actor: SignedInActor, id: number, step: ApplicationStep, data: Record<string, unknown>, draft: boolean, meta: Meta): Promise<ApplicationDetail> {
  const resumeAt = draft ? stepNumber(step) : Math.min(4, stepNumber(step) + 1);
  const app = await loadVisible(actor, id, t, { ownerOnly: true, lock: true });
  if (!isEditable(app.status)) throw new AppError('conflict', am.notEditable);
  // Every country of the step names an enabled country (one the draft already holds stays).
  await assertEnabledCountries(countriesOf(data), Object.values(countriesOf(app as unknown as Record<string, unknown>)), t);
  const [after] = await t
    .update(applications)
    .set({ ...(stepColumns[step](data) as Partial<Application>), currentStep: resumeAt, savedAt: new Date() })
    .where(eq(applications.id, app.id))
    .returning();
  await recordAudit(t, { actor, action: 'update', entity: 'application', entityId: app.id, changes: { step: [null, step], draft: [null, draft] }, ip: meta.ip, requestId: meta.requestId });
  return applicationDetail(t, after);
}

/**
 * Saves one wizard step of a draft. Next checks the step's full rules and moves the resume point
 * to the following step; Save draft (`intent: 'draft'`) keeps incomplete input and resumes at this
 * step. Either way the time of the save is recorded. Given the caller's transaction (`tx`), the
 * step is one part of the caller's unit (db/transaction.ts): it commits or rolls back with the rest.
 */
export const saveStep = defineUseCase({
  name: 'applications.saveStep',
  summary: 'Save one wizard step of a draft (Next, or Save draft with incomplete input)',
  access: 'applications:apply',
  // Someone else's application is a 404 before its input is judged.
  record: { key: 'application_id', what: nouns.application, load: (actor, id, tx) => loadVisible(actor, id, tx ?? getDb(), OWNER_ONLY) },
  input: saveStepInputSchema,
  run: async (actor, input, { meta, tx }): Promise<ApplicationDetail> =>
    withTransaction(tx, (t) => writeStep(t, actor, input.application_id, input.step, input.data, input.draft, meta)),
});

/** The student deletes a draft (a submitted application is withdrawn instead); its files go too, unless another application holds them. */
export const deleteDraft = defineUseCase({
  name: 'applications.deleteDraft',
  summary: 'Delete a draft application and its files',
  access: 'applications:apply',
  record: { key: 'applicationId', what: nouns.application, load: (actor, id, tx) => loadVisible(actor, id, tx ?? getDb(), OWNER_ONLY) },
  input: z.object({ applicationId: idSchema() }),
  run: async (actor, { applicationId }, { meta, tx }): Promise<void> =>
    withTransaction(tx, async (t) => {
      const app = await loadVisible(actor, applicationId, t, { ownerOnly: true, lock: true });
      if (app.status !== 'draft') throw new AppError('conflict', am.onlyDrafts);
      const docs = await t.select({ fileId: applicationDocuments.fileId }).from(applicationDocuments).where(eq(applicationDocuments.applicationId, app.id));
      await t.delete(applications).where(eq(applications.id, app.id));
      await recordAudit(t, { actor, action: 'delete', entity: 'application', entityId: app.id, changes: { status: ['draft', null] }, ip: meta.ip, requestId: meta.requestId });
      // Its slots are gone (cascade): a file another application still holds stays with it.
      for (const fileId of new Set(docs.map((d) => d.fileId))) await releaseDocumentFile(t, fileId);
    }),
});

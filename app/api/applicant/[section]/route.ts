// POST /api/applicant/{basic_info, career_info, certification, education, experience, skill, training, extracurricular, language, permanent_address, present_address, preference, reference}/ — the resume builder's sections (legacy jobs client, candidate).
import { body, legacyHandlers } from '@/lib/api/legacy';
import { saveResumeSection } from '@/lib/candidates/profile';
import { resumeSectionSchema } from '@/lib/candidates/schemas';
import { notFound } from '@/lib/errors';
import { requestMetaFrom } from '@/lib/http/request-meta';

export const dynamic = 'force-dynamic';

/** Single sections are updated (created the first time), repeatable ones get a new row: 201 with the record in the seed's names. */
export const { POST } = legacyHandlers<{ section: string }>('jobs', {
  POST: async (ctx) => {
    const section = resumeSectionSchema.safeParse(ctx.params.section);
    if (!section.success) throw notFound();
    const actor = ctx.requireActor('candidate');
    const saved = await saveResumeSection(actor, section.data, ctx.body, undefined, requestMetaFrom(ctx.request.headers));
    return body(saved.record, 201);
  },
});

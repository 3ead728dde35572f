// POST /api/applicant/{basic_info, career_info, certification, education, experience, skill, training, extracurricular, language, permanent_address, present_address, preference, reference}/ — the resume builder's sections (legacy jobs client, candidate).
import { countriesAsNames } from '@/lib/api/legacy/countries';
import { answers, body, legacyDoor, legacyHandlers } from '@/lib/api/legacy';
import { legacyResumeSectionSchema, resumeSectionInput } from '@/lib/api/legacy/applicant';
import { saveResumeSection } from '@/lib/candidates/sections';

export const dynamic = 'force-dynamic';

/** Single sections are updated (created the first time), repeatable ones get a new row: 201 with the record in the seed's names. */
export const { POST } = legacyHandlers<{ section: string }>('jobs', {
  POST: legacyDoor(saveResumeSection, { answerSchema: answers.body(legacyResumeSectionSchema), answerStatus: 201, input: resumeSectionInput, answer: (saved) => body(countriesAsNames(saved.record, [['nationality'], ['country']]), 201) }),
});

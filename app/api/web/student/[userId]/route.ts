// GET, PUT /api/web/student/{userId} (and POST with _method=PUT) — legacy admissions client (Update your Profile): the student themself; `{ data: sections as JSON text }`, or one section saved.
import { legacyProfileSchema } from '@/lib/api/legacy/students';
import { answers, legacyDoor, legacyHandlers, message, record } from '@/lib/api/legacy';
import { assertSelf } from '@/lib/api/legacy/applications';
import { legacyProfileErrorFields, legacyProfileSectionIn, toLegacyProfile } from '@/lib/api/legacy/students';
import { success } from '@/lib/messages';
import { getStudentProfile, saveProfileSection } from '@/lib/students/profile';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT } = legacyHandlers<{ userId: string }>('admissions', {
  GET: legacyDoor(getStudentProfile, {
    answerSchema: answers.record(legacyProfileSchema),
    // Someone else's profile is a 403 (the path names a user, not a record of theirs).
    input: (ctx) => (assertSelf(ctx.actor, ctx.params.userId), {}),
    answer: (profile) => record(toLegacyProfile(profile)),
  }),
  PUT: legacyDoor(saveProfileSection, {
    answerSchema: answers.message(legacyProfileSchema),
    input: (ctx) => {
      assertSelf(ctx.actor, ctx.params.userId);
      const { section, input } = legacyProfileSectionIn(ctx.body);
      // The section's errors are answered under the seed's names.
      ctx.keyErrorsBy(legacyProfileErrorFields(section));
      return { section, [section]: input };
    },
    answer: (saved) => message(success.studentProfileUpdated, toLegacyProfile(saved)),
  }),
});

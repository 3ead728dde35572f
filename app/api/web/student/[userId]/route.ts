// GET, PUT /api/web/student/{userId} (and POST with _method=PUT) — legacy admissions client (Update your Profile): the student themself; `{ data: sections as JSON text }`, or one section saved.
import { legacyHandlers, message, record } from '@/lib/api/legacy';
import { assertSelf } from '@/lib/api/legacy/applications';
import { legacyProfileSectionIn, toLegacyProfile, withLegacyProfileErrors } from '@/lib/api/legacy/students';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { success } from '@/lib/messages';
import { getStudentProfile, saveProfileSection } from '@/lib/students/profile';

export const dynamic = 'force-dynamic';

export const { GET, POST, PUT } = legacyHandlers<{ userId: string }>('admissions', {
  GET: async (ctx) => {
    // Someone else's profile is a 403 (the path names a user, not a record of theirs).
    assertSelf(ctx.actor, ctx.params.userId);
    return record(toLegacyProfile(await getStudentProfile(ctx.actor)));
  },
  PUT: async (ctx) => {
    assertSelf(ctx.actor, ctx.params.userId);
    const { section, input } = legacyProfileSectionIn(ctx.body);
    const saved = await withLegacyProfileErrors(section, () => saveProfileSection(ctx.actor, section, input, requestMetaFrom(ctx.request.headers)));
    return message(success.studentProfileUpdated, toLegacyProfile(saved));
  },
});

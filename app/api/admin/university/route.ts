// GET, POST /api/admin/university — legacy admin client (university list; create with logo and bannar): admin only.
import { admissionsPage, legacyHandlers, message, pageParams } from '@/lib/api/legacy';
import { toLegacyAdminUniversityItem, toLegacyUniversity, universityFields } from '@/lib/api/legacy/catalogue';
import { createUniversity, listUniversitiesForAdmin, splitUniversityFiles } from '@/lib/catalogue/universities';
import { requestMetaFrom } from '@/lib/http/request-meta';
import { success } from '@/lib/messages';

export const dynamic = 'force-dynamic';

export const { GET, POST } = legacyHandlers(
  'admissions',
  {
    GET: async (ctx) => {
      const actor = ctx.requireActor('admin');
      const p = pageParams(ctx.url, { defaultPerPage: 20, maxPerPage: 60 });
      const s = ctx.url.searchParams;
      const page = await listUniversitiesForAdmin(actor, {
        q: s.get('q') ?? s.get('key') ?? undefined,
        status: s.get('status') ?? undefined,
        sort: s.get('sort') ?? undefined,
        dir: s.get('dir') ?? undefined,
        page: String(p.page),
        per_page: String(p.perPage),
      });
      return admissionsPage(page.items, page.total, { page: page.page, perPage: page.perPage }, toLegacyAdminUniversityItem);
    },
    POST: async (ctx) => {
      const actor = ctx.requireActor('admin');
      // Renamed to our names; the domain checks the fields, then stores the logo and banner.
      const { input, files } = splitUniversityFiles(universityFields.toDomain(ctx.body));
      const created = await createUniversity(actor, input, files, requestMetaFrom(ctx.request.headers));
      return message(success.universityCreated, toLegacyUniversity(created));
    },
  },
  { fields: universityFields, uploads: true },
);

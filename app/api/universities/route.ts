// GET /api/universities — job-side legacy client (university picker): public universities (id, uuid, name, logo), a page.
import { z } from 'zod';
import { admissionsPage, answers, legacyDoor, legacyHandlers, pageParams } from '@/lib/api/legacy';
import { listUniversitySummaries } from '@/lib/catalogue/public-api';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('admissions', {
  GET: legacyDoor(listUniversitySummaries, {
    answerSchema: answers.admissionsPage(z.strictObject({ id: z.number().int(), uuid: z.string(), name: z.string(), logo: z.string().nullable() })),
    input: ({ request }) => {
      const p = pageParams(request);
      return { page: p.page, perPage: p.perPage };
    },
    answer: (r, { request }) => admissionsPage(r.items, r.total, pageParams(request)),
  }),
});

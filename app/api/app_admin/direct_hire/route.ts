// GET /api/app_admin/direct_hire/?search= — the legacy admin's direct-hire requests (newest first; search by title, organisation, city, e-mail, phone, category): admin only; `{ count, next, previous, results }`.
import { jobSidePage, legacyHandlers, jobPageParams } from '@/lib/api/legacy';
import { toLegacyDirectHire } from '@/lib/api/legacy/job-admin';
import { listDirectHire } from '@/lib/jobs/direct-hire';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('jobs', {
  GET: async (ctx) => {
    const { page, perPage } = jobPageParams(ctx.request);
    return jobSidePage(
      ctx.request,
      await listDirectHire(ctx.actor, { page, per_page: perPage, q: ctx.url.searchParams.get('search') ?? '', status: ctx.url.searchParams.get('status') ?? 'all' }),
      toLegacyDirectHire,
    );
  },
});

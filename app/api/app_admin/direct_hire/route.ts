// GET /api/app_admin/direct_hire/?search= — the legacy admin's direct-hire requests (newest first; search by title, organisation, city, e-mail, phone, category): admin only; `{ count, next, previous, results }`.
import { legacyHandlers } from '@/lib/api/legacy';
import { drfPage, jobSidePage, toLegacyDirectHire } from '@/lib/api/legacy/job-admin';
import { listDirectHire } from '@/lib/jobs/direct-hire';

export const dynamic = 'force-dynamic';

export const { GET } = legacyHandlers('jobs', {
  GET: async (ctx) =>
    drfPage(
      ctx.request,
      await listDirectHire(ctx.actor, { ...jobSidePage(ctx.request), q: ctx.url.searchParams.get('search') ?? '', status: ctx.url.searchParams.get('status') ?? 'all' }),
      toLegacyDirectHire,
    ),
});

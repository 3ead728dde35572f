import { answers, message, admissionsPage, pageParams, record } from './envelopes';
import { legacyDoor, legacyHandlers } from './handlers';
import { adminResourceNoun, resourceUseCases, type AdminResourceRow } from '@/lib/catalogue/admin-resources';
import type { AdminResourceName } from '@/lib/catalogue/schemas';
import { PER_PAGE_DEFAULT, PER_PAGE_MAX } from '@/lib/http/page';
import { success } from '@/lib/messages';

/**
 * The old admin client's calls for the simple catalogue resources, over the same domain functions
 * as the back office (lib/catalogue/admin-resources.ts): `GET /api/admin/<r>` (a page
 * `{ data: [...] }`), `GET /api/admin/<r>/{id}`, `POST /api/admin/<r>` (multipart where there is
 * an icon), `POST /api/admin/<r>/{id}` with `_method=PUT` (only the fields sent change) and
 * `DELETE /api/admin/<r>/{id}` (409 while applications depend on the record). Admin only: 401
 * for a visitor, 403 for another role. The seed's field names are ours already (`category_id`
 * is a category's parent); status goes out as 1/0 as the old client read it.
 */

const flag = (b: boolean) => (b ? 1 : 0);
const iso = (d: Date) => d.toISOString();

/** A record under the seed's names. */
export function toLegacyResource(name: AdminResourceName, r: AdminResourceRow): Record<string, unknown> {
  const common = { id: r.id, status: flag(r.status), created_at: iso(r.createdAt) };
  switch (name) {
    case 'category':
      return { ...common, name: r.name, code: r.code, category_id: r.parentId, parent: r.parentName ?? null, icon: r.icon };
    case 'program':
      return { ...common, name: r.name, slug: r.slug, type: r.type, duration: r.duration, icon: r.icon };
    case 'city':
      return { ...common, name: r.name, slug: r.slug, code: r.code, province_id: r.provinceId, province: r.provinceName ?? null };
    case 'country':
      return { ...common, name: r.name, code: r.code };
    case 'offer':
      return {
        ...common,
        title: r.title,
        code: r.code,
        type: r.type,
        university_id: r.universityId,
        program_id: r.programId,
        duration: r.duration,
        percent: r.percent,
        details: r.details,
        deadline: r.deadline,
        image: r.image,
      };
  }
}

/** `GET` (a page) and `POST` (create) of `/api/admin/<r>`. */
export function adminResourceCollection(name: AdminResourceName, opts: { uploads?: boolean } = {}) {
  const noun = adminResourceNoun(name);
  const uc = resourceUseCases[name];
  return legacyHandlers(
    'admissions',
    {
      GET: legacyDoor(uc.list, {
        answerSchema: answers.admissionsPage(),
        input: (ctx) => {
          const p = pageParams(ctx.url, { defaultPerPage: PER_PAGE_DEFAULT, maxPerPage: PER_PAGE_MAX });
          const s = ctx.url.searchParams;
          return { page: p.page, per_page: p.perPage, q: s.get('q') ?? undefined, status: s.get('status') ?? undefined };
        },
        answer: (page) => admissionsPage(page.items, page.total, { page: page.page, perPage: page.perPage }, (r) => toLegacyResource(name, r)),
      }),
      POST: legacyDoor(uc.create, { answerSchema: answers.message(), answer: (created) => message(success.resourceCreated(noun), toLegacyResource(name, created)) }),
    },
    { uploads: opts.uploads },
  );
}

/** `GET`, `PUT` (or `POST` with `_method=PUT`) and `DELETE` of `/api/admin/<r>/{id}`. */
export function adminResourceItem(name: AdminResourceName, opts: { uploads?: boolean } = {}) {
  const noun = adminResourceNoun(name);
  const uc = resourceUseCases[name];
  return legacyHandlers<{ id: string }>(
    'admissions',
    {
      GET: legacyDoor(uc.get, {
        answerSchema: answers.record(),
        answer: ({ applications, dependents, ...row }) => record({ ...toLegacyResource(name, row), applications, dependents }),
      }),
      PUT: legacyDoor(uc.update, { answerSchema: answers.message(), answer: (updated) => message(success.resourceUpdated(noun), toLegacyResource(name, updated)) }),
      DELETE: legacyDoor(uc.delete, { answerSchema: answers.message(), answer: (deleted) => message(success.resourceDeleted(noun), deleted) }),
    },
    { uploads: opts.uploads },
  );
}

import { z } from 'zod';
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

const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);
const iso = (d: Date) => d.toISOString();

const id = z.number().int();
const maybe = z.string().nullable();
const common = { id, status: z.union([z.literal(0), z.literal(1)]), created_at: z.string() };

/**
 * Each resource's record under the seed's names, for the API reference (lib/api/openapi.ts):
 * every key with its type (strict: `toLegacyResource` returns these shapes, checked by the type
 * checker, so a key added to one and not the other is refused).
 */
export const legacyResourceSchemas = {
  category: z.strictObject({ ...common, name: z.string(), code: maybe, category_id: id.nullable(), parent: maybe, icon: maybe }),
  program: z.strictObject({ ...common, name: z.string(), slug: z.string(), type: z.string(), duration: maybe, icon: maybe }),
  city: z.strictObject({ ...common, name: z.string(), slug: z.string(), code: z.number().int().nullable(), province_id: id.nullable(), province: maybe }),
  country: z.strictObject({ ...common, name: z.string(), code: z.string() }),
  offer: z.strictObject({
    ...common,
    title: z.string(),
    code: maybe,
    type: maybe,
    university_id: id,
    program_id: id.nullable(),
    duration: maybe,
    percent: z.number().int(),
    details: maybe,
    deadline: maybe,
    image: maybe,
  }),
} satisfies Record<AdminResourceName, z.ZodType>;
type Legacy<N extends AdminResourceName> = z.output<(typeof legacyResourceSchemas)[N]>;

/** `GET /api/admin/<r>/{id}`: the record, the applications that depend on it and what goes with it. */
const withDependents = (name: AdminResourceName) =>
  legacyResourceSchemas[name].extend({ applications: z.number().int(), dependents: z.array(z.strictObject({ label: z.string(), count: z.number().int() })) });
/** A delete's answer: the record's id and its display name. */
const deletedSchema = z.strictObject({ id, label: z.string() });

/** A record under the seed's names. */
export function toLegacyResource(name: AdminResourceName, r: AdminResourceRow): Legacy<AdminResourceName> {
  const common = { id: r.id, status: flag(r.status), created_at: iso(r.createdAt) };
  // The rows carry their columns untyped (the engine reads them): the keys are checked here, the values by the HTTP answer check.
  const v = r as unknown as Record<string, never>;
  switch (name) {
    case 'category':
      return { ...common, name: v.name, code: v.code, category_id: v.parentId, parent: v.parentName ?? null, icon: v.icon } satisfies Legacy<'category'>;
    case 'program':
      return { ...common, name: v.name, slug: v.slug, type: v.type, duration: v.duration, icon: v.icon } satisfies Legacy<'program'>;
    case 'city':
      return { ...common, name: v.name, slug: v.slug, code: v.code, province_id: v.provinceId, province: v.provinceName ?? null } satisfies Legacy<'city'>;
    case 'country':
      return { ...common, name: v.name, code: v.code } satisfies Legacy<'country'>;
    case 'offer':
      return {
        ...common,
        title: v.title,
        code: v.code,
        type: v.type,
        university_id: v.universityId,
        program_id: v.programId,
        duration: v.duration,
        percent: v.percent,
        details: v.details,
        deadline: v.deadline,
        image: v.image,
      } satisfies Legacy<'offer'>;
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
        answerSchema: answers.admissionsPage(legacyResourceSchemas[name]),
        input: (ctx) => {
          const p = pageParams(ctx.url, { defaultPerPage: PER_PAGE_DEFAULT, maxPerPage: PER_PAGE_MAX });
          const s = ctx.url.searchParams;
          return { page: p.page, per_page: p.perPage, q: s.get('q') ?? undefined, status: s.get('status') ?? undefined };
        },
        answer: (page) => admissionsPage(page.items, page.total, { page: page.page, perPage: page.perPage }, (r) => toLegacyResource(name, r)),
      }),
      POST: legacyDoor(uc.create, { answerSchema: answers.message(legacyResourceSchemas[name]), answer: (created) => message(success.resourceCreated(noun), toLegacyResource(name, created)) }),
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
        answerSchema: answers.record(withDependents(name)),
        answer: ({ applications, dependents, ...row }) => record({ ...toLegacyResource(name, row), applications, dependents }),
      }),
      PUT: legacyDoor(uc.update, { answerSchema: answers.message(legacyResourceSchemas[name]), answer: (updated) => message(success.resourceUpdated(noun), toLegacyResource(name, updated)) }),
      DELETE: legacyDoor(uc.delete, { answerSchema: answers.message(deletedSchema), answer: (deleted) => message(success.resourceDeleted(noun), deleted) }),
    },
    { uploads: opts.uploads },
  );
}

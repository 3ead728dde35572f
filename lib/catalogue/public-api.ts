import 'server-only';
import { z } from 'zod';
import { notFound } from '@/lib/errors';
import { defineUseCase } from '@/lib/use-case';
import {
  findCityByNameCached,
  findUniversityCached,
  listCitiesCached,
  listCoursesCached,
  listDegreesCached,
  listHomeCoursesCached,
  listPopularUniversitiesCached,
  listUniversitiesCached,
  listUniversitiesOfCityCached,
  listUniversitySummariesCached,
} from './cache';
import { findCourseById } from './courses';
import { legacyCourseFilterSchema } from './schemas';
import { nouns } from '@/lib/messages';

/**
 * The public catalogue reads the legacy admissions client calls (`/api/web/...`,
 * `/api/universities`), declared as `public` use cases over the cached reads (cache.ts). What the
 * public may see is the reads' own rule (rules.ts): a record hidden from the public is a 404 here
 * as on its page. The doors compute the seed's paging (`page`, `per_page`) and pass it as `page`
 * and `perPage`; the answers are the domain's rows (the doors shape the seed's envelope).
 */

const paging = { page: z.number().int().min(1), perPage: z.number().int().min(1) };
const noInput = z.object({});

/** The public university with this id, or null (the record's 404). */
const publicUniversity = { key: 'id', what: nouns.university, load: (_actor: unknown, id: number) => findUniversityCached(id) };

export const listPublicCities = defineUseCase({
  name: 'catalogue.listPublicCities',
  summary: 'Enabled cities',
  access: 'public',
  input: noInput,
  run: () => listCitiesCached({}),
});

export const listPublicDegrees = defineUseCase({
  name: 'catalogue.listPublicDegrees',
  summary: 'Enabled degrees (programs)',
  access: 'public',
  input: noInput,
  run: () => listDegreesCached(),
});

export const listHomeCourses = defineUseCase({
  name: 'catalogue.listHomeCourses',
  summary: "The home page's public courses, featured first",
  access: 'public',
  input: z.object(paging),
  run: (_actor, { page, perPage }) => listHomeCoursesCached(perPage, page),
});

export const listPopularUniversities = defineUseCase({
  name: 'catalogue.listPopularUniversities',
  summary: 'Public universities by applications, then courses, then name',
  access: 'public',
  input: z.object({ limit: z.number().int().min(1) }),
  run: (_actor, { limit }) => listPopularUniversitiesCached(limit),
});

export const listUniversitiesOfCity = defineUseCase({
  name: 'catalogue.listUniversitiesOfCity',
  summary: "A public city's public universities (the city by name)",
  access: 'public',
  input: z.object({ name: z.string() }),
  run: async (_actor, { name }) => {
    const city = await findCityByNameCached(name.trim().slice(0, 200));
    if (!city) throw notFound(nouns.city);
    return listUniversitiesOfCityCached(city.slug);
  },
});

export const getPublicUniversity = defineUseCase({
  name: 'catalogue.getPublicUniversity',
  summary: 'One public university',
  access: 'public',
  record: publicUniversity,
  input: z.object({ id: z.unknown() }),
  run: async (_actor, _input, { record }) => record!,
});

export const searchUniversities = defineUseCase({
  name: 'catalogue.searchUniversities',
  summary: 'Public universities matching a keyword, best match first',
  access: 'public',
  input: z.object({ key: z.string(), ...paging }),
  run: (_actor, { key, page, perPage }) => listUniversitiesCached({ key: key.trim().slice(0, 100), page, perPage }),
});

export const listPublicUniversities = defineUseCase({
  name: 'catalogue.listPublicUniversities',
  summary: 'Public universities by name',
  access: 'public',
  input: z.object(paging),
  run: (_actor, { page, perPage }) => listUniversitiesCached({ page, perPage }),
});

export const listUniversitySummaries = defineUseCase({
  name: 'catalogue.listUniversitySummaries',
  summary: 'A page of public universities (id, uuid, name, logo) by name',
  access: 'public',
  input: z.object(paging),
  run: (_actor, { page, perPage }) => listUniversitySummariesCached(page, perPage),
});

export const getPublicCourse = defineUseCase({
  name: 'catalogue.getPublicCourse',
  summary: 'One public course with its program and university',
  access: 'public',
  record: { key: 'id', what: nouns.course, load: (_actor: unknown, id: number) => findCourseById(id) },
  input: z.object({ id: z.unknown() }),
  run: async (_actor, _input, { record }) => record!,
});

export const listCoursesOfDegree = defineUseCase({
  name: 'catalogue.listCoursesOfDegree',
  summary: "An enabled degree's public courses",
  access: 'public',
  record: { key: 'id', what: nouns.program, load: async (_actor: unknown, id: number) => (await listDegreesCached()).find((d) => d.id === id) ?? null },
  input: z.object({ id: z.unknown(), ...paging }),
  run: (_actor, { page, perPage }, { record }) => listCoursesCached({ programId: record!.id, page, perPage }),
});

export const listCoursesOfUniversity = defineUseCase({
  name: 'catalogue.listCoursesOfUniversity',
  summary: "A public university's public courses, by degree",
  access: 'public',
  record: publicUniversity,
  input: z.object({ id: z.unknown(), ...paging }),
  run: (_actor, { page, perPage }, { record }) => listCoursesCached({ universityId: record!.id, sort: 'degree', page, perPage }),
});

/** An id no public record has simply matches nothing: an empty list, not an error. */
export const filterCourses = defineUseCase({
  name: 'catalogue.filterCourses',
  summary: 'Public courses matching a keyword, degree, teaching language, major and university',
  access: 'public',
  input: legacyCourseFilterSchema.extend(paging),
  run: (_actor, f) =>
    listCoursesCached({
      key: f.key,
      programId: f.program_id,
      teachingLanguage: f.teaching_language,
      major: f.major,
      universityId: f.university_id,
      page: f.page,
      perPage: f.perPage,
    }),
});

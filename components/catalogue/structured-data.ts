import { msg } from '@/lib/i18n/message';
import { safeHref } from '@/lib/http/url';
import { publicImagePath } from '@/lib/storage/policies';
import { isoDuration } from './format';
import type { DegreeType } from '@/lib/catalogue/values';

/**
 * schema.org structured data of the catalogue pages (JSON-LD), built from the page's own data.
 * Pure functions: the page passes its absolute base URL (env.appUrl). Our own words are message
 * tokens (shellCatalogue.structuredData.*), put into words by <JsonLd> (json-ld.tsx).
 */
type Obj = Record<string, unknown>;

const abs = (base: string, path: string) => `${base}${path}`;
const imageUrl = (base: string, file: string | null | undefined) => (file ? abs(base, publicImagePath(file)) : undefined);
/** Drops undefined and null values so the output stays clean. */
const clean = (o: Obj): Obj => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== ''));

export function breadcrumbJsonLd(items: { name: string; path?: string }[], base: string): Obj {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((it, i) => clean({ '@type': 'ListItem', position: i + 1, name: it.name, item: it.path ? abs(base, it.path) : undefined })),
  };
}

export function websiteJsonLd(base: string): Obj {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: msg('shellCatalogue.structuredData.siteName'),
    alternateName: msg('shellCatalogue.structuredData.alternateName'),
    url: `${base}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${base}/programs?key={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
}

export interface UniversityLdInput {
  slug: string;
  name: string;
  nameZh: string | null;
  logo: string | null;
  banner?: string | null;
  city: { name: string } | null;
  province: { name: string } | null;
  location?: string | null;
  foundedYear: number | null;
  website?: string | null;
  email?: string | null;
  contactNo?: string | null;
  description?: string | null;
}

export function universityJsonLd(u: UniversityLdInput, base: string): Obj {
  return clean({
    '@context': 'https://schema.org',
    '@type': 'CollegeOrUniversity',
    '@id': `${abs(base, `/universities/${u.slug}`)}#organization`,
    name: u.name,
    alternateName: u.nameZh ?? undefined,
    url: abs(base, `/universities/${u.slug}`),
    logo: imageUrl(base, u.logo),
    image: imageUrl(base, u.banner ?? u.logo),
    description: u.description ?? undefined,
    sameAs: safeHref(u.website) ?? undefined,
    email: u.email ?? undefined,
    telephone: u.contactNo ?? undefined,
    foundingDate: u.foundedYear ? String(u.foundedYear) : undefined,
    address: clean({
      '@type': 'PostalAddress',
      streetAddress: u.location ?? undefined,
      addressLocality: u.city?.name,
      addressRegion: u.province?.name,
      addressCountry: 'CN',
    }),
  });
}

/** The credential a degree type awards (message tokens). */
export const credentialOf: Record<DegreeType, string> = {
  Bachelor: msg('shellCatalogue.structuredData.credential.bachelor'),
  Masters: msg('shellCatalogue.structuredData.credential.masters'),
  PhD: msg('shellCatalogue.structuredData.credential.phd'),
  MBBS: msg('shellCatalogue.structuredData.credential.mbbs'),
  'Chinese Language': msg('shellCatalogue.structuredData.credential.chineseLanguage'),
};

export interface CourseLdInput {
  slug: string;
  title: string;
  code?: string | null;
  description: string | null;
  teachingLanguage: 'english' | 'chinese';
  durationYears: number | null;
  intake: string | null;
  deadline: string | null;
  tuitionMinor: number | null;
  degree: { name: string; type: DegreeType };
  university: { slug: string; name: string; logo: string | null };
}

export function courseJsonLd(c: CourseLdInput, base: string): Obj {
  const url = abs(base, `/courses/${c.slug}`);
  const duration = isoDuration(c.durationYears);
  const description =
    c.description?.trim() ||
    msg('shellCatalogue.structuredData.courseDescription', { course: c.title, degree: c.degree.name, university: c.university.name, language: c.teachingLanguage });
  return clean({
    '@context': 'https://schema.org',
    '@type': 'Course',
    '@id': `${url}#course`,
    name: c.title,
    description,
    url,
    courseCode: c.code ?? undefined,
    inLanguage: c.teachingLanguage === 'chinese' ? 'zh' : 'en',
    educationalCredentialAwarded: credentialOf[c.degree.type] ?? c.degree.name,
    provider: clean({
      '@type': 'CollegeOrUniversity',
      name: c.university.name,
      url: abs(base, `/universities/${c.university.slug}`),
      logo: imageUrl(base, c.university.logo),
    }),
    offers:
      c.tuitionMinor !== null
        ? [
            clean({
              '@type': 'Offer',
              category: 'Paid',
              price: c.tuitionMinor / 100,
              priceCurrency: 'CNY',
              url,
              availabilityEnds: c.deadline ?? undefined,
              description: msg('shellCatalogue.structuredData.tuitionPerYear'),
            }),
          ]
        : undefined,
    hasCourseInstance: [
      clean({
        '@type': 'CourseInstance',
        courseMode: 'Onsite',
        courseWorkload: duration,
        startDate: c.intake ?? undefined,
        inLanguage: c.teachingLanguage === 'chinese' ? 'zh' : 'en',
        courseSchedule: duration
          ? { '@type': 'Schedule', duration, repeatFrequency: 'P1Y', repeatCount: Math.max(1, Math.ceil(c.durationYears ?? 1)) }
          : undefined,
      }),
    ],
  });
}

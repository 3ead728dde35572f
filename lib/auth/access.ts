import { roles, type Role } from './actor';
import { rolesWith } from './permissions';

/**
 * THE access table: who may open which page or call which endpoint.
 * Client-safe data. The guards (lib/auth/guard.ts) enforce it on the server for every page,
 * action and route handler; the proxy is never the only check.
 *
 * Keys are path patterns, optionally prefixed by an HTTP method (`'POST /api/x'`):
 * - a literal segment matches itself;
 * - `*` or a Next.js dynamic segment (`[id]`) matches exactly one segment;
 * - `**` (last segment only) matches zero or more segments.
 * The most specific entry wins: segment by segment literal > one-segment > `**`, then the longer
 * pattern, then a method-specific entry over a method-less one. Trailing slashes are ignored
 * (`/api/anonymous/job-list/` is `/api/anonymous/job-list`).
 *
 * Values: `'public'` (anyone; a record-level check may still apply in the domain), `'signed-in'`
 * (any role), or the list of roles allowed.
 *
 * tests/api/access-manifest.test.ts fails when a route of the build has no entry, and
 * tests/api/access-walk.test.ts walks every guarded page and endpoint as every role.
 */
export type AccessRule = 'public' | 'signed-in' | readonly Role[];

// The roles come from the permission table, so there is one table to keep right.
const ADMIN = rolesWith('area:admin');
const STUDENT = rolesWith('area:student');
const EMPLOYER = rolesWith('area:employer');
const CANDIDATE = rolesWith('area:candidate');
const EMPLOYER_OR_ADMIN = rolesWith('candidates:browse');

export const accessTable: Readonly<Record<string, AccessRule>> = {
  // --- Public pages ------------------------------------------------------------------------------
  '/': 'public',
  '/universities': 'public',
  '/universities/[slug]': 'public',
  '/universities/[slug]/courses': 'public',
  '/cities/[slug]': 'public',
  '/courses/[slug]': 'public',
  '/programs': 'public',
  '/search': 'public',
  '/scholarships': 'public',
  '/jobs': 'public',
  '/jobs/[uuid]': 'public',
  '/jobs/category/[id]': 'public',
  '/directhire': 'public',
  '/postajob': 'public',
  '/contact': 'public',
  '/needhelp': 'public',
  '/howitworks': 'public',
  '/about': 'public',
  '/terms': 'public',
  /** The benchmark's static baseline (tests/bench/run.ts): noindex, reads nothing. */
  '/bench-baseline': 'public',
  '/privacy': 'public',
  '/login': 'public',
  '/register': 'public',
  '/forgot-password': 'public',
  '/account-deleted': 'public',
  '/admin/login': 'public',
  '/job-category': 'public',
  '/candidate': 'public',
  '/shopingcart': 'public',
  /** The course page's Apply link: the route decides by the session (login, "students only", or a new draft). */
  '/apply/[courseId]': 'public',
  '/apply/refused': 'public',
  /** The language switcher's links (lib/i18n/choose.ts): a cookie and a redirect back. */
  '/language/[locale]': 'public',
  /** Cached renderings of public pages the proxy rewrites to (lib/catalogue/public-paths.ts); asked for directly: 404. */
  '/internal/**': 'public',
  // Files: public images for anyone; private files are checked per file (owner or admin) in lib/storage.
  '/image/**': 'public',
  '/images/**': 'public',
  '/files/[uuid]': 'public',
  // Metadata routes.
  '/robots.txt': 'public',
  '/sitemap.xml': 'public',
  '/sitemap/**': 'public',
  '/favicon.ico': 'public',
  '/icon': 'public',
  '/icon.svg': 'public',
  /** The server-rendered icons' sprite (components/ui/icons.tsx). */
  '/icons.svg': 'public',
  '/apple-icon': 'public',
  '/opengraph-image': 'public',
  '/manifest.webmanifest': 'public',

  // --- Guarded pages -------------------------------------------------------------------------
  '/admin/**': ADMIN,
  '/student/**': STUDENT,
  '/employer/**': EMPLOYER,
  '/candidate/**': CANDIDATE,
  '/application': STUDENT,
  '/application/**': STUDENT,
  '/checkout': STUDENT,
  '/candidates': EMPLOYER_OR_ADMIN,
  '/candidates/[uuid]': EMPLOYER_OR_ADMIN,
  /** An opted-in candidate's picture for directory viewers (anyone else: 404, in the domain). */
  '/candidates/[uuid]/photo': EMPLOYER_OR_ADMIN,
  /** Sends every role on to its own change-password page. */
  '/change-password': 'signed-in',

  // --- Endpoints ---------------------------------------------------------------------------------
  // Sign-in (next-auth, POST /api/auth/login, register, codes): open by nature.
  '/api/auth/**': 'public',
  /** Ends the caller's own session (cookie or bearer token). */
  '/api/auth/logout': 'signed-in',
  '/api/access/verification': 'public',
  '/api/access/change_password': 'signed-in',
  // Admissions side.
  '/api/web/**': 'public',
  '/api/web/application': STUDENT,
  /** An application's document: the student uploads and removes; the student or an admin downloads (anyone else: 404, in the domain). */
  '/api/applications/[id]/documents/[slot]': 'signed-in',
  'POST /api/applications/[id]/documents/[slot]': STUDENT,
  'DELETE /api/applications/[id]/documents/[slot]': STUDENT,
  '/api/web/application/**': STUDENT,
  '/api/web/apply': STUDENT,
  '/api/web/student/**': STUDENT,
  /** A student's profile file: the student uploads and removes their own; the student or an admin downloads (anyone else: 404, in the domain). */
  '/api/students/[userId]/profile-files/[kind]': 'signed-in',
  'POST /api/students/[userId]/profile-files/[kind]': STUDENT,
  'DELETE /api/students/[userId]/profile-files/[kind]': STUDENT,
  /** The CV page's and the resume builder's upload (the file drop, with or without JavaScript). */
  '/api/candidate/cvs': CANDIDATE,
  '/api/admin/**': ADMIN,
  /** The admin application list as CSV (the list's filters in the query). */
  '/admin/applications/export': ADMIN,
  /** The application list's university type-ahead (matching names as options). */
  '/admin/applications/universities': ADMIN,
  /** The courses list's university type-ahead (matching names as options). */
  '/admin/courses/universities': ADMIN,
  '/api/universities': 'public',
  '/api/university/create': ADMIN,
  // Job side.
  '/api/anonymous/**': 'public',
  /** The public job page's view beacon (counted once per address and job per hour). */
  '/api/jobs/[uuid]/view': 'public',
  '/api/recruiter/**': EMPLOYER,
  /** The four counts: the employer's own, or every job's for an admin (the old recruiter dashboard served both). */
  '/api/recruiter/dashboard': EMPLOYER_OR_ADMIN,
  '/api/applicant/**': CANDIDATE,
  '/api/app_admin/**': ADMIN,
  // The API reference: the OpenAPI document and the page that reads it.
  '/api/openapi.json': 'public',
  '/api/docs': 'public',
  '/api/docs/*': 'public',
};

// ---------------------------------------------------------------------------------------------
// Resolution

export const httpMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type HttpMethod = (typeof httpMethods)[number];

type SegmentKind = 3 | 2 | 1; // literal > one segment > rest

interface CompiledEntry {
  key: string;
  method: HttpMethod | null;
  segments: string[];
  rule: AccessRule;
}

export interface AccessMatch {
  /** The table key that decided, e.g. `/admin/**`. */
  key: string;
  rule: AccessRule;
}

function splitPath(path: string): string[] {
  const pathname = path.split(/[?#]/, 1)[0];
  return pathname.split('/').filter((s) => s !== '');
}

const isRest = (s: string) => s === '**' || /^\[\[?\.\.\.[^\]]+\]\]?$/.test(s);
const isOne = (s: string) => s === '*' || (/^\[[^\].]+\]$/.test(s) && !isRest(s));

function compile(table: Readonly<Record<string, AccessRule>>): CompiledEntry[] {
  return Object.entries(table).map(([key, rule]) => {
    const m = /^([A-Z]+)\s+(\/.*)$/.exec(key);
    const method = m ? (m[1] as HttpMethod) : null;
    const pattern = m ? m[2] : key;
    return { key, method, segments: splitPath(pattern), rule };
  });
}

/** The kinds of the pattern's segments when it matches `path` (null when it does not). */
function matchSegments(pattern: string[], path: string[]): SegmentKind[] | null {
  const kinds: SegmentKind[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const p = pattern[i];
    if (isRest(p)) {
      // `**` matches zero or more; a catch-all `[...x]` at least one (as Next does).
      if (p !== '**' && path.length <= i) return null;
      kinds.push(1);
      return kinds;
    }
    const s = path[i];
    if (s === undefined) return null;
    if (isOne(p)) {
      // A manifest's catch-all segment is not "one segment".
      if (isRest(s)) return null;
      kinds.push(2);
      continue;
    }
    if (p !== s) return null;
    kinds.push(3);
  }
  return path.length === pattern.length ? kinds : null;
}

function compareKinds(a: SegmentKind[], b: SegmentKind[]): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x - y;
  }
  return 0;
}

const compiledDefault = compile(accessTable);

/**
 * Routes that exist only to answer what no other route does, the same to everyone; they match
 * their own route name and nothing else, so a new route without an entry is still caught.
 * `app/api/[[...path]]`: every other /api/ path gets 404 `{ message }`, never a page.
 */
const fallbackRoutes: Readonly<Record<string, AccessRule>> = { '/api/[[...path]]': 'public' };

/**
 * The entry that decides for a path (a real one, `/admin/users?page=2`, or a route of the build,
 * `/universities/[slug]`), or null when none matches (a route nobody wrote down).
 */
export function resolveAccess(
  path: string,
  method?: string,
  table: Readonly<Record<string, AccessRule>> = accessTable,
): AccessMatch | null {
  if (table === accessTable && Object.hasOwn(fallbackRoutes, path)) return { key: path, rule: fallbackRoutes[path] };
  const entries = table === accessTable ? compiledDefault : compile(table);
  const segments = splitPath(path);
  const m = method?.toUpperCase();
  let best: { entry: CompiledEntry; kinds: SegmentKind[] } | null = null;
  for (const entry of entries) {
    if (entry.method && entry.method !== m) continue;
    const kinds = matchSegments(entry.segments, segments);
    if (!kinds) continue;
    if (!best) {
      best = { entry, kinds };
      continue;
    }
    const c = compareKinds(kinds, best.kinds);
    if (c > 0 || (c === 0 && entry.method && !best.entry.method)) best = { entry, kinds };
  }
  return best ? { key: best.entry.key, rule: best.entry.rule } : null;
}

/** The rule for a path; throws for a path without an entry (a programming error, caught by tests). */
export function accessRuleFor(path: string, method?: string): AccessRule {
  const match = resolveAccess(path, method);
  if (!match) throw new Error(`No access entry for ${method ? method + ' ' : ''}${path}: add one to lib/auth/access.ts`);
  return match.rule;
}

/** Whether an actor's role may pass a rule (null role = visitor). */
export function isAllowed(rule: AccessRule, role: Role | null | undefined): boolean {
  if (rule === 'public') return true;
  if (!role) return false;
  if (rule === 'signed-in') return true;
  return rule.includes(role);
}

/** The roles a rule lets in (every role for 'public' and 'signed-in'). */
export function rolesOf(rule: AccessRule): readonly Role[] {
  return rule === 'public' || rule === 'signed-in' ? roles : rule;
}

/** Admin-only areas have their own login page (/admin/login); everything else uses /login. */
export function isAdminOnly(rule: AccessRule): boolean {
  return Array.isArray(rule) && rule.length === ADMIN.length && rule.every((r) => (ADMIN as readonly Role[]).includes(r));
}

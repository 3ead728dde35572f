import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCny, formatDuration } from '@/components/catalogue/format';
import { Pagination } from '@/components/ui/pagination';
import type { ListColumn } from '@/components/lists/definition';
import { ListTable } from '@/components/lists/list-table';
import { UniversityLogo } from '@/components/catalogue/university-logo';
import { ButtonLink } from '@/components/ui/button';
import { listCoursesCached, findUniversityCached, resolveUniversitySlug } from '@/lib/catalogue/cache';
import { firstParam, teachingLanguageLabels } from '@/lib/catalogue/schemas';
import { env } from '@/lib/env';
import { pageParamsSchema } from '@/lib/http/page';


type Params = Promise<{ slug: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const PER_PAGE = 50;

type CourseRow = Awaited<ReturnType<typeof listCoursesCached>>['items'][number];

/** The university's courses: the title names its row (and is the card's title on a phone). */
const courseColumns: ListColumn<CourseRow>[] = [
  { header: 'Course', rowHeader: true, card: 'title', className: 'font-medium', cell: (c) => <Link href={`/courses/${c.slug}`}>{c.title}</Link> },
  { header: 'Program', className: 'text-slate-700', cell: (c) => c.degree.name },
  { header: 'Tuition / year', align: 'right', className: 'text-slate-900', cell: (c) => formatCny(c.tuitionMinor) ?? '—' },
  { header: 'Duration', className: 'text-slate-700', cell: (c) => formatDuration(c.durationYears) ?? '—' },
  { header: 'Language', className: 'text-slate-700', cell: (c) => teachingLanguageLabels[c.teachingLanguage] },
];

async function load(slug: string) {
  const id = await resolveUniversitySlug(decodeURIComponent(slug));
  return id === null ? null : findUniversityCached(id);
}

export async function universityCoursesMetadata({ params }: { params: Params }): Promise<Metadata> {
  const u = await load((await params).slug);
  if (!u) return { title: 'University not found', robots: { index: false } };
  const title = `Courses at ${u.name}`;
  const description = `All ${u.programCount} courses at ${u.name}: degree, tuition, duration and teaching language.`;
  const path = `/universities/${u.slug}/courses`;
  return { title, description, alternates: { canonical: path }, openGraph: { title, description, url: path } };
}

/** The seed's "courses by university" (`/university-programs?id=&name=`): title, program, fee, duration. */
export async function UniversityCoursesView({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const u = await load((await params).slug);
  if (!u) notFound();
  const { page } = pageParamsSchema.parse({ page: firstParam(await searchParams, 'page') });
  const result = await listCoursesCached({ universityId: u.id, sort: 'degree', perPage: PER_PAGE, page });
  const lastPage = result.pageCount;
  const path = `/universities/${u.slug}/courses`;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs
        baseUrl={env.appUrl}
        currentPath={path}
        items={[{ name: 'Home', href: '/' }, { name: 'Universities', href: '/universities' }, { name: u.name, href: `/universities/${u.slug}` }, { name: 'Courses' }]}
      />
      <header className="mt-4 flex items-center gap-4">
        <UniversityLogo file={u.logo} name={u.name} size={64} />
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Courses at {u.name}</h1>
          <p className="text-slate-600">
            {u.programCount} {u.programCount === 1 ? 'course' : 'courses'}
            {u.city ? ` · ${u.city.name}` : ''} ·{' '}
            <Link href={`/programs?university_id=${u.id}`} className="underline">filter these in the course finder</Link>
          </p>
        </div>
      </header>

      {result.items.length > 0 ? (
        <>
          <div className="mt-6">
            <ListTable
              caption={`Courses at ${u.name}: title, program, tuition per year, duration and language`}
              minWidth="36rem"
              rows={result.items}
              rowKey={(c) => c.id}
              columns={courseColumns}
            />
          </div>
          <Pagination page={page} lastPage={lastPage} hrefFor={(n) => (n > 1 ? `${path}?page=${n}` : path)} label="Course pages" />
        </>
      ) : (
        <div className="mt-6">
          <EmptyState
            title={result.total > 0 ? 'This page is past the end of the list' : 'No courses are open at this university right now'}
            action={
              <>
                <ButtonLink href={`/universities/${u.slug}`}>Back to {u.name}</ButtonLink>
                <ButtonLink href="/programs" variant="outline">
                  Find a course elsewhere
                </ButtonLink>
              </>
            }
          />
        </div>
      )}
    </div>
  );
}

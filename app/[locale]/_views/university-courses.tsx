import { pageAlternates } from '@/lib/i18n/alternates';
import type { Locale } from '@/lib/i18n/config';
import { requestLocale } from '@/lib/i18n/locale';
import { displayName } from '@/lib/i18n/names';
import type { Metadata } from 'next';
import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCny, formatCount, formatDate, formatDuration } from '@/components/catalogue/format';
import { isDeadlineOpen } from '@/lib/catalogue/deadline';
import { Pagination } from '@/components/ui/pagination';
import type { ListColumn } from '@/components/lists/definition';
import { ListTable } from '@/components/lists/list-table';
import { UniversityLogo } from '@/components/catalogue/university-logo';
import { ButtonLink } from '@/components/ui/button';
import { getMessageText } from '@/components/i18n/message-text';
import { listCoursesCached, findUniversityCached, resolveUniversitySlug } from '@/lib/catalogue/cache';
import { firstParam, teachingLanguageLabels } from '@/lib/catalogue/schemas';
import { env } from '@/lib/env';
import { pageParamsSchema } from '@/lib/http/page';


type Params = Promise<{ slug: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const PER_PAGE = 50;

type CourseRow = Awaited<ReturnType<typeof listCoursesCached>>['items'][number];
type Translate = Awaited<ReturnType<typeof getTranslations<'publicUniversity.courseList'>>>;

/** The university's courses: the title names its row (and is the card's title on a phone). */
const courseColumns = (t: Translate, m: (text: string) => string, locale: Locale): ListColumn<CourseRow>[] => [
  { header: t('course'), rowHeader: true, card: 'title', className: 'font-medium', cell: (c) => <Link href={`/courses/${c.slug}`}>{c.title}</Link> },
  { header: t('program'), className: 'text-slate-700', cell: (c) => c.degree.name },
  { header: t('tuition'), align: 'end', className: 'text-slate-900', cell: (c) => formatCny(c.tuitionMinor, locale) ?? '—' },
  { header: t('duration'), className: 'text-slate-700', cell: (c) => formatDuration(c.durationYears, locale) ?? '—' },
  { header: t('language'), className: 'text-slate-700', cell: (c) => m(teachingLanguageLabels[c.teachingLanguage]) },
  // Each course's own deadline, else the university's (effectiveDeadline; issue 30, item 7).
  {
    header: t('deadline'),
    className: 'text-slate-700',
    cell: (c) =>
      c.deadline ? (
        <time dateTime={c.deadline} data-testid="course-deadline">
          {isDeadlineOpen(c.deadline) ? formatDate(c.deadline, locale) : t('deadlineClosed', { date: formatDate(c.deadline, locale) ?? '' })}
        </time>
      ) : (
        '—'
      ),
  },
];

async function load(slug: string) {
  const id = await resolveUniversitySlug(decodeURIComponent(slug));
  return id === null ? null : findUniversityCached(id);
}

export async function universityCoursesMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [u, t, locale] = await Promise.all([load((await params).slug), getTranslations('publicUniversity'), requestLocale()]);
  if (!u) return { title: t('notFound'), robots: { index: false } };
  const name = displayName(locale, u);
  const title = t('courseList.metaTitle', { name });
  const description = t('courseList.metaDescription', { name, count: formatCount(u.programCount, false, locale) });
  const path = `/universities/${u.slug}/courses`;
  return { title, description, alternates: await pageAlternates(path), openGraph: { title, description, url: path } };
}

/** The seed's "courses by university" (`/university-programs?id=&name=`): title, program, fee, duration. */
export async function UniversityCoursesView({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const u = await load((await params).slug);
  if (!u) notFound();
  const { page } = pageParamsSchema.parse({ page: firstParam(await searchParams, 'page') });
  const result = await listCoursesCached({ universityId: u.id, sort: 'degree', perPage: PER_PAGE, page });
  const lastPage = result.pageCount;
  const path = `/universities/${u.slug}/courses`;
  const [tu, t, m, locale] = await Promise.all([getTranslations('publicUniversity'), getTranslations('publicUniversity.courseList'), getMessageText(), requestLocale()]);
  const name = displayName(locale, u);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs
        baseUrl={env.appUrl}
        currentPath={path}
        items={[{ name: tu('home'), href: '/' }, { name: tu('universities'), href: '/universities' }, { name, href: `/universities/${u.slug}` }, { name: t('breadcrumb') }]}
      />
      <header className="mt-4 flex items-center gap-4">
        <UniversityLogo file={u.logo} name={name} size={64} />
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('title', { name })}</h1>
          <p className="text-slate-600">
            {t('count', { n: u.programCount, count: formatCount(u.programCount, false, locale) })}
            {u.city ? ` · ${displayName(locale, u.city)}` : ''} ·{' '}
            <Link href={`/programs?university_id=${u.id}`} className="underline">{t('filterInFinder')}</Link>
          </p>
        </div>
      </header>

      {result.items.length > 0 ? (
        <>
          <div className="mt-6">
            <ListTable
              caption={t('caption', { name })}
              minWidth="36rem"
              rows={result.items}
              rowKey={(c) => c.id}
              columns={courseColumns(t, m, locale)}
            />
          </div>
          <Pagination page={page} lastPage={lastPage} hrefFor={(n) => (n > 1 ? `${path}?page=${n}` : path)} label={t('pages')} />
        </>
      ) : (
        <div className="mt-6">
          <EmptyState
            title={result.total > 0 ? t('pastEnd') : t('none')}
            action={
              <>
                <ButtonLink href={`/universities/${u.slug}`}>{t('back', { name })}</ButtonLink>
                <ButtonLink href="/programs" variant="outline">
                  {t('elsewhere')}
                </ButtonLink>
              </>
            }
          />
        </div>
      )}
    </div>
  );
}

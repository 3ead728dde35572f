import { pageAlternates } from '@/lib/i18n/alternates';
import { countryNamer } from '@/lib/countries/countries';
import { requestLocale } from '@/lib/i18n/locale';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { formatDate } from '@/components/catalogue/format';
import { JsonLd } from '@/components/catalogue/json-ld';
import { getMessageText } from '@/components/i18n/message-text';
import { ApplyPanel } from '@/components/jobs-public/apply-panel';
import { CompanyLogo } from '@/components/jobs-public/company-logo';
import { JobText } from '@/components/jobs-public/job-text';
import { ViewBeacon } from '@/components/jobs-public/view-beacon';
import { env } from '@/lib/env';
import { formatPhone } from '@/lib/forms/phone';
import { formatSalaryRange, jobNatureLabels } from '@/lib/jobs/dto';
import { jobPostingJsonLd } from '@/lib/jobs/job-posting';
import { findPublicJobCached } from '@/lib/jobs/public-cache';

// Generated on its first request, then served from the full-route cache until a job change
// expires its tags (lib/jobs/cache-tags.ts); hourly at most, since a job expires by date. An
// unknown, unapproved or expired job answers 404 from the proxy (lib/jobs/public-index.ts).
export const revalidate = 3600;
export function generateStaticParams(): { uuid: string }[] {
  return [];
}

type Params = Promise<{ uuid: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const [job, t, m, locale] = await Promise.all([findPublicJobCached((await params).uuid), getTranslations('publicJobs.job'), getMessageText(), requestLocale()]);
  if (!job) return { title: t('notFound'), robots: { index: false } };
  const org = job.orgName ?? t('unnamedEmployer');
  const place = job.city ?? job.location;
  const salaryToken = formatSalaryRange(job, locale);
  const salary = salaryToken ? m(salaryToken) : null;
  const yes = (v: unknown) => (v ? 'yes' : 'no');
  const title = t('metaTitle', { title: job.title, org, hasPlace: yes(place), place: place ?? '' });
  const description = t('metaDescription', {
    title: job.title,
    org,
    hasPlace: yes(place),
    place: place ?? '',
    hasNature: yes(job.jobNature),
    nature: job.jobNature ? m(jobNatureLabels[job.jobNature]).toLowerCase() : '',
    hasSalary: yes(salary),
    salary: salary ?? '',
    hasExpiry: yes(job.expireDate),
    date: formatDate(job.expireDate, locale) ?? '',
  });
  const path = `/jobs/${job.uuid}`;
  return { title, description, alternates: await pageAlternates(path), openGraph: { title, description, url: path, type: 'website' } };
}

export default async function JobPage({ params }: { params: Params }) {
  const job = await findPublicJobCached((await params).uuid);
  if (!job) notFound();
  const [t, m, locale] = await Promise.all([getTranslations('publicJobs.job'), getMessageText(), requestLocale()]);
  const country = await countryNamer(locale);
  const org = job.orgName ?? t('unnamedEmployer');
  const salaryToken = formatSalaryRange(job, locale);
  const salary = salaryToken ? m(salaryToken) : null;
  const place = [job.location ?? job.city, job.postcode, country(job.country)].filter(Boolean).join(', ');
  const experience =
    job.experienceMin !== null && job.experienceMax !== null
      ? job.experienceMin === job.experienceMax
        ? t('years', { n: String(job.experienceMin) })
        : t('yearsRange', { min: String(job.experienceMin), max: String(job.experienceMax) })
      : job.experienceMin !== null
        ? t('atLeastYears', { n: String(job.experienceMin) })
        : job.experienceMax !== null
          ? t('upToYears', { n: String(job.experienceMax) })
          : null;
  const from = job.workingHourFrom;
  const to = job.workingHourTo;
  const hours = from && to ? t('hoursRange', { from, to }) : from ? t('hoursFrom', { from }) : to ? t('hoursUntil', { to }) : null;
  // Every field the employer entered on the job form (the age range is theirs alone); an optional
  // one only when it was given.
  const facts: [string, ReactNode][] = [
    [t('facts.salary'), salary ?? t('notGiven')],
    [t('facts.location'), place || t('notGiven')],
    [t('facts.jobType'), job.jobNature ? m(jobNatureLabels[job.jobNature]) : t('notGiven')],
    [t('facts.closingDate'), formatDate(job.expireDate, locale) ?? t('openUntilFilled')],
    [t('facts.experience'), experience ?? t('notRequired')],
    [t('facts.positions'), String(job.positions)],
    [t('facts.category'), job.categoryName],
  ];
  if (hours) facts.splice(3, 0, [t('facts.workingHours'), hours]);
  if (job.contactNumber) {
    facts.push([
      t('facts.contactNumber'),
      <a key="tel" href={`tel:${job.contactNumber}`} className="underline">
        {formatPhone(job.contactNumber)}
      </a>,
    ]);
  }
  const path = `/jobs/${job.uuid}`;
  const benefits = [...job.benefits, ...job.otherBenefits];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <JsonLd data={jobPostingJsonLd(job, env.appUrl)} />
      <ViewBeacon uuid={job.uuid} />
      <Breadcrumbs
        baseUrl={env.appUrl}
        currentPath={path}
        items={[
          { name: t('jobs'), href: '/jobs' },
          { name: job.categoryName, href: `/jobs/category/${job.categoryId}` },
          { name: job.title },
        ]}
      />
      <article>
        <header className="mt-6 flex gap-4">
          <CompanyLogo src={job.logoUrl} name={org} size={72} priority />
          <div className="min-w-0">
            {job.urgent ? <p className="mb-1 inline-block rounded bg-primary-50 px-1.5 py-0.5 text-xs font-semibold text-primary-800 ring-1 ring-primary-100">{t('urgent')}</p> : null}
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{job.title}</h1>
            <p className="mt-1 text-slate-700">
              {job.company?.website ? (
                <a href={job.company.website} rel="noopener nofollow" className="font-medium underline">
                  {org}
                </a>
              ) : (
                <span className="font-medium">{org}</span>
              )}
              {job.city ? ` · ${job.city}` : null}
            </p>
          </div>
        </header>
        <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem] lg:gap-8">
          <div className="min-w-0">
            <section aria-labelledby="facts-title">
              <h2 id="facts-title" className="sr-only">
                {t('keyFacts')}
              </h2>
              <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
                {facts.map(([k, v]) => (
                  <div key={k} className="rounded-md border border-slate-200 bg-white px-3 py-2">
                    <dt className="text-xs font-medium uppercase tracking-wide text-slate-600">{k}</dt>
                    <dd className="font-medium text-slate-900 [overflow-wrap:anywhere]">{v}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <JobText title={t('description')} text={job.description} />
            <JobText title={t('responsibilities')} text={job.responsibilities} />
            <JobText title={t('requirements')} text={job.requirements} />
            {job.skills.length > 0 ? (
              <section aria-labelledby="skills-title" className="mt-8">
                <h2 id="skills-title" className="text-xl font-semibold">
                  {t('skills')}
                </h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {job.skills.map((s) => (
                    <li key={s} className="rounded-full bg-ink-50 px-3 py-1 text-sm font-medium text-ink-800 ring-1 ring-ink-100">
                      {s}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {benefits.length > 0 ? (
              <section aria-labelledby="benefits-title" className="mt-8">
                <h2 id="benefits-title" className="text-xl font-semibold">
                  {t('benefits')}
                </h2>
                <ul className="mt-3 list-disc space-y-1 ps-5 text-slate-800">
                  {benefits.map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
          {/* First on a phone (right under the title), beside the text on a wide screen. */}
          <aside className="order-first space-y-3 lg:sticky lg:top-20 lg:order-last lg:self-start" aria-label={t('apply')}>
            <ApplyPanel jobUuid={job.uuid} jobTitle={job.title} />
            {job.expireDate ? <p className="text-sm text-slate-700">{t('closesOn', { date: formatDate(job.expireDate, locale) ?? '' })}</p> : null}
          </aside>
        </div>
      </article>
    </div>
  );
}

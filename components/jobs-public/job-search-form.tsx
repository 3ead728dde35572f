import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { SelectField } from '@/components/catalogue/select-field';
import { getMessageText } from '@/components/i18n/message-text';
import { jobNatureLabels, salaryTypeLabels } from '@/lib/jobs/dto';
import {
  experienceChoices,
  experienceLabels,
  isFilteredJobSearch,
  JOB_QUERY_MAX,
  jobSortLabels,
  jobSortValues,
  postedWithinLabels,
  postedWithinValues,
  SALARY_FILTER_MAX,
  type JobSearchParams,
} from '@/lib/jobs/search-schemas';

const inputClass =
  'block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm focus:border-ink-600 focus:outline-none focus:ring-2 focus:ring-ink-600/30';

const perPageChoices = [10, 20, 30, 60];

/**
 * The job search: a plain GET form to /jobs (every choice lands in the URL, so it works without
 * JavaScript, with the keyboard, and can be shared). Server-rendered, no script of its own.
 */
export async function JobSearchForm({
  params,
  categories,
  action = '/jobs',
  extra,
}: {
  params: JobSearchParams;
  categories: { id: number; name: string }[];
  /** where the search goes (the candidate's own job search reuses this form) */
  action?: string;
  /** more fields (e.g. the candidate's "matches my preferences") */
  extra?: ReactNode;
}) {
  const [t, m] = await Promise.all([getTranslations('jobBoardPublic.search'), getMessageText()]);
  const p = params;
  // The secondary filters fold away (a short form on a phone, the results in sight) unless one is chosen.
  const chosen = [p.jobNature, p.postedWithinDays, p.experience, p.salaryType ?? p.salaryMin, p.sort === 'newest' ? undefined : p.sort, p.perPage === 20 ? undefined : p.perPage].filter((v) => v !== undefined).length;
  return (
    <>
      <form id="job-search" action={action} method="get" role="search" aria-label={t('formLabel')} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <div className="space-y-1 sm:col-span-2">
          <label htmlFor="jobs-q" className="block text-sm font-medium text-slate-800">
            {t('q')}
          </label>
          <input id="jobs-q" type="search" name="q" defaultValue={p.q ?? ''} maxLength={JOB_QUERY_MAX} placeholder={t('qPlaceholder')} className={inputClass} />
        </div>
        <div className="space-y-1 sm:col-span-2 lg:col-span-1">
          <label htmlFor="jobs-where" className="block text-sm font-medium text-slate-800">
            {t('where')}
          </label>
          <input id="jobs-where" type="search" name="where" defaultValue={p.where ?? ''} maxLength={JOB_QUERY_MAX} placeholder={t('wherePlaceholder')} className={inputClass} />
        </div>
        <SelectField name="category" label={t('category')} value={p.categoryId ? String(p.categoryId) : undefined} options={categories.map((c) => ({ value: String(c.id), label: c.name }))} anyLabel={t('allCategories')} />
        <details open={chosen > 0} className="sm:col-span-2 lg:col-span-4">
          <summary className="cursor-pointer rounded-md py-1 text-sm font-semibold text-ink-700">
            {t('moreFilters', { chosen })}
          </summary>
          <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
            <SelectField
              name="type"
              label={t('jobType')}
              value={p.jobNature}
              options={Object.entries(jobNatureLabels).map(([value, label]) => ({ value, label: m(label) }))}
              anyLabel={t('anyType')}
            />
            <SelectField
              name="posted"
              label={t('datePosted')}
              value={p.postedWithinDays ? String(p.postedWithinDays) : undefined}
              options={postedWithinValues.map((d) => ({ value: String(d), label: m(postedWithinLabels[d]) }))}
              anyLabel={t('anyTime')}
            />
            <SelectField
              name="experience"
              label={t('experience')}
              value={p.experience !== undefined ? String(p.experience) : undefined}
              options={experienceChoices.map((y) => ({ value: String(y), label: m(experienceLabels[y]) }))}
              anyLabel={t('any')}
            />
            <fieldset className="grid grid-cols-2 gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-800">{t('minSalary')}</legend>
              <label htmlFor="jobs-salary-min" className="sr-only">
                {t('minSalarySr')}
              </label>
              <input id="jobs-salary-min" type="number" name="salary_min" inputMode="numeric" min={1} max={SALARY_FILTER_MAX} step={1} defaultValue={p.salaryMin ?? ''} placeholder={t('minSalaryPlaceholder')} className={inputClass} />
              <label htmlFor="jobs-salary-type" className="sr-only">
                {t('salaryPeriod')}
              </label>
              <select id="jobs-salary-type" name="salary_type" defaultValue={p.salaryType ?? ''} className={`${inputClass} px-2`}>
                <option value="">{t('anyPeriod')}</option>
                {Object.entries(salaryTypeLabels).map(([value, label]) => (
                  <option key={value} value={value}>
                    {m(label)}
                  </option>
                ))}
              </select>
            </fieldset>
            <SelectField
              name="sort"
              label={t('sortBy')}
              value={p.sort === 'newest' ? undefined : p.sort}
              options={jobSortValues.filter((s) => s !== 'newest').map((s) => ({ value: s, label: m(jobSortLabels[s]) }))}
              anyLabel={m(jobSortLabels.newest)}
            />
            <SelectField name="per_page" label={t('perPage')} value={p.perPage === 20 ? undefined : String(p.perPage)} options={perPageChoices.filter((n) => n !== 20).map((n) => ({ value: String(n), label: String(n) }))} anyLabel="20" />
          </div>
        </details>
        {extra ? <div className="sm:col-span-2 lg:col-span-4">{extra}</div> : null}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="inline-flex h-10 items-center rounded-md bg-ink-700 px-4 text-sm font-semibold text-white hover:bg-ink-800">
            {t('submit')}
          </button>
          {isFilteredJobSearch(p) || p.sort !== 'newest' || p.perPage !== 20 ? (
            <Link href={action} className="text-sm font-semibold">
              {t('clear')}
            </Link>
          ) : null}
        </div>
      </form>
      <script dangerouslySetInnerHTML={{ __html: leaveOutEmptyFields }} />
    </>
  );
}

/**
 * A few bytes of inline script (no JavaScript file): the fields left at "any" stay out of the
 * address, so a search's URL holds only its choices. Without JavaScript they are sent empty, and
 * read as "any" all the same. Re-enabled when the page comes back from the back/forward cache.
 */
const leaveOutEmptyFields = `(function(f){if(!f)return;var on=function(){for(var i=0;i<f.elements.length;i++)f.elements[i].disabled=false};f.addEventListener('submit',function(){for(var i=0;i<f.elements.length;i++){var e=f.elements[i];if(e.name&&e.value==='')e.disabled=true}});addEventListener('pageshow',on)})(document.getElementById('job-search'))`;

import { getTranslations } from 'next-intl/server';
import { countryNamer } from '@/lib/countries/countries';
import { requestLocale } from '@/lib/i18n/locale';
import { Ltr } from '@/components/ui/ltr';
import type { ReactNode } from 'react';
import { getMessageText } from '@/components/i18n/message-text';
import type { ResumeView } from '@/lib/candidates/profile';
import { formatPhone } from '@/lib/forms/phone';
import { displayValue, optionLabel, sectionFields, type OptionGroup } from './section-fields';

/**
 * The resume as a document: one column, plain type, no colour that matters, sized for A4. The
 * print rules below show only the document (every element beside it on the way up, the dashboard's
 * header and sidebar included, is not printed) with page margins,
 * and keep an entry from splitting across two pages.
 */
const printCss = `
@page { size: A4; margin: 16mm 14mm; }
@media print {
  *:has(#printable-resume) > *:not(#printable-resume):not(:has(#printable-resume)) { display: none !important; }
  *:has(#printable-resume) { display: block !important; margin: 0 !important; padding: 0 !important; max-width: none !important; background: #fff !important; }
  #printable-resume { max-width: none; margin: 0; padding: 0; border: 0; border-radius: 0; box-shadow: none; }
  #printable-resume .resume-entry { break-inside: avoid; }
  #printable-resume h2 { break-after: avoid; }
  #printable-resume a { color: inherit; text-decoration: none; }
}
`;

type Obj = Record<string, unknown>;
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const join = (parts: unknown[], sep = ' · ') => parts.map(text).filter(Boolean).join(sep);

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h2 className="border-b border-slate-300 pb-1 text-sm font-bold tracking-wide text-slate-900 uppercase">{title}</h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

function Entry({ title, meta, children }: { title: string; meta?: string; children?: ReactNode }) {
  return (
    <div className="resume-entry">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h3 className="font-semibold text-slate-900">{title}</h3>
        {meta ? <p className="text-sm text-slate-700">{meta}</p> : null}
      </div>
      {children ? <div className="mt-1 text-sm text-slate-800">{children}</div> : null}
    </div>
  );
}

function address(a: Obj | null, country: (stored: string | null | undefined) => string | null) {
  return a ? join([a.house, a.street, a.city, a.county, a.province, typeof a.country === 'string' ? country(a.country) : a.country], ', ') : '';
}

export async function ResumeDocument({ resume }: { resume: ResumeView }) {
  const [t, m, locale] = await Promise.all([getTranslations('peopleResumeDocument'), getMessageText(), requestLocale()]);
  const country = await countryNamer(locale);
  const cap = (group: OptionGroup, s: unknown) => (typeof s === 'string' && s ? m(optionLabel(group, s)) : '');
  const period = (from: unknown, to: unknown, current?: unknown) => join([from, current ? t('present') : to], ' – ');
  const b = resume.basic_info;
  const c = resume.career_info;
  const r = resume.rows;
  const name = join([b.first_name, b.last_name], ' ') || t('yourName');
  // The e-mail addresses and the phone number read left to right on an Arabic page too; the address keeps its own direction.
  const contact = [...[resume.email, b.secondary_mail, formatPhone(text(b.primary_contact_no))].map((x) => [text(x), true] as const), [text(address(resume.present_address, country)), false] as const].filter(([x]) => x);
  const personal = sectionFields.basic_info.filter((d) => !['first_name', 'last_name', 'primary_contact_no', 'secondary_mail'].includes(d.key)).map((d) => [m(d.label), d.kind === 'country' && typeof b[d.key] === 'string' ? (country(b[d.key] as string) ?? '') : m(displayValue(d, b[d.key]))] as const).filter(([, v]) => v);
  const salary = (amount: string, per: unknown) => (amount ? (per ? t('salaryPer', { amount, per: text(per), unit: text(per).replace(/ly$/, '').replace('dai', 'day') }) : amount) : '');
  const salaryField = (key: string) => sectionFields.career_info.find((d) => d.key === key)!;
  const careerLine = [
    ...sectionFields.career_info.filter((d) => ['job_level', 'job_nature'].includes(d.key)).map((d) => [m(d.label), m(displayValue(d, c[d.key]))] as const),
    [t('presentSalary'), salary(displayValue(salaryField('present_salary'), c.present_salary, undefined, locale), c.present_salary_type)] as const,
    [t('expectedSalary'), salary(displayValue(salaryField('expected_salary'), c.expected_salary, undefined, locale), c.expected_salary_type)] as const,
  ].filter(([, v]) => v);
  const pref = resume.preference;
  const levels = (l: Obj) =>
    join([l.reading && t('reading', { level: text(l.reading) }), l.writing && t('writing', { level: text(l.writing) }), l.speaking && t('speaking', { level: text(l.speaking) })], ', ');

  return (
    <article id="printable-resume" aria-label={t('resumeOf', { name })} className="mx-auto max-w-3xl rounded-lg border border-slate-200 bg-white p-6 text-slate-900 shadow-sm sm:p-10">
      <style>{printCss}</style>
      <header className="flex flex-col-reverse gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
          {c.job_level || c.objective ? <p className="mt-1 text-slate-700">{text(c.job_level)}</p> : null}
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label={t('contact')}>
            {contact.map(([x, ltr]) => (
              <li key={x} className="break-all">
                {ltr ? <Ltr>{x}</Ltr> : x}
              </li>
            ))}
          </ul>
        </div>
        {resume.photo ? (
          // eslint-disable-next-line @next/next/no-img-element -- a private file served by /files with its owner's session
          <img src={resume.photo.url} alt={t('pictureOf', { name })} className="size-28 shrink-0 rounded-md border border-slate-200 object-cover" />
        ) : null}
      </header>

      {c.objective ? (
        <Part title={t('careerObjective')}>
          <p className="text-sm whitespace-pre-line">{text(c.objective)}</p>
        </Part>
      ) : null}

      {r.experience.length > 0 ? (
        <Part title={t('experience')}>
          {r.experience.map((e) => (
            <Entry key={e.id} title={join([e.designation, e.org_name], ', ')} meta={period(e.from_date, e.to_date, e.curr_working)}>
              {join([e.department, e.org_business, e.org_location])}
              {e.responsibilities ? <p className="mt-1 whitespace-pre-line">{text(e.responsibilities)}</p> : null}
              {(e.area_expertise as string[]).length > 0 ? <p className="mt-1">{t('expertise', { list: (e.area_expertise as string[]).join(', ') })}</p> : null}
            </Entry>
          ))}
        </Part>
      ) : null}

      {r.education.length > 0 ? (
        <Part title={t('education')}>
          {r.education.map((e) => (
            <Entry key={e.id} title={join([e.degree_title, e.major], ', ')} meta={text(e.passing_year)}>
              {join([e.edu_level, e.institute, e.result && t('result', { result: text(e.result) }), e.marks && t('marks', { marks: text(e.marks) }), e.duration])}
              {e.achievement ? <p className="mt-1">{text(e.achievement)}</p> : null}
            </Entry>
          ))}
        </Part>
      ) : null}

      {r.training.length > 0 ? (
        <Part title={t('training')}>
          {r.training.map((x) => (
            <Entry key={x.id} title={text(x.title)} meta={text(x.year)}>
              {join([x.type, x.institute, x.location, x.duration])}
              {(x.topics_covered as string[]).length > 0 ? <p className="mt-1">{t('topics', { list: (x.topics_covered as string[]).join(', ') })}</p> : null}
            </Entry>
          ))}
        </Part>
      ) : null}

      {r.certification.length > 0 ? (
        <Part title={t('certifications')}>
          {r.certification.map((x) => (
            <Entry key={x.id} title={text(x.cer_name)} meta={period(x.start_date, x.end_date)}>
              {text(x.location)}
            </Entry>
          ))}
        </Part>
      ) : null}

      {r.skill.length > 0 ? (
        <Part title={t('skills')}>
          <ul className="grid gap-1 text-sm sm:grid-cols-2">
            {r.skill.map((s) => (
              <li key={s.id} className="resume-entry">
                <span className="font-medium">{text(s.skill_name)}</span>
                {s.acquired_from ? <span className="text-slate-700"> ({cap('skillSource', s.acquired_from)})</span> : null}
                {s.description ? <span className="block text-slate-700">{text(s.description)}</span> : null}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}

      {r.language.length > 0 ? (
        <Part title={t('languages')}>
          <ul className="space-y-1 text-sm">
            {r.language.map((l) => (
              <li key={l.id} className="resume-entry">
                <span className="font-medium">{text(l.language)}</span>
                {l.learned_by ? ` (${cap('learnedBy', l.learned_by)})` : ''}
                {levels(l) ? ': ' : ''}
                {levels(l)}
              </li>
            ))}
          </ul>
        </Part>
      ) : null}

      {r.extracurricular.length > 0 ? (
        <Part title={t('extracurricular')}>
          <ul className="list-disc space-y-1 ps-5 text-sm">
            {r.extracurricular.map((x) => (
              <li key={x.id}>{text(x.activity)}</li>
            ))}
          </ul>
        </Part>
      ) : null}

      {careerLine.length > 0 || pref.keyword.length + pref.pref_city.length + pref.special_skill.length + resume.categoryNames.length > 0 ? (
        <Part title={t('careerAndPreferences')}>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {[
              ...careerLine,
              [t('jobCategories'), resume.categoryNames.join(', ')] as const,
              [t('keywords'), pref.keyword.join(', ')] as const,
              [t('preferredCities'), pref.pref_city.join(', ')] as const,
              [t('specialSkills'), pref.special_skill.join(', ')] as const,
            ]
              .filter(([, v]) => v)
              .map(([k, v]) => (
                <div key={k}>
                  <dt className="inline font-medium">{k}: </dt>
                  <dd className="inline">{v}</dd>
                </div>
              ))}
          </dl>
        </Part>
      ) : null}

      {personal.length > 0 || resume.permanent_address ? (
        <Part title={t('personalDetails')}>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {[...personal, ...(resume.permanent_address ? [[t('permanentAddress'), address(resume.permanent_address, country)] as const] : [])].map(([k, v]) => (
              <div key={k}>
                <dt className="inline font-medium">{k}: </dt>
                <dd className="inline">{v}</dd>
              </div>
            ))}
          </dl>
        </Part>
      ) : null}

      {r.reference.length > 0 ? (
        <Part title={t('references')}>
          <div className="grid gap-3 sm:grid-cols-2">
            {r.reference.map((x) => (
              <Entry key={x.id} title={text(x.name)}>
                {[join([x.designation, x.organization], ', '), join([x.relation, x.email, formatPhone(text(x.cell_no))])]
                  .filter(Boolean)
                  .map((line) => (
                    <p key={line}>{line}</p>
                  ))}
              </Entry>
            ))}
          </div>
        </Part>
      ) : null}
    </article>
  );
}

import { Link } from '@/components/i18n/link';
import { useLocale, useTranslations } from 'next-intl';
import type { ScholarshipOffer } from '@/lib/catalogue/scholarships';
import { displayName } from '@/lib/i18n/names';
import { formatDate } from './format';
import { RichText } from './rich-text';

/** A live scholarship offer: title, university, degree, percent, duration, details. */
export function ScholarshipCard({ offer: o, showUniversity = true }: { offer: ScholarshipOffer; showUniversity?: boolean }) {
  const t = useTranslations('shellCatalogue.scholarshipCard');
  const locale = useLocale();
  return (
    <article className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid size-16 shrink-0 place-items-center rounded-md bg-primary-50 text-center ring-1 ring-primary-100">
        <span className="text-xl font-bold text-primary-700">{o.percent}%</span>
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold leading-snug text-slate-900">{o.title}</h3>
        <p className="mt-0.5 text-sm text-slate-700">
          {showUniversity ? (
            <Link href={`/universities/${o.university.slug}`} className="text-ink-700 underline">
              {displayName(locale, o.university)}
            </Link>
          ) : null}
          {showUniversity ? ' · ' : null}
          {o.degree ? o.degree.name : t('allDegrees')}
          {o.duration ? ` · ${o.duration}` : null}
        </p>
        <p className="mt-1 text-sm text-slate-700">
          {t('covers', { percent: o.percent })}
          {o.type ? ` · ${t('type', { type: o.type })}` : ''}
          {o.deadline ? ` · ${t('applyBy', { date: formatDate(o.deadline, locale) ?? '' })}` : ''}
        </p>
        {/* Rich text from the admin editor: sanitised when saved and again here. */}
        <RichText text={o.details} className="mt-2 text-sm text-slate-600" />
      </div>
    </article>
  );
}

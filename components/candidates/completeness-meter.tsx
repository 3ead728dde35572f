import { Link } from '@/components/i18n/link';
import { getTranslations } from 'next-intl/server';
import { getMessageText } from '@/components/i18n/message-text';
import type { Completeness } from '@/lib/candidates/completeness';

/** How complete the resume is, and a link to each missing part. */
export async function CompletenessMeter({ completeness, headingLevel = 2 }: { completeness: Completeness; headingLevel?: 2 | 3 }) {
  const [t, m] = await Promise.all([getTranslations('peopleResume.completeness'), getMessageText()]);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const { percent, missing } = completeness;
  return (
    <section aria-labelledby="resume-completeness-title" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <H id="resume-completeness-title" className="text-lg font-semibold text-slate-900">
        {t('title', { percent })}
      </H>
      <div
        role="progressbar"
        aria-labelledby="resume-completeness-title"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-3 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-primary-600" style={{ width: `${percent}%` }} />
      </div>
      {missing.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">{t('allDone')}</p>
      ) : (
        <div className="mt-3 text-sm text-slate-700">
          <p>{t('missing')}</p>
          <ul className="mt-1 list-disc space-y-1 ps-5">
            {missing.map((item) => (
              <li key={item.key}>
                <Link href={item.href} className="text-ink-700 underline underline-offset-2">
                  {m(item.label)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { FilterOption } from '@/components/lists/definition';

/**
 * The university type-ahead's answer without JavaScript: the typed name matched several
 * universities (each link chooses one), or none; until one is chosen the list is not filtered by
 * university.
 */
export function UniversityMatches({ typed, matches, hrefFor }: { typed: string; matches: readonly FilterOption[]; hrefFor: (id: number) => string }) {
  const t = useTranslations('admissionsReview.list');
  if (matches.length === 0) {
    return (
      <p role="status" className="rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-700">
        {t('universityNone', { typed })}
      </p>
    );
  }
  return (
    <nav aria-label={t('universityMatchesLabel')} className="rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-700">
      <p role="status">{t('universityMatches', { typed })}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {matches.slice(0, 10).map((u) => (
          <li key={u.value}>
            <Link href={hrefFor(Number(u.value))} className="text-primary-700 underline">
              {u.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

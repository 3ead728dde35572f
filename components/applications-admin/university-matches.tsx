import { useTranslations } from 'next-intl';
import type { FilterOption } from '@/components/lists/definition';
import { TypeaheadMatches } from '@/components/lists/typeahead-matches';

/**
 * The university type-ahead's answer without JavaScript: the typed name matched several
 * universities (each link chooses one), or none; until one is chosen the list is not filtered by
 * university.
 */
export function UniversityMatches({ typed, matches, hrefFor }: { typed: string; matches: readonly FilterOption[]; hrefFor: (id: number) => string }) {
  const t = useTranslations('admissionsReview.list');
  return (
    <TypeaheadMatches
      matches={matches}
      hrefFor={(value) => hrefFor(Number(value))}
      texts={{ several: t('universityMatches', { typed }), none: t('universityNone', { typed }), label: t('universityMatchesLabel') }}
    />
  );
}

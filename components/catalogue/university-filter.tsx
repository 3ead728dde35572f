import { getTranslations } from 'next-intl/server';
import { SelectField } from '@/components/catalogue/select-field';
import { listUniversityFilterOptionsCached, listUniversityOptionsCached } from '@/lib/catalogue/cache';
import { requestLocale } from '@/lib/i18n/locale';
import { displayName } from '@/lib/i18n/names';

/**
 * The course finder's "University" menu, bounded (issue 14: a catalogue of thousands of
 * universities made every finder page a megabyte of <option>s): the universities with the most
 * courses of the page's degree (at most UNIVERSITY_FILTER_LIMIT, by name), plus the chosen one when
 * it is not among them. Any other university is found by typing its name under Keyword (the
 * keyword search matches university names), which the menu's last line says.
 */
export async function UniversityFilter({ programId, value }: { programId: number | undefined; value: number | undefined }) {
  const [t, locale] = await Promise.all([getTranslations('shellCatalogue.universityFilter'), requestLocale()]);
  const top = await listUniversityFilterOptionsCached(programId);
  const options = top.map((u) => ({ value: String(u.id), label: displayName(locale, u) }));
  if (value !== undefined && !top.some((u) => u.id === value)) {
    const chosen = (await listUniversityOptionsCached()).find((u) => u.id === value);
    if (chosen) options.unshift({ value: String(chosen.id), label: displayName(locale, chosen) });
  }
  return (
    <SelectField
      name="university_id"
      label={t('label')}
      value={value?.toString()}
      options={options}
      more={t('more')}
    />
  );
}

import { getTranslations } from 'next-intl/server';
import { SelectField } from '@/components/catalogue/select-field';
import { listCitiesCached, listCityFilterOptionsCached } from '@/lib/catalogue/cache';
import { requestLocale } from '@/lib/i18n/locale';
import { displayName } from '@/lib/i18n/names';

/**
 * The course finder's "City" menu, bounded like the university menu (issue 14: the three hundred
 * cities were a fifth of every finder page's HTML and RSC payload). With a province chosen: every
 * city of that province. Without: the cities with the most courses of the page's degree (at most
 * CITY_FILTER_LIMIT, by name), and the menu's last line says how to reach the others (choose the
 * province first: the form applies it, with or without JavaScript, and the menu then lists its
 * cities). The chosen city is always listed.
 */
export async function CityFilter({ programId, province, value }: { programId: number | undefined; province: string | undefined; value: string | undefined }) {
  // The full city list only when the page names a province or a city (a read fewer on most pages).
  const [t, locale] = await Promise.all([getTranslations('shellCatalogue.cityFilter'), requestLocale()]);
  const all = province !== undefined || value !== undefined ? await listCitiesCached({ withUniversities: true }) : [];
  const ofProvince = province ? all.filter((c) => c.province?.slug === province) : [];
  const options = (ofProvince.length > 0 ? ofProvince : await listCityFilterOptionsCached(programId)).map((c) => ({ value: c.slug, label: displayName(locale, c) }));
  if (value !== undefined && !options.some((o) => o.value === value)) {
    const chosen = all.find((c) => c.slug === value);
    if (chosen) options.unshift({ value: chosen.slug, label: displayName(locale, chosen) });
  }
  return (
    <SelectField
      name="city"
      label={t('label')}
      value={value}
      options={options}
      more={ofProvince.length > 0 ? undefined : t('more')}
    />
  );
}

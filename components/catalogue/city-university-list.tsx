import { ClientMessages } from '@/components/i18n/client-messages';
import { CityUniversityFilter, type CityUniversityItem } from './city-university-filter';

export type { CityUniversityItem };

/** The universities of a city with their live filter (city-university-filter.tsx), and the words it uses in the browser. */
export function CityUniversityList(props: { universities: CityUniversityItem[]; cityName: string; initialQuery?: string }) {
  return (
    <ClientMessages namespaces={['shellCityList']}>
      <CityUniversityFilter {...props} />
    </ClientMessages>
  );
}

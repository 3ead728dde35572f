import { describe, expect, it } from 'vitest';
import { HOME_CITY_LIMIT, homeCities } from '@/lib/catalogue/home';

/** The home page's "Choose your city" is bounded (issue 14: every city made the page ~600 kB on the large dataset). */
describe('homeCities', () => {
  const city = (name: string, universityCount: number) => ({ name, universityCount });

  it('keeps the cities with the most universities, at most the limit, by name', () => {
    const cities = [city('Beijing', 9), city('Anshan', 1), city('Xi’an', 5), city('Dalian', 5), city('Chengdu', 2)];
    expect(homeCities(cities, 3).map((c) => c.name)).toEqual(['Beijing', 'Dalian', 'Xi’an']);
    expect(homeCities(cities).map((c) => c.name)).toEqual(['Anshan', 'Beijing', 'Chengdu', 'Dalian', 'Xi’an']);
  });

  it('never shows more than HOME_CITY_LIMIT of a long list', () => {
    const many = Array.from({ length: HOME_CITY_LIMIT * 10 }, (_, i) => city(`City ${String(i).padStart(4, '0')}`, i % 7));
    const shown = homeCities(many);
    expect(shown).toHaveLength(HOME_CITY_LIMIT);
    expect(shown.every((c) => c.universityCount === 6 || c.universityCount === 5)).toBe(true);
  });
});

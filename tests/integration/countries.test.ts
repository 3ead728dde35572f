import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countries } from '@/db/schema';
import { countriesAsCodes, countriesAsNames, countryIn, countryOut } from '@/lib/api/legacy/countries';
import { assertEnabledCountries, countryName, countryNamer, findEnabledCountry, listCountries, listCountryChoices, resolveCountryCode } from '@/lib/countries/countries';
import { isoCountryCodes, isoCountryName } from '@/lib/countries/iso';
import { countryCodeField } from '@/lib/countries/schema';
import { describeEachDatabase } from '../helpers/db';

describe('the ISO list (i18n-iso-countries, five languages)', () => {
  it('has the 249 ISO 3166-1 entries, named in each language', () => {
    expect(isoCountryCodes).toHaveLength(249);
    expect(isoCountryCodes).toEqual(expect.arrayContaining(['SN', 'CI', 'CD', 'ML', 'SO', 'IE', 'PE', 'AQ', 'AX']));
    expect(isoCountryName('SN', 'fr')).toBe('Sénégal');
    expect(isoCountryName('SN', 'zh')).toBe('塞内加尔');
    expect(isoCountryName('SN', 'ar')).toBe('السنغال');
    expect(isoCountryName('SN', 'ru')).toBe('Сенегал');
    expect(isoCountryName('CN', 'en')).toBe('China');
    expect(isoCountryName('RU', 'ru')).toBe('Россия');
  });

  it('the form schema takes a code (any case), refuses a name', () => {
    expect(countryCodeField().parse(' sn ')).toBe('SN');
    expect(countryCodeField().safeParse('Senegal').success).toBe(false);
    expect(countryCodeField().safeParse('').success).toBe(false);
  });
});

describeEachDatabase('countries', ({ db }) => {
  it('lists the enabled countries in the reader’s language, sorted by its collation, China first when asked', async () => {
    const fr = await listCountries('fr');
    expect(fr.length).toBe(249);
    const sn = fr.find((c) => c.code === 'SN');
    expect(sn).toEqual({ code: 'SN', name: 'Sénégal', dialCode: '221' });
    const names = fr.map((c) => c.name);
    expect(names.indexOf('Égypte')).toBeLessThan(names.indexOf('Espagne'));
    expect(names.indexOf('Égypte')).toBeGreaterThan(names.indexOf('Djibouti'));
    expect((await listCountries('zh', { chinaFirst: true }))[0]).toMatchObject({ code: 'CN', name: '中国' });
    expect((await listCountries('en'))[0].code).not.toBe('CN');
  });

  it("uses the admin's English display name in English, hides disabled countries from the lists but still names them", async () => {
    await db().update(countries).set({ name: 'Ivory Coast' }).where(eq(countries.code, 'CI'));
    await db().update(countries).set({ status: false }).where(eq(countries.code, 'AQ'));
    const en = await listCountries('en');
    expect(en.find((c) => c.code === 'CI')?.name).toBe('Ivory Coast');
    expect((await listCountries('fr')).find((c) => c.code === 'CI')?.name).toBe("Côte-d'Ivoire");
    expect(en.some((c) => c.code === 'AQ')).toBe(false);
    expect(await countryName('AQ', 'fr')).toBe('Antarctique');
    // A value the record holds stays offered (named), after the enabled ones.
    const choices = await listCountryChoices('en', ['AQ', 'Atlantis', 'SN']);
    expect(choices.slice(-2)).toEqual([
      { code: 'AQ', name: 'Antarctica', dialCode: null },
      { code: 'Atlantis', name: 'Atlantis', dialCode: null },
    ]);
    expect(await findEnabledCountry('aq')).toBeNull();
    await db().update(countries).set({ status: true }).where(eq(countries.code, 'AQ'));
  });

  it('shows a code as its name and an old record’s text as it was typed', async () => {
    const name = await countryNamer('ru');
    expect(name('SN')).toBe('Сенегал');
    expect(name('Bangla desh')).toBe('Bangla desh');
    expect(name('')).toBeNull();
    expect(name(null)).toBeNull();
  });

  it('the server refuses a code that is no enabled country, on its field; a code the record holds stays', async () => {
    await expect(assertEnabledCountries({ 'home_address.country': 'SN', nationality: 'ML' })).resolves.toBeUndefined();
    await db().update(countries).set({ status: false }).where(eq(countries.code, 'SO'));
    await expect(assertEnabledCountries({ 'home_address.country': 'SO', nationality: 'XX' })).rejects.toMatchObject({
      code: 'validation',
      fieldErrors: { 'home_address.country': [expect.any(String)], nationality: [expect.any(String)] },
    });
    await expect(assertEnabledCountries({ nationality: 'SO' }, ['SO'])).resolves.toBeUndefined();
    await db().update(countries).set({ status: true }).where(eq(countries.code, 'SO'));
  });

  it('reads what old clients send: a code, the table’s name, any English name of the list or an old spelling', async () => {
    expect(await resolveCountryCode('sn')).toBe('SN');
    expect(await resolveCountryCode('Ivory Coast')).toBe('CI');
    expect(await resolveCountryCode(' united   kingdom ')).toBe('GB');
    expect(await resolveCountryCode('UK')).toBe('GB');
    expect(await resolveCountryCode("Côte d'Ivoire")).toBe('CI');
    expect(await resolveCountryCode('Atlantis')).toBe('Atlantis');
  });
});

describe('the legacy API’s countries: English names in, English names out', () => {
  it('reads names and codes, answers the English name, leaves other text alone', () => {
    expect(countryIn('Senegal')).toBe('SN');
    expect(countryIn('peru')).toBe('PE');
    expect(countryIn('Atlantis')).toBe('Atlantis');
    expect(countryOut('SN')).toBe('Senegal');
    expect(countryOut('Atlantis')).toBe('Atlantis');
    expect(countryOut(null)).toBeNull();
    expect(countriesAsCodes({ a: [{ country: 'Mali' }, { country: 'x' }] }, [['a', '*', 'country']])).toEqual({ a: [{ country: 'ML' }, { country: 'x' }] });
    expect(countriesAsNames({ nationality: 'CD', other: 'CD' }, [['nationality']])).toEqual({ nationality: 'Democratic Republic of the Congo', other: 'CD' });
  });
});

import { z } from 'zod';
import { textType } from '@/lib/forms/text';
import { validation as v } from '@/lib/messages';

/**
 * A form's country (client-safe): an ISO 3166-1 alpha-2 code from the country select, the same
 * rule in the browser and on the server. That the code names an enabled country is the server's
 * check (lib/countries/countries.ts `assertEnabledCountries`): the browser does not carry the list.
 */
export const COUNTRY_CODE_RE = /^[A-Z]{2}$/;

const asCode = (x: unknown) => (typeof x === 'string' ? x.trim().toUpperCase() : x);

/** A required country: "Choose an option" when nothing (or not a code) was chosen. */
export const countryCodeField = (message: string = v.chooseOption) =>
  z.preprocess(asCode, textType(message).refine((s) => COUNTRY_CODE_RE.test(s), { error: message }));

/** An optional country: blank is "not given" (undefined); anything else must be a code. */
export const optionalCountryCodeField = (message: string = v.chooseOption) =>
  z.preprocess((x) => {
    const c = asCode(x);
    return c === '' || c === null ? undefined : c;
  }, textType(message).refine((s) => COUNTRY_CODE_RE.test(s), { error: message }).optional());

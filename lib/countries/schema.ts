import { z } from 'zod';
import { textType } from '@/lib/forms/text';
import { validation as v } from '@/lib/messages';

/**
 * A form's country (client-safe): an ISO 3166-1 alpha-2 code from the country select, the same
 * rule in the browser and on the server. That the code names an enabled country is the server's
 * check (lib/countries/countries.ts `assertEnabledCountries`): the browser does not carry the list.
 */
/** A country of a form's select: its code, its name in the page's language, its dial code ('221', or null). */
export interface CountryChoice {
  code: string;
  name: string;
  dialCode: string | null;
}

export const COUNTRY_CODE_RE = /^[A-Z]{2}$/;

const asCode = (x: unknown) => (typeof x === 'string' ? x.trim().toUpperCase() : x);

/** A required country: `required` (by default "Choose an option") when nothing was chosen, "Choose an option" for anything but a code. */
export const countryCodeField = (required: string = v.chooseOption) =>
  z.preprocess(
    (x) => (asCode(x) === '' ? undefined : asCode(x)),
    textType(required).refine((s) => COUNTRY_CODE_RE.test(s), { error: v.chooseOption }),
  );

/** An optional country: blank is "not given" (undefined); anything else must be a code. */
export const optionalCountryCodeField = () =>
  z.preprocess((x) => {
    const c = asCode(x);
    return c === '' || c === null ? undefined : c;
  }, textType().refine((s) => COUNTRY_CODE_RE.test(s), { error: v.chooseOption }).optional());

import { z } from 'zod';
import { pageField, perPageField } from '@/lib/http/page';
import { validation } from '@/lib/messages';
import { limitedList } from './limits';
import { textInput, textType, searchText } from '@/lib/forms/text';
import { oneText, optionalText, requiredText } from './text-fields';
import { msg } from '@/lib/i18n/message';
import { partTimeShareValues, type PartTimeShare } from './values';
import { defaultLocale, type Locale } from '@/lib/i18n/config';
import { formatMoney } from '@/lib/i18n/format';

/**
 * Part-time applications, client-safe: the candidate's form and `POST /api/applicant/part_time_apply/`
 * share one schema under the old board's field names (`full_name`, `city`, `skill`, `rate`,
 * `availability`, and `share_contact`: which contact employers may see); the employer and admin lists share the URL parameters.
 *
 * `skill` may come as an array, repeated keys, a JSON array in text or comma-separated text; the
 * old clients sent a list whose first item was itself comma-separated, so every item is split on
 * commas. At most the job board's skills limit (lib/jobs/limits.ts) after splitting. `rate` is
 * pounds per hour (stored in pence).
 */

export const partTimeMessages = {
  skillsRequired: msg('validation.jobs.partTime.skillsRequired'),
  rate: msg('validation.jobs.partTime.rate'),
  saved: msg('jobs.partTime.saved'),
  updated: msg('jobs.partTime.updated'),
  withdrawn: msg('jobs.partTime.withdrawn'),
  visibility: msg('jobs.partTime.visibility'),
} as const;

export const RATE_MAX_POUNDS = 1000;


/**
 * Any of the list forms → the trimmed, non-blank, de-duplicated items (each item split on commas;
 * a number is its digits). An item of another type is kept as it is, for the schema to refuse.
 */
export function toSkillList(v: unknown): unknown[] {
  if (v === undefined || v === null || v === '') return [];
  let list: unknown[];
  if (Array.isArray(v)) list = v;
  else if (typeof v === 'string') {
    const s = v.trim();
    list = [s];
    if (s.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(s);
        if (Array.isArray(parsed)) list = parsed;
      } catch {
        // not JSON: read as comma-separated text
      }
    }
  } else list = [v];
  const out: unknown[] = [];
  for (const raw of list) {
    if (raw === null || raw === undefined) continue;
    const item = textInput(raw);
    if (typeof item !== 'string') {
      out.push(item);
      continue;
    }
    for (const part of item.split(/[,\n]/)) {
      const t = part.trim();
      if (t && !out.some((o) => typeof o === 'string' && o.toLowerCase() === t.toLowerCase())) out.push(t);
    }
  }
  return out;
}

export const partTimeSchema = z
  .object({
    full_name: requiredText(200),
    city: requiredText(100),
    skill: z.preprocess(
      toSkillList,
      limitedList('skills', textType().max(60, validation.maxLength(60))).min(1, partTimeMessages.skillsRequired),
    ),
    rate: z.preprocess(
      (v) => {
        const s = oneText(v);
        if (s === null || s === undefined) return undefined;
        if (typeof s !== 'string') return s;
        const t = s.replace(/^£/, '');
        return t === '' ? undefined : t;
      },
      z.coerce
        .number({ error: partTimeMessages.rate })
        .refine((n) => Number.isFinite(n) && n > 0 && n <= RATE_MAX_POUNDS, partTimeMessages.rate),
    ),
    availability: optionalText(500),
    // Which of the account's contacts employers may see. Not sent (an old client): the choice already
    // made is kept, and a new application shares nothing.
    share_contact: z.preprocess((v) => {
      const s = oneText(v);
      return s === '' || s === null ? undefined : s;
    }, z.enum(partTimeShareValues, { error: validation.chooseOption }).optional()),
  })
  .transform((v) => ({
    fullName: v.full_name,
    city: v.city,
    skills: v.skill,
    rateMinor: Math.round(v.rate * 100),
    availability: v.availability ?? null,
    shareContact: v.share_contact as PartTimeShare | undefined,
  }));
export type PartTimeInput = z.output<typeof partTimeSchema>;

/** What employers may see of the account's contacts under each choice. */
export const sharesEmail = (s: PartTimeShare) => s === 'email' || s === 'both';
export const sharesPhone = (s: PartTimeShare) => s === 'phone' || s === 'both';

export const partTimeListParamsSchema = z.object({
  q: searchText(100).transform((v) => v ?? ''),
  page: pageField,
  per_page: perPageField,
});
export type PartTimeListParams = z.output<typeof partTimeListParamsSchema>;

/** Pence → "£12.50 / hour" (whole pounds without decimals), the amount in the reader's language, as a message token (`values.hourlyRate`). */
export function formatHourlyRate(rateMinor: number | null, locale: Locale = defaultLocale): string | null {
  if (rateMinor === null) return null;
  return msg('values.hourlyRate', { rate: formatMoney(rateMinor, 'GBP', locale, 'symbol') });
}

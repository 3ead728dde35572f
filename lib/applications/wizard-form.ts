/**
 * The wizard form's shapes, client-safe: react-hook-form names inputs by dotted path
 * (`education_background.0.school`), so a posted form arrives flat and is nested here before the
 * step's schema judges it; and the stored sections become the strings the inputs start with.
 */

import { formatPhone } from '@/lib/forms/phone';
import { applicationSteps } from './schemas';

const isPhoneKey = (key: string) => /(^|_)phone$/.test(key);

const unsafeKeys = new Set(['__proto__', 'prototype', 'constructor']);

/** `{ 'a.0.b': x }` → `{ a: [{ b: x }] }`; keys without a dot and non-objects pass unchanged. */
export function nestDotted(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const parts = key.split('.');
    if (parts.some((p) => p === '' || unsafeKeys.has(p))) continue;
    let node: Record<string, unknown> | unknown[] = out;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      const last = i === parts.length - 1;
      const index = /^\d{1,3}$/.test(part) ? Number(part) : null;
      if (Array.isArray(node)) {
        if (index === null) break;
        if (last) node[index] = v;
        else node = (node[index] ??= /^\d{1,3}$/.test(parts[i + 1]) ? [] : {}) as Record<string, unknown> | unknown[];
        continue;
      }
      if (last) node[part] = v;
      else {
        const existing = node[part];
        if (existing === null || typeof existing !== 'object') node[part] = /^\d{1,3}$/.test(parts[i + 1]) ? [] : {};
        node = node[part] as Record<string, unknown> | unknown[];
      }
    }
  }
  // Holes left by a removed row are no rows at all.
  for (const [k, v] of Object.entries(out)) if (Array.isArray(v)) out[k] = v.filter((x) => x !== undefined);
  return out;
}

/** A stored value as an input's starting text: booleans as yes/no, nothing as ''. */
export function asInput(value: unknown): string {
  if (value === true) return 'yes';
  if (value === false) return 'no';
  if (value === null || value === undefined) return '';
  return String(value);
}

/** Every value of a stored section as input text. */
export function sectionInput<K extends string>(section: Record<string, unknown> | undefined, keys: readonly K[]): Record<K, string> {
  // A phone stored in E.164 is shown as people read it (`+44 20 7946 0000`); the form reads it back.
  return Object.fromEntries(keys.map((k) => [k, isPhoneKey(k) ? (formatPhone(asInput(section?.[k])) ?? '') : asInput(section?.[k])])) as Record<K, string>;
}

// The fields of each section, in the order the forms show them (the page fills each with text).
export const addressKeys = ['country', 'city', 'district', 'street', 'postal_code', 'receiver_name'] as const;
export const educationKeys = ['school', 'major', 'started', 'finished', 'gpa', 'country'] as const;
export const workKeys = ['employer', 'job_title', 'started', 'finished'] as const;
export const familyKeys = {
  family_contact: ['member_name', 'member_nationality', 'member_phone', 'member_email', 'member_work_place', 'member_relationship', 'member_position'],
  financial_supporter: ['supporters_relation', 'supporters_name', 'supporters_address', 'supporters_phone', 'supporters_email', 'supporters_workplace', 'supporters_workplace_address'],
  emergency_contact: ['emergencies_name', 'emergencies_phone', 'emergencies_email', 'emergencies_address'],
} as const;

/** The progress bar's width in percent: (active step − 1) ÷ (steps − 1). Pure. */
export function progressPercent(active: number, steps: number = applicationSteps.length): number {
  if (steps <= 1) return 100;
  return Math.round(((Math.min(Math.max(active, 1), steps) - 1) / (steps - 1)) * 100);
}

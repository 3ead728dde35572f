import { msg } from '@/lib/i18n/message';
import type { LegalFacts } from '@/lib/settings/legal-schemas';

/**
 * Who runs the service until an admin says otherwise (issue 15). The legal entity, its
 * jurisdiction and its registered office are a site setting (lib/settings/legal.ts, edited on
 * /admin/settings) that the About, terms and privacy pages all read, so they cannot disagree;
 * these are the DEMO values used while the setting was never saved, marked as demo.
 * Client-safe (plain data).
 */
export const defaultLegalFacts: LegalFacts = {
  entity: 'Zhiyuan Study in China Ltd',
  jurisdiction: 'England and Wales',
  registeredOffice: ['Zhiyuan Study in China Ltd', '1 Example Street', 'London EC1A 1AA', 'United Kingdom'],
  demo: true,
};

/** How to reach a person (not a legal fact: the same on every page). */
export const contactFacts = {
  /** the advisers' office in China (an office of the company that runs the service) */
  admissionsOffice: ['Zhiyuan Admissions Office', 'Haidian District, Beijing', 'China'],
  email: 'admissions@zhiyuan.example',
} as const;

/** The line the pages show under the facts while they are demo values (a message token). */
export const legalDemoNotice = msg('publicContent.legalDemoNotice');

/** The registered office on one line, without a first line that only repeats the entity's name. */
export function officeOnOneLine(facts: LegalFacts): string {
  const lines = facts.registeredOffice[0] === facts.entity ? facts.registeredOffice.slice(1) : facts.registeredOffice;
  return lines.join(', ');
}

/** Whether the UK's data protection law (UK GDPR, the ICO) applies: a UK jurisdiction. */
export function isUkJurisdiction(jurisdiction: string): boolean {
  return ['england and wales', 'scotland', 'northern ireland', 'united kingdom'].includes(jurisdiction.trim().toLowerCase());
}

/**
 * Who runs the service, written once (issue 15): the About, terms, privacy and contact pages all
 * read these facts, so they cannot disagree (one legal entity, a jurisdiction that matches its
 * registered office). These are DEMO values, and every page that shows them says so.
 * Client-safe (plain data).
 */
export const legalFacts = {
  /** the legal entity that runs Zhiyuan and is the data controller */
  entity: 'Zhiyuan Study in China Ltd',
  /** where it is registered, and whose law and courts govern the terms */
  jurisdiction: 'England and Wales',
  registeredOffice: ['Zhiyuan Study in China Ltd', '1 Example Street', 'London EC1A 1AA', 'United Kingdom'],
  /** the advisers' office in China (an office of the same company) */
  admissionsOffice: ['Zhiyuan Admissions Office', 'Haidian District, Beijing', 'China'],
  email: 'admissions@zhiyuan.example',
  /** these facts are placeholders of the demo, not a real company */
  demo: true,
} as const;

/** The line the pages show under the facts while they are demo values. */
export const legalDemoNotice = 'Demo: the company name and addresses on this site are placeholders, not a real company.';

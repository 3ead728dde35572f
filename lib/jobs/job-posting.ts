import type { JobNature, SalaryType } from './values';
import type { PublicJob } from './public';

/**
 * A job page's structured data: schema.org JobPosting with every property Google lists as
 * required (title, description, datePosted, hiringOrganization, jobLocation) or recommended
 * (validThrough, employmentType, baseSalary, identifier, directApply; hiringOrganization's sameAs
 * and logo). `directApply` is true: job seekers apply on the site (/candidate/jobs/<uuid>/apply). Pure and client-safe.
 */
const employmentTypes: Record<JobNature, string> = { fulltime: 'FULL_TIME', parttime: 'PART_TIME', contractual: 'CONTRACTOR' };
const unitTexts: Record<SalaryType, string> = { hourly: 'HOUR', monthly: 'MONTH', yearly: 'YEAR' };

/** Plain text from stored text: Google wants the description in HTML, paragraphs kept. */
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function paragraphs(title: string | null, body: string | null): string {
  if (!body?.trim()) return '';
  const lines = body
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => `<p>${escapeHtml(l)}</p>`)
    .join('');
  return title ? `<h2>${escapeHtml(title)}</h2>${lines}` : lines;
}

const absolute = (baseUrl: string, path: string) => (/^https?:\/\//.test(path) ? path : `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`);

export function jobPostingJsonLd(job: PublicJob, baseUrl: string): Record<string, unknown> {
  const description =
    [
      paragraphs(null, job.description),
      paragraphs('Responsibilities', job.responsibilities),
      paragraphs('Requirements', job.requirements),
      job.skills.length ? `<h2>Skills</h2><ul>${job.skills.map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>` : '',
      [...job.benefits, ...job.otherBenefits].length ? `<h2>Benefits</h2><ul>${[...job.benefits, ...job.otherBenefits].map((s) => `<li>${escapeHtml(s)}</li>`).join('')}</ul>` : '',
    ].join('') || `<p>${escapeHtml(job.title)}</p>`;
  const orgName = job.orgName ?? job.company?.name ?? 'Employer';
  const hiringOrganization: Record<string, unknown> = { '@type': 'Organization', name: orgName };
  if (job.company?.website) hiringOrganization.sameAs = job.company.website;
  if (job.logoUrl) hiringOrganization.logo = absolute(baseUrl, job.logoUrl);
  const address: Record<string, unknown> = { '@type': 'PostalAddress' };
  const locality = job.city ?? job.location ?? job.company?.city;
  if (locality) address.addressLocality = locality;
  if (job.postcode) address.postalCode = job.postcode;
  address.addressCountry = countryCode(job.country ?? job.company?.country ?? null);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    datePosted: (job.approvedAt ?? job.createdAt).toISOString(),
    hiringOrganization,
    jobLocation: { '@type': 'Place', address },
    identifier: { '@type': 'PropertyValue', name: orgName, value: job.uuid },
    directApply: true,
    url: `${baseUrl}/jobs/${job.uuid}`,
  };
  if (job.expireDate) data.validThrough = `${job.expireDate}T23:59:59Z`;
  if (job.jobNature) data.employmentType = employmentTypes[job.jobNature];
  if (job.salaryMinMinor !== null || job.salaryMaxMinor !== null) {
    const value: Record<string, unknown> = { '@type': 'QuantitativeValue' };
    if (job.salaryMinMinor !== null) value.minValue = job.salaryMinMinor / 100;
    if (job.salaryMaxMinor !== null) value.maxValue = job.salaryMaxMinor / 100;
    if (job.salaryType) value.unitText = unitTexts[job.salaryType];
    data.baseSalary = { '@type': 'MonetaryAmount', currency: 'GBP', value };
  }
  if (job.workingHourFrom || job.workingHourTo) data.workHours = [job.workingHourFrom, job.workingHourTo].map((h) => h ?? '').join('–');
  if (job.positions > 1) data.totalJobOpenings = job.positions;
  if (job.skills.length) data.skills = job.skills.join(', ');
  if (job.experienceMin !== null) {
    data.experienceRequirements = { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: job.experienceMin * 12 };
  }
  return data;
}

/** ISO 3166 codes for the countries the board's jobs name (the name itself otherwise; Google takes either). */
const countryCodes: Record<string, string> = {
  'united kingdom': 'GB',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  bangladesh: 'BD',
  china: 'CN',
  ireland: 'IE',
  'united states': 'US',
};

export function countryCode(country: string | null): string {
  if (!country?.trim()) return 'GB';
  return countryCodes[country.trim().toLowerCase()] ?? country.trim();
}

import type { JobNature, SalaryType, JobStatus } from './values';
import { publicImagePath } from '@/lib/storage/policies';
import { displayStatus, type JobDisplayStatus } from './status';
import { msg } from '@/lib/i18n/message';
import { defaultLocale, type Locale } from '@/lib/i18n/config';
import { formatMoney } from '@/lib/i18n/format';

/**
 * THE job as lists show it (public lists, the employer's and the back office's tables, the
 * legacy API): one shape, selected by every list query. Money in pence; age range never here
 * (it is never shown publicly). Client-safe.
 */
export interface JobSummary {
  id: number;
  uuid: string;
  title: string;
  status: JobStatus;
  /** the stored status, or expired (derived from the expiry date) */
  displayStatus: JobDisplayStatus;
  rejectionReason: string | null;
  categoryId: number;
  categoryName: string;
  employerId: number;
  orgName: string | null;
  /** public address of the company logo, or null */
  logoUrl: string | null;
  location: string | null;
  city: string | null;
  postcode: string | null;
  country: string | null;
  jobNature: JobNature | null;
  salaryType: SalaryType | null;
  salaryMinMinor: number | null;
  salaryMaxMinor: number | null;
  experienceMin: number | null;
  experienceMax: number | null;
  positions: number;
  urgent: boolean;
  /** YYYY-MM-DD */
  expireDate: string | null;
  approvedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  viewCount: number;
}

export type JobSummaryRow = Omit<JobSummary, 'displayStatus' | 'logoUrl'> & { logo: string | null };

export function toJobSummary(row: JobSummaryRow, today?: string): JobSummary {
  const { logo, ...rest } = row;
  return { ...rest, logoUrl: logo ? publicImagePath(logo) : null, displayStatus: displayStatus(row, today) };
}

export const jobNatureLabels: Record<JobNature, string> = {
  fulltime: msg('values.jobNature.fulltime'),
  parttime: msg('values.jobNature.parttime'),
  contractual: msg('values.jobNature.contractual'),
};

export const salaryTypeLabels: Record<SalaryType, string> = {
  hourly: msg('values.salaryType.hourly'),
  monthly: msg('values.salaryType.monthly'),
  yearly: msg('values.salaryType.yearly'),
};

export const jobStatusLabels: Record<JobDisplayStatus, string> = {
  reviewing: msg('values.jobStatus.reviewing'),
  approved: msg('values.jobStatus.approved'),
  rejected: msg('values.jobStatus.rejected'),
  closed: msg('values.jobStatus.closed'),
  expired: msg('values.jobStatus.expired'),
};

/**
 * "£24,000 – £27,500 per year" (or one end, or null when no salary is given), the amounts in the
 * reader's language ("24 000 £GB"), as a message token (`values.salaryRange.*`): show it through
 * the renderer.
 */
export function formatSalaryRange(j: Pick<JobSummary, 'salaryMinMinor' | 'salaryMaxMinor' | 'salaryType'>, locale: Locale = defaultLocale): string | null {
  const gbp = (minor: number) => formatMoney(minor, 'GBP', locale, 'symbol');
  const lo = j.salaryMinMinor === null ? null : gbp(j.salaryMinMinor);
  const hi = j.salaryMaxMinor === null ? null : gbp(j.salaryMaxMinor);
  const range = lo && hi ? (lo === hi ? lo : msg('values.salaryRange.between', { lo, hi })) : lo ? msg('values.salaryRange.from', { lo }) : hi ? msg('values.salaryRange.upTo', { hi }) : null;
  if (!range) return null;
  return j.salaryType ? msg('values.salaryRange.withType', { range, type: salaryTypeLabels[j.salaryType] }) : range;
}

/**
 * Every page that shows the "coming soon" notice (components/layout/coming-soon.tsx) instead of
 * its content, because a later issue brings the content. ONE list, so none is forgotten:
 * `<ComingSoon path=…>` only takes a path from here (type and run-time check), and
 * tests/unit/placeholders.test.ts plus tests/api/placeholders.test.ts fail when a page shows the
 * notice without being listed or is listed without showing it. Delete a page's entry when its
 * content arrives.
 */
export interface Placeholder {
  /** The page's heading. */
  title: string;
  /** What will be here, in one sentence the user reads. */
  coming: string;
}

export const placeholders = {
  // Admin: study side
  // Admin: job side
  // Student
  // Employer
  '/employer/applicants': { title: 'All applicants', coming: 'The candidates who applied to your jobs.' },
  // Candidate
  '/candidate/dashboard': { title: 'Candidate dashboard', coming: 'Your applications and recommended jobs at a glance.' },
  '/candidate/jobs': { title: 'Find jobs', coming: 'Every open job with search and filters.' },
  '/candidate/applied-jobs': { title: 'Applied jobs', coming: 'The jobs you applied to and where each application stands.' },
} as const satisfies Record<string, Placeholder>;

export type PlaceholderPath = keyof typeof placeholders;

export function isPlaceholder(path: string): path is PlaceholderPath {
  return Object.prototype.hasOwnProperty.call(placeholders, path);
}

import { describe, expect, it } from 'vitest';
import { nextSteps } from '@/components/job-applications/candidate-overview';
import { employerNextSteps } from '@/components/jobs/employer-dashboard';

/**
 * The dashboards' "what next" links open the list of what they count (issue 31, item 2): the
 * candidate's interviews and offers open their applications at that stage, the employer's
 * applications not yet viewed open the applicants not yet viewed.
 */
describe('dashboard next-step links', () => {
  it("the candidate's interviews and offers open the applications at that stage", () => {
    const steps = nextSteps({ completeness: 100, cvCount: 1, hasPreferences: true, applications: 3, offered: 1, interview: 2 });
    expect(steps.map((s) => s.href)).toEqual(['/candidate/applied-jobs?stage=offered', '/candidate/applied-jobs?stage=interview']);
  });

  it("the employer's unviewed applications open the applicants not yet viewed", () => {
    const steps = employerNextSteps({ approvedJobPosts: 1, reviewingJobPosts: 0, unviewedApplications: 3, totalApplications: 5 }, { hasProfile: true, rejected: 0, total: 1 });
    expect(steps[0].href).toBe('/employer/applicants?viewed=no');
  });
});

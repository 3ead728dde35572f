import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatSalaryRange, jobNatureLabels } from '@/lib/jobs/dto';
import type { EmployerJobDetail } from '@/lib/jobs/jobs';
import { isPublicJob } from '@/lib/jobs/status';
import { formatDate } from './format';
import { JobRowActions } from './job-row-actions';
import { JobStatusBadge, RejectionReason } from './job-status';

const range = (a: number | string | null, b: number | string | null, unit = '') =>
  a === null && b === null ? null : a !== null && b !== null ? `${a}–${b}${unit}` : a !== null ? `from ${a}${unit}` : `up to ${b}${unit}`;

/** "Rochester, Kent, ME1 1AA, United Kingdom": the location, and the city only when the location does not name it. */
function placeOf(j: Pick<EmployerJobDetail, 'location' | 'city' | 'postcode' | 'country'>): string {
  const parts = [j.location];
  if (j.city && !j.location?.toLowerCase().includes(j.city.toLowerCase())) parts.push(j.city);
  parts.push(j.postcode, j.country);
  return parts.filter(Boolean).join(', ');
}

function Item({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

function Lines({ title, text }: { title: string; text: string | null }) {
  if (!text) return null;
  return (
    <section className="space-y-1">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="whitespace-pre-line text-slate-800">{text}</p>
    </section>
  );
}

/**
 * One job as its employer sees it: status (a rejected one with the reason to answer), the moves
 * allowed now, every field (the age range too: only they see it), views and applications.
 */
export function EmployerJobView({ job }: { job: EmployerJobDetail }) {
  const live = isPublicJob(job);
  return (
    <div className="space-y-6">
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="flex items-center gap-2 text-sm text-slate-700">
              Status: <JobStatusBadge status={job.displayStatus} />
            </p>
            <RejectionReason status={job.displayStatus} reason={job.rejectionReason} />
            {job.displayStatus === 'reviewing' ? <p className="mt-1 text-sm text-slate-600">Our team checks new and edited jobs before they appear on the job board.</p> : null}
            {job.displayStatus === 'expired' ? <p className="mt-1 text-sm text-slate-600">The expiry date has passed: edit the job to set a new one.</p> : null}
          </div>
          <div className="flex flex-wrap gap-2">
            {job.moves.includes('edit') ? (
              <ButtonLink href={`/employer/jobs/${job.uuid}/edit`} size="sm">
                Edit job
              </ButtonLink>
            ) : null}
            <JobRowActions job={job} />
            {live ? (
              <ButtonLink href={`/jobs/${job.uuid}`} size="sm" variant="outline">
                View on the job board
              </ButtonLink>
            ) : null}
          </div>
        </div>
        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          <Item term="Views">{String(job.viewCount)}</Item>
          <Item term="Applications">{`${job.applications}${job.unviewedApplications ? ` (${job.unviewedApplications} new)` : ''}`}</Item>
          <Item term="Expires">{formatDate(job.expireDate)}</Item>
        </dl>
      </Card>
      <Card title="Details">
        <dl className="grid gap-4 sm:grid-cols-2">
          <Item term="Category">{job.categoryName}</Item>
          <Item term="Job type">{job.jobNature ? jobNatureLabels[job.jobNature] : null}</Item>
          <Item term="Location">{placeOf(job)}</Item>
          <Item term="Salary">{formatSalaryRange(job)}</Item>
          <Item term="Working hours">{range(job.workingHourFrom, job.workingHourTo)}</Item>
          <Item term="Experience">{range(job.experienceMin, job.experienceMax, ' years')}</Item>
          <Item term="Age range (only you see this)">{range(job.ageMin, job.ageMax)}</Item>
          <Item term="Positions">{String(job.positions)}</Item>
          <Item term="Contact number">{job.contactNumber}</Item>
          <Item term="Urgent">{job.urgent ? 'Yes' : null}</Item>
          <Item term="Skills">{job.skills.length ? job.skills.join(', ') : null}</Item>
          <Item term="Benefits">{job.benefits.length ? job.benefits.join(', ') : null}</Item>
          <Item term="Other benefits">{job.otherBenefits.length ? job.otherBenefits.join(', ') : null}</Item>
          <Item term="Posted">{formatDate(job.createdAt)}</Item>
        </dl>
      </Card>
      <Card title="Description">
        <div className="space-y-4">
          <p className="whitespace-pre-line text-slate-800">{job.description}</p>
          <Lines title="Responsibilities" text={job.responsibilities} />
          <Lines title="Requirements" text={job.requirements} />
        </div>
      </Card>
      <Card title="Applicants">
        <p className="text-slate-700">
          {job.applications === 0 ? 'No applications yet.' : `${job.applications} application${job.applications === 1 ? '' : 's'} so far.`} Reviewing applicants here is coming soon.
        </p>
      </Card>
    </div>
  );
}

import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatSalaryRange, jobNatureLabels } from '@/lib/jobs/dto';
import type { AdminJobDetail } from '@/lib/jobs/moderation';
import { dateOnly, moderationMovesOf } from './job-queue';
import { JobModerationButtons } from './job-moderation-buttons';
import { JobStatusBadge } from './job-status-badge';

const range = (a: number | string | null, b: number | string | null, unit = '') =>
  a === null && b === null ? null : a !== null && b !== null ? `${a}–${b}${unit}` : a !== null ? `from ${a}${unit}` : `up to ${b}${unit}`;

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900">{children === null || children === undefined || children === '' ? '—' : children}</dd>
    </div>
  );
}

function List({ items }: { items: string[] }) {
  return items.length ? (
    <ul className="list-disc pl-5">
      {items.map((s, i) => (
        <li key={`${i}-${s}`}>{s}</li>
      ))}
    </ul>
  ) : (
    '—'
  );
}

const text = (s: string | null) => (s ? <p className="whitespace-pre-line">{s}</p> : null);

/** One job as the admin reads it: every field (the age range included) and the allowed moves. */
export function AdminJobDetailView({ job }: { job: AdminJobDetail }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="job-moves" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="job-moves" className="text-base font-semibold text-slate-900">
          Status: <JobStatusBadge status={job.displayStatus} />
        </h2>
        {job.status === 'rejected' && job.rejectionReason ? (
          <p className="mt-2 text-sm text-slate-700">
            <span className="font-medium">Reason given to the employer:</span> {job.rejectionReason}
          </p>
        ) : null}
        {job.approvedAt ? (
          <p className="mt-2 text-sm text-slate-600">
            Approved on {dateOnly(job.approvedAt)}
            {job.approvedByName ? ` by ${job.approvedByName}` : ''}.
          </p>
        ) : null}
        <div className="mt-3">
          <JobModerationButtons uuid={job.uuid} title={job.title} moves={moderationMovesOf(job)} size="md" />
        </div>
      </section>
      <section aria-labelledby="job-fields" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="job-fields" className="text-base font-semibold text-slate-900">
          The job post
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          <Item label="Employer">
            {job.orgName ?? job.employerName}{' '}
            <Link href={`/admin/employers/${job.employerId}`} className="text-ink-700 underline">
              ({job.employerEmail})
            </Link>
          </Item>
          <Item label="Category">{job.categoryName}</Item>
          <Item label="Type">{job.jobNature ? jobNatureLabels[job.jobNature] : null}</Item>
          <Item label="Location">{[job.location, job.city, job.postcode, job.country].filter(Boolean).join(', ')}</Item>
          <Item label="Salary">{formatSalaryRange(job)}</Item>
          <Item label="Experience">{range(job.experienceMin, job.experienceMax, ' years')}</Item>
          <Item label="Age range">{range(job.ageMin, job.ageMax, ' years')}</Item>
          <Item label="Working hours">{range(job.workingHourFrom, job.workingHourTo)}</Item>
          <Item label="Positions">{job.positions}</Item>
          <Item label="Urgent">{job.urgent ? 'Yes' : 'No'}</Item>
          <Item label="Contact number">{job.contactNumber}</Item>
          <Item label="Expires">{dateOnly(job.expireDate)}</Item>
          <Item label="Posted">{dateOnly(job.createdAt)}</Item>
          <Item label="Views">{job.viewCount}</Item>
          <Item label="Skills">
            <List items={job.skills} />
          </Item>
          <Item label="Benefits">
            <List items={job.benefits} />
          </Item>
          <Item label="Other benefits">
            <List items={job.otherBenefits} />
          </Item>
          <Item label="Description">{text(job.description)}</Item>
          <Item label="Responsibilities">{text(job.responsibilities)}</Item>
          <Item label="Requirements">{text(job.requirements)}</Item>
        </dl>
      </section>
    </div>
  );
}

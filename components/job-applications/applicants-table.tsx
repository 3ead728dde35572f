import Link from 'next/link';
import { formatDate } from '@/components/jobs/format';
import { optionsOf, type ListColumn, type ListDefinition } from '@/components/lists/definition';
import { ListTable } from '@/components/lists/list-table';
import { EmptyState } from '@/components/ui/empty-state';
import type { ApplicationView } from '@/lib/jobs/applications';
import { applicationStageLabels, applicationStages } from '@/lib/jobs/application-stages';
import type { ApplicantListParams } from '@/lib/jobs/application-schemas';
import { StageBadge } from './stage-badge';

const candidateCol: ListColumn<ApplicationView> = {
  header: 'Candidate',
  card: 'title',
  cell: (a) => (
    <>
      <Link href={`/employer/applicants/${a.uuid}`} prefetch={false} className="font-semibold">
        {a.candidate.name}
      </Link>
      {a.viewedAt ? null : <span className="ml-2 text-xs font-semibold text-primary-800">Unviewed</span>}
    </>
  ),
};
const jobCol: ListColumn<ApplicationView> = { header: 'Job', cell: (a) => <Link href={`/employer/jobs/${a.job.uuid}`}>{a.job.title}</Link> };
const restCols: ListColumn<ApplicationView>[] = [
  { header: 'Applied', cell: (a) => <time dateTime={a.createdAt.toISOString()}>{formatDate(a.createdAt)}</time> },
  { header: 'Stage', cell: (a) => <StageBadge stage={a.status} /> },
];

const emptyBody = 'Candidates who apply to your approved jobs appear here.';

/** Applicants to the employer's jobs (/employer/applicants): who, for which job, when, the stage; filtered by job and stage. */
export function applicantsList(jobs: { uuid: string; title: string }[]): ListDefinition<ApplicationView, ApplicantListParams> {
  return {
    base: '/employer/applicants',
    caption: 'Applicants',
    noun: { one: 'applicant', many: 'applicants' },
    formLabel: 'Filter applicants',
    rowKey: (a) => a.uuid,
    minWidth: '40rem',
    filters: [
      { kind: 'select', name: 'job', label: 'Job', any: 'All jobs', options: jobs.map((j) => ({ value: j.uuid, label: j.title })) },
      { kind: 'select', name: 'stage', label: 'Stage', any: 'All stages', options: optionsOf(applicationStageLabels, applicationStages) },
    ],
    columns: [candidateCol, jobCol, ...restCols],
    empty: { title: (filtered) => (filtered ? 'No applicants match these filters' : 'No applicants yet'), body: () => emptyBody },
    pagesLabel: 'Applicant pages',
  };
}

/** One job's applicants on its page (the first page; the full list is /employer/applicants?job=…). */
export function ApplicantsTable({ items }: { items: ApplicationView[] }) {
  if (items.length === 0) return <EmptyState title="No applicants yet">{emptyBody}</EmptyState>;
  return <ListTable caption="Applicants" columns={[candidateCol, ...restCols]} rows={items} rowKey={(a) => a.uuid} minWidth="40rem" />;
}

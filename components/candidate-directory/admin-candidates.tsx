import { ResumeDocument } from '@/components/candidates/resume-document';
import type { ListDefinition } from '@/components/lists/definition';
import { ListTable } from '@/components/lists/list-table';
import { ListView } from '@/components/lists/list-view';
import { disabledMark, linkColumn } from '@/components/lists/cells';
import type { AdminCandidateDetail, AdminCandidateRow } from '@/lib/candidates/directory';
import type { AdminCandidateParams } from '@/lib/candidates/directory-schemas';
import { StageBadge } from '@/components/job-applications/stage-badge';
import type { Page } from '@/lib/http/page';
import { formatAdminDateTime } from '@/lib/jobs/admin-schemas';

const base = '/admin/candidates';
const day = (d: Date) => d.toISOString().slice(0, 10);

/** Every job seeker, opted in to the directory or not, searchable by name or e-mail. */
export const adminCandidatesList: ListDefinition<AdminCandidateRow, AdminCandidateParams> = {
  base,
  caption: 'Job seekers',
  noun: { one: 'job seeker', many: 'job seekers' },
  rowKey: (c) => c.id,
  minWidth: '40rem',
  filters: [{ kind: 'search', name: 'q', label: 'Name or e-mail' }],
  columns: [
    linkColumn('Name', (c) => `${base}/${c.id}`, (c) => c.name, (c) => disabledMark(c.disabled)),
    { header: 'E-mail', cell: (c) => c.email, className: 'break-all' },
    { header: 'Directory', cell: (c) => (c.isPublic ? 'Listed' : 'Not listed') },
    { header: 'Applications', align: 'right', cell: (c) => c.applications, className: 'tabular-nums' },
    { header: 'Joined', cell: (c) => day(c.createdAt), className: 'tabular-nums' },
  ],
  empty: { title: 'No job seekers match', body: (filtered) => (filtered ? 'Try another search.' : 'No job seeker has registered yet.') },
  pagesLabel: 'Job seeker pages',
};

export function AdminCandidateList({ page, query }: { page: Page<AdminCandidateRow>; query: AdminCandidateParams }) {
  return <ListView list={adminCandidatesList} page={page} query={query} />;
}

/** One job seeker for the back office: the account, their applications and the whole resume. */
export function AdminCandidateDetailView({ candidate: c }: { candidate: AdminCandidateDetail }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="candidate-account" className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
        <h2 id="candidate-account" className="text-base font-semibold text-slate-900">
          Account
        </h2>
        <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          <div>
            <dt className="inline font-medium">E-mail: </dt>
            <dd className="inline break-all">{c.email}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Joined: </dt>
            <dd className="inline">{formatAdminDateTime(c.createdAt)}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Status: </dt>
            <dd className="inline">{c.disabled ? 'Disabled' : 'Active'}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Directory: </dt>
            <dd className="inline">{c.resume.isPublic ? 'Listed for employers' : 'Not listed'}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="candidate-applications" className="space-y-3">
        <h2 id="candidate-applications" className="text-base font-semibold text-slate-900">
          Job applications ({c.applications.length})
        </h2>
        {c.applications.length ? (
          <ListTable
            caption="Job applications"
            minWidth="30rem"
            rows={c.applications}
            rowKey={(a) => a.id}
            columns={[
              linkColumn<AdminCandidateDetail['applications'][number]>('Job', (a) => `/admin/jobs/${a.jobUuid}`, (a) => a.jobTitle),
              { header: 'Status', cell: (a) => <StageBadge stage={a.status} /> },
              { header: 'Applied', cell: (a) => day(a.appliedAt), className: 'tabular-nums' },
            ]}
          />
        ) : (
          <p className="text-sm text-slate-600">No applications yet.</p>
        )}
      </section>
      <section aria-labelledby="candidate-resume" className="space-y-3">
        <h2 id="candidate-resume" className="text-base font-semibold text-slate-900">
          Resume
        </h2>
        <ResumeDocument resume={c.resume} />
      </section>
    </div>
  );
}

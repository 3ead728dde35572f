import Link from 'next/link';
import { ResumeDocument } from '@/components/candidates/resume-document';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { FilterButtons, ResultCount } from '@/components/ui/list-filters';
import { Pagination } from '@/components/ui/pagination';
import { Table, TBody, Td, Th, THead } from '@/components/ui/table';
import type { AdminCandidateDetail, AdminCandidateRow } from '@/lib/candidates/directory';
import type { AdminCandidateParams } from '@/lib/candidates/directory-schemas';
import { StageBadge } from '@/components/job-applications/stage-badge';
import { type Page, listHref } from '@/lib/http/page';
import { formatAdminDateTime } from '@/lib/jobs/admin-schemas';

const base = '/admin/candidates';
const day = (d: Date) => d.toISOString().slice(0, 10);

const href = (q: AdminCandidateParams, change: Partial<AdminCandidateParams> = {}) => listHref(base, { ...q, ...change });

/** Every job seeker, opted in to the directory or not, searchable by name or e-mail. */
export function AdminCandidateList({ page, query }: { page: Page<AdminCandidateRow>; query: AdminCandidateParams }) {
  return (
    <div className="space-y-4">
      <form method="get" action={base} role="search" aria-label="Find job seekers" className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-end">
        <Field label="Name or e-mail" id="candidates-q">
          {(c) => <Input {...c} name="q" type="search" defaultValue={query.q} maxLength={100} />}
        </Field>
        <FilterButtons clearHref={base} filtered={Boolean(query.q)} />
      </form>
      <ResultCount page={page} none="No job seekers match." noun={(n) => (n === 1 ? 'job seeker' : 'job seekers')} />
      {page.items.length ? (
        <Table caption="Job seekers" minWidth="40rem">
          <THead>
            <tr>
              <Th>Name</Th>
              <Th>E-mail</Th>
              <Th>Directory</Th>
              <Th className="text-right">Applications</Th>
              <Th>Joined</Th>
            </tr>
          </THead>
          <TBody>
            {page.items.map((c) => (
              <tr key={c.id}>
                <Td>
                  <Link href={`${base}/${c.id}`} className="font-medium text-ink-700 underline underline-offset-2">
                    {c.name}
                  </Link>
                  {c.disabled ? (
                    <Badge tone="danger" className="ml-2">
                      Disabled
                    </Badge>
                  ) : null}
                </Td>
                <Td className="break-all">{c.email}</Td>
                <Td>{c.isPublic ? 'Listed' : 'Not listed'}</Td>
                <Td className="text-right tabular-nums">{c.applications}</Td>
                <Td className="tabular-nums">{day(c.createdAt)}</Td>
              </tr>
            ))}
          </TBody>
        </Table>
      ) : (
        <EmptyState title="No job seekers match">{query.q ? 'Try another search.' : 'No job seeker has registered yet.'}</EmptyState>
      )}
      <Pagination page={page.page} lastPage={page.pageCount} hrefFor={(n) => href(query, { page: n })} label="Job seeker pages" />
    </div>
  );
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
          <Table caption="Job applications" minWidth="30rem">
            <THead>
              <tr>
                <Th>Job</Th>
                <Th>Status</Th>
                <Th>Applied</Th>
              </tr>
            </THead>
            <TBody>
              {c.applications.map((a) => (
                <tr key={a.id}>
                  <Td>
                    <Link href={`/admin/jobs/${a.jobUuid}`} className="text-ink-700 underline underline-offset-2">
                      {a.jobTitle}
                    </Link>
                  </Td>
                  <Td>
                    <StageBadge stage={a.status} />
                  </Td>
                  <Td className="tabular-nums">{day(a.appliedAt)}</Td>
                </tr>
              ))}
            </TBody>
          </Table>
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

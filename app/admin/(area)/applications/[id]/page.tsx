import { format } from 'date-fns';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StatusBadge } from '@/components/applications/status-badge';
import { Timeline } from '@/components/applications/timeline';
import { DocumentsReview, ReviewNoteForm, StatusChangeForm } from '@/components/applications-admin/review-forms';
import { reviewTabs } from '@/components/applications-admin/review-sections';
import { formatCny } from '@/components/catalogue/format';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { getApplicationForReview } from '@/lib/applications/review';
import { type ApplicationForReview } from '@/lib/applications/types';
import { paymentStatusLabels } from '@/lib/applications/review-schemas';
import { movesFrom, waitingOn } from '@/lib/applications/status';
import type { Actor } from '@/lib/auth/actor';
import { requirePage } from '@/lib/auth/guard';
import { isAppError } from '@/lib/errors';

export const metadata: Metadata = { title: 'Application review' };

const feeLabels = { application_fee: 'Application fee', service_fee: 'Service fee' } as const;
const waitingLabels = { student: 'Waiting on the student', admissions_office: 'Waiting on the admissions office', university: 'Waiting on the university' } as const;

async function load(actor: Actor, id: string): Promise<ApplicationForReview> {
  try {
    return await getApplicationForReview(actor, { id });
  } catch (err) {
    // An unknown id, a malformed one or a student's draft: the same 404.
    if (isAppError(err) && err.code === 'not_found') notFound();
    throw err;
  }
}

/**
 * /admin/applications/[id] (seed /admin/application-view?id=): one application under review: the
 * summary, the status change (the status module's moves, with the note the student reads), the
 * eleven tabs of the student's data, the documents with their review, the timeline and the
 * internal notes the student never sees.
 */
export default async function AdminApplicationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePage('/admin/applications/[id]', { callbackPath: `/admin/applications/${encodeURIComponent(id)}` });
  const app = await load(user, id);
  const moves = movesFrom(user, app.status);
  const targets = [...new Set(moves.filter((m) => m.name !== 'requestDocuments').map((m) => m.to))];
  const canRequest = moves.some((m) => m.name === 'requestDocuments');
  const waiting = waitingOn(app.status);
  const name = [app.sections.students_information.first_name, app.sections.students_information.last_name].filter(Boolean).join(' ') || app.student?.name || 'Deleted account';

  return (
    <div className="space-y-6">
      <DashboardHeading title={`Application #${app.id}: ${name}`}>
        {app.course.title} · {app.university.name} · {app.program.name}
      </DashboardHeading>

      <Card id="summary" title="Summary">
        <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <div>
            <dt className="text-slate-600">Status</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <StatusBadge status={app.status} />
              {waiting ? <span className="text-slate-700">{waitingLabels[waiting]}</span> : null}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Submitted</dt>
            <dd className="font-medium text-slate-900">{app.submittedAt ? <time dateTime={app.submittedAt.toISOString()}>{format(app.submittedAt, 'd MMM yyyy')}</time> : '—'}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Student account</dt>
            <dd className="break-words font-medium text-slate-900">{app.student ? `${app.student.name} (${app.student.email})` : 'Deleted account'}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Payment</dt>
            <dd className="font-medium text-slate-900">{app.paymentStatus ? paymentStatusLabels[app.paymentStatus] : 'No fees yet'}</dd>
          </div>
          {app.fees.map((f) => (
            <div key={f.kind}>
              <dt className="text-slate-600">{feeLabels[f.kind]}</dt>
              <dd className="font-medium text-slate-900">
                {formatCny(f.amountMinor)}
                {f.status ? ` · ${paymentStatusLabels[f.status]}` : ''}
              </dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card id="status" title="Change the status" description="Requesting a document again is done on the document itself, below.">
        <StatusChangeForm applicationId={app.id} targets={targets} />
      </Card>

      <Card id="details" title="The student's application">
        <Tabs label="Application sections" tabs={reviewTabs(app.sections)} />
      </Card>

      <Card id="documents" title="Documents" description={canRequest ? 'Accept each file, or ask for it again with a reason the student reads.' : undefined}>
        <DocumentsReview
          applicationId={app.id}
          canRequest={canRequest}
          rows={app.documents.map((doc) => {
            const r = app.reviews[doc.slot];
            return { doc, accepted: r ? { at: r.acceptedAt.toISOString(), by: r.by } : null };
          })}
        />
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card id="timeline" title="Timeline">
          <Timeline history={app.history} viewer="office" />
        </Card>
        <Card id="notes" title="Internal notes" description="For the admissions office only: never shown to the student.">
          <ReviewNoteForm applicationId={app.id} />
          {app.notes.length > 0 ? (
            <ol className="mt-6 space-y-3" aria-label="Notes">
              {app.notes.map((n) => (
                <li key={n.id} className="rounded-md bg-slate-50 p-3 text-sm">
                  <p className="whitespace-pre-wrap text-slate-900">{n.body}</p>
                  <p className="mt-1 text-xs text-slate-600">
                    {n.author ?? 'A former admin'} · <time dateTime={n.at.toISOString()}>{format(n.at, "d MMM yyyy 'at' HH:mm")}</time>
                  </p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-4 text-sm text-slate-600">No notes yet.</p>
          )}
        </Card>
      </div>

      <ButtonLink href="/admin/applications" variant="ghost">
        Back to the applications
      </ButtonLink>
    </div>
  );
}

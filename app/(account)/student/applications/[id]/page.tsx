import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { StatusBadge } from '@/components/applications/status-badge';
import { ResubmitButton } from '@/components/applications/resubmit-button';
import { Timeline } from '@/components/applications/timeline';
import { ClientMessages } from '@/components/i18n/client-messages';
import { getMessageText } from '@/components/i18n/message-text';
import { DashboardHeading } from '@/components/layout/dashboard-shell';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { getApplication } from '@/lib/applications/reads';
import { type ApplicationDetail } from '@/lib/applications/types';
import { documentSlotLabels } from '@/lib/applications/schemas';
import { movesFrom, waitingOnLabels } from '@/lib/applications/status';
import type { Actor } from '@/lib/auth/actor';
import { requirePage } from '@/lib/auth/guard';
import { paymentStatusLabels } from '@/lib/applications/payment-schemas';
import { formatMoney } from '@/components/catalogue/format';
import { requestLocale } from '@/lib/i18n/locale';
import { foundOr404 } from '@/lib/http/found';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admissionsStudent.application');
  return { title: t('metaTitle') };
}

// Someone else's application, a deleted one or a malformed id: the same 404.
async function ownApplication(actor: Actor, id: string): Promise<ApplicationDetail> {
  return foundOr404(getApplication(actor, { id }));
}

/**
 * A student's own application, read-only: the summary (course, university, status, fees) and the
 * timeline of every status change. Only its owner sees it (anyone else gets the 404 page).
 */
export default async function StudentApplicationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requirePage('/student/applications/[id]', { callbackPath: `/student/applications/${encodeURIComponent(id)}` });
  const app = await ownApplication(user, id);
  // A student sees only their own here (an admin reviews in the back office).
  if (app.userId !== user.id) notFound();

  const requested = app.documents.filter((d) => d.requested);
  const allUploaded = requested.every((d) => d.requested?.answered);
  const canResubmit = movesFrom(user, app.status).some((m) => m.name === 'resubmit');
  const wizard = `/application?application_id=${app.id}`;
  const [t, m, locale] = await Promise.all([getTranslations('admissionsStudent.application'), getMessageText(), requestLocale()]);

  return (
    <div className="space-y-6">
      <DashboardHeading title={app.course.title}>
        {app.university.name} · {app.program.name}
      </DashboardHeading>

      <Card id="summary" title={t('summary')}>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">{t('application')}</dt>
            <dd className="font-medium text-slate-900">{t('number', { id: String(app.id) })}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('status')}</dt>
            <dd className="flex flex-wrap items-center gap-2">
              <StatusBadge status={app.status} />
              {app.waitingOn ? <span className="text-slate-700">{m(waitingOnLabels[app.waitingOn])}</span> : null}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('course')}</dt>
            <dd className="font-medium text-slate-900">{app.course.title}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('university')}</dt>
            <dd className="font-medium text-slate-900">{app.university.name}</dd>
          </div>
          {app.fees.map((f) => (
            <div key={f.kind}>
              <dt className="text-slate-600">{t(`fee.${f.kind}`)}</dt>
              <dd className="font-medium text-slate-900">
                {formatMoney(f.amountMinor, f.currency, locale)}
                {f.status ? <span className="ms-2 text-sm font-normal text-slate-700">{t('paymentStatus', { status: m(paymentStatusLabels[f.status]) })}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
        {app.status === 'draft' ? (
          <div className="mt-6">
            <ButtonLink href={wizard}>{t('continue')}</ButtonLink>
          </div>
        ) : null}
        {app.status !== 'draft' && app.fees.some((f) => f.status !== null) ? (
          <div className="mt-6">
            <ButtonLink href={`/checkout?application_id=${app.id}`} variant={app.fees.some((f) => f.status === 'unpaid') ? 'primary' : 'outline'}>
              {app.fees.some((f) => f.status === 'unpaid') ? t('payFees') : t('feesAndPayment')}
            </ButtonLink>
          </div>
        ) : null}
      </Card>

      {canResubmit ? (
        <Card id="documents-requested" title={t('documentsRequested')} description={t('documentsRequestedDescription')}>
          <ul className="space-y-2 text-sm">
            {requested.map((d) => (
              <li key={d.slot}>
                <span className="font-medium text-slate-900">{m(documentSlotLabels[d.slot])}</span>
                {d.requested?.reason ? <span className="text-slate-700">{t('requestReason', { reason: d.requested.reason })}</span> : null}
              </li>
            ))}
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            {allUploaded ? (
              <ClientMessages namespaces={['admissionsStudentActions']}>
                <ResubmitButton applicationId={app.id} />
              </ClientMessages>
            ) : (
              <ButtonLink href={`${wizard}&step=documents`}>{t('uploadDocuments')}</ButtonLink>
            )}
          </div>
        </Card>
      ) : null}

      <Card id="timeline" title={t('timeline')}>
        <Timeline history={app.history} />
      </Card>

      <ButtonLink href="/student/applied-program" variant="ghost">
        {t('back')}
      </ButtonLink>
    </div>
  );
}

import type { Metadata } from 'next';
import { withCountryNames } from '@/lib/applications/country-names';
import { countryNamer } from '@/lib/countries/countries';
import { getTranslations } from 'next-intl/server';
import { StatusBadge } from '@/components/applications/status-badge';
import { Timeline } from '@/components/applications/timeline';
import { DocumentsReview, ReviewNoteForm, StatusChangeForm } from '@/components/applications-admin/review-forms';
import { reviewTabs } from '@/components/applications-admin/review-sections';
import { formatDay, formatMoment, formatMoney } from '@/components/catalogue/format';
import { getMessageText } from '@/components/i18n/message-text';
import { ClientMessages } from '@/components/i18n/client-messages';
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
import { foundOr404 } from '@/lib/http/found';
import { requestLocale } from '@/lib/i18n/locale';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('backOfficeApplicationReview');
  return { title: t('metaTitle') };
}

// An unknown id, a malformed one or a student's draft: the same 404.
async function load(actor: Actor, id: string): Promise<ApplicationForReview> {
  return foundOr404(getApplicationForReview(actor, { id }));
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
  const [t, m, locale] = await Promise.all([getTranslations('backOfficeApplicationReview'), getMessageText(), requestLocale()]);
  const countryName = await countryNamer(locale);
  const name = [app.sections.students_information.first_name, app.sections.students_information.last_name].filter(Boolean).join(' ') || app.student?.name || t('deletedAccount');

  return (
    <ClientMessages namespaces={['admissionsReviewForms', 'review', 'applications']}>
      <div className="space-y-6">
        <DashboardHeading title={t('title', { id: app.id, name })}>
          {app.course.title} · {app.university.name} · {app.program.name}
        </DashboardHeading>

        <Card id="summary" title={t('summary.title')}>
          <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
            <div>
              <dt className="text-slate-600">{t('summary.status')}</dt>
              <dd className="flex flex-wrap items-center gap-2">
                <StatusBadge status={app.status} />
                {waiting ? <span className="text-slate-700">{t(`waiting.${waiting}`)}</span> : null}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('summary.submitted')}</dt>
              <dd className="font-medium text-slate-900">{app.submittedAt ? <time dateTime={app.submittedAt.toISOString()}>{formatDay(app.submittedAt, locale)}</time> : '—'}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('summary.studentAccount')}</dt>
              <dd className="break-words font-medium text-slate-900">{app.student ? t('studentAccount', { name: app.student.name, email: app.student.email }) : t('deletedAccount')}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('summary.payment')}</dt>
              <dd className="font-medium text-slate-900">{app.paymentStatus ? m(paymentStatusLabels[app.paymentStatus]) : t('summary.noFees')}</dd>
            </div>
            {app.fees.map((f) => (
              <div key={f.kind}>
                <dt className="text-slate-600">{t(`fees.${f.kind}`)}</dt>
                <dd className="font-medium text-slate-900">
                  {formatMoney(f.amountMinor, f.currency, locale)}
                  {f.status ? ` · ${m(paymentStatusLabels[f.status])}` : ''}
                </dd>
              </div>
            ))}
          </dl>
        </Card>

        <Card id="status" title={t('status.title')} description={t('status.description')}>
          <StatusChangeForm applicationId={app.id} targets={targets} />
        </Card>

        <Card id="details" title={t('details.title')}>
          <Tabs label={t('details.tabsLabel')} tabs={reviewTabs(withCountryNames(app.sections, countryName))} />
        </Card>

        <Card id="documents" title={t('documents.title')} description={canRequest ? t('documents.description') : undefined}>
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
          <Card id="timeline" title={t('timeline.title')}>
            <Timeline history={app.history} viewer="office" />
          </Card>
          <Card id="notes" title={t('notes.title')} description={t('notes.description')}>
            <ReviewNoteForm applicationId={app.id} />
            {app.notes.length > 0 ? (
              <ol className="mt-6 space-y-3" aria-label={t('notes.listLabel')}>
                {app.notes.map((n) => (
                  <li key={n.id} className="rounded-md bg-slate-50 p-3 text-sm">
                    <p className="whitespace-pre-wrap text-slate-900">{n.body}</p>
                    <p className="mt-1 text-xs text-slate-600">
                      {n.author ?? t('notes.formerAdmin')} · <time dateTime={n.at.toISOString()}>{formatMoment(n.at, locale)}</time>
                    </p>
                  </li>
                ))}
              </ol>
            ) : (
              <p className="mt-4 text-sm text-slate-600">{t('notes.none')}</p>
            )}
          </Card>
        </div>

        <ButtonLink href="/admin/applications" variant="ghost">
          {t('back')}
        </ButtonLink>
      </div>
    </ClientMessages>
  );
}

import Link from 'next/link';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { applicationStepLabels, applicationSteps } from '@/lib/applications/schemas';
import { formatFee, progressPercent } from '@/lib/applications/wizard-form';
import { cn } from '@/lib/utils';

export interface WizardSummary {
  id: number;
  course: string;
  university: string;
  status: string;
  statusLabel: string;
  fees: { kind: string; amountMinor: number; currency: string }[];
  savedAt: Date | null;
}

const feeLabels: Record<string, string> = { application_fee: 'Application fee', service_fee: 'Service fee' };

const savedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** The wizard's frame: the summary panel, the progress bar, the step list and the active step. */
export function WizardFrame({ summary, active, editable, children }: { summary: WizardSummary; active: number; editable: boolean; children: ReactNode }) {
  const percent = progressPercent(active);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="min-w-0 space-y-6">
        <div className="space-y-3">
          <div
            role="progressbar"
            aria-label="Application progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`Step ${active} of ${applicationSteps.length}`}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div data-testid="wizard-progress" className="h-full rounded-full bg-primary-600 transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <nav aria-label="Application steps">
            <ol className="grid gap-2 text-sm sm:grid-cols-4">
              {applicationSteps.map((step, i) => {
                const n = i + 1;
                const current = n === active;
                return (
                  <li key={step}>
                    <Link
                      href={`/application?application_id=${summary.id}&step=${n}`}
                      aria-current={current ? 'step' : undefined}
                      className={cn('block rounded-md px-2 py-1.5', current ? 'bg-ink-50 font-semibold text-ink-800' : 'text-slate-700 hover:bg-slate-100')}
                    >
                      {n}. {applicationStepLabels[step]}
                    </Link>
                  </li>
                );
              })}
            </ol>
          </nav>
        </div>
        {editable ? null : (
          <p className="rounded-md border border-ink-100 bg-ink-50 p-3 text-sm text-ink-800">
            This application has been submitted: its answers can no longer be changed.
          </p>
        )}
        {children}
      </div>
      <aside aria-labelledby="application-summary-title" className="space-y-4">
        <Card>
          <h2 id="application-summary-title" className="text-lg font-semibold text-slate-900">
            Application summary
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div>
              <dt className="text-slate-600">Application ID</dt>
              <dd className="font-medium text-slate-900">#{summary.id}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Course</dt>
              <dd className="font-medium text-slate-900">{summary.course}</dd>
            </div>
            <div>
              <dt className="text-slate-600">University</dt>
              <dd className="font-medium text-slate-900">{summary.university}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Status</dt>
              <dd>
                <Badge tone={summary.status === 'draft' ? 'neutral' : 'info'} data-testid="application-status">
                  {summary.statusLabel}
                </Badge>
              </dd>
            </div>
            {summary.fees.map((fee) => (
              <div key={fee.kind}>
                <dt className="text-slate-600">{feeLabels[fee.kind] ?? fee.kind}</dt>
                <dd className="font-medium text-slate-900">{formatFee(fee.amountMinor, fee.currency)}</dd>
              </div>
            ))}
            <div>
              <dt className="text-slate-600">Last saved</dt>
              <dd className="font-medium text-slate-900" data-testid="saved-at">
                {summary.savedAt ? <time dateTime={summary.savedAt.toISOString()}>{savedFormat.format(summary.savedAt)} UTC</time> : 'Not saved yet'}
              </dd>
            </div>
          </dl>
        </Card>
      </aside>
    </div>
  );
}

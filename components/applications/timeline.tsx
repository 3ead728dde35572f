import { format } from 'date-fns';
import type { ApplicationHistoryEntry } from '@/lib/applications/types';
import { statusLabels, waitingOn, waitingOnLabels } from '@/lib/applications/status';
import { StatusBadge } from './status-badge';

const byLabels = {
  student: { student: 'You', admissions_office: 'The admissions office' },
  office: { student: 'The student', admissions_office: 'The admissions office' },
} as const;

/** The moves whose note is a reason the student must read. */
const reasonLabels: Partial<Record<ApplicationHistoryEntry['to'], string>> = {
  documents_requested: 'What is needed',
  rejected: 'Reason',
};

/**
 * Every status change of an application, oldest first: who made it, when, from and to, its note,
 * and after each one whom the application then waited on.
 */
export function Timeline({ history, viewer = 'student' }: { history: ApplicationHistoryEntry[]; viewer?: 'student' | 'office' }) {
  if (history.length === 0) {
    return <p className="text-sm text-slate-600">Nothing has happened yet: the application is a draft until you submit it.</p>;
  }
  return (
    <ol className="relative space-y-6 border-l border-slate-200 pl-6" aria-label="Status changes">
      {history.map((h, i) => {
        const waiting = waitingOn(h.to);
        const reason = reasonLabels[h.to];
        return (
          <li key={`${h.at.toISOString()}-${i}`} className="relative" data-testid="timeline-entry">
            <span aria-hidden="true" className="absolute -left-[1.92rem] top-1 size-3 rounded-full border-2 border-white bg-ink-600 ring-1 ring-slate-300" />
            <div className="flex flex-wrap items-center gap-2 text-sm">
              {h.from ? (
                <>
                  <span className="sr-only">From</span>
                  <StatusBadge status={h.from} />
                  <span aria-hidden="true">→</span>
                  <span className="sr-only">to</span>
                </>
              ) : null}
              <StatusBadge status={h.to} />
            </div>
            <p className="mt-1 text-sm text-slate-600">
              {h.by ? byLabels[viewer][h.by] : 'Someone'} moved it to {statusLabels[h.to].toLowerCase()} on{' '}
              <time dateTime={h.at.toISOString()}>{format(h.at, "d MMM yyyy 'at' HH:mm")}</time>
            </p>
            {h.note ? (
              <p className="mt-2 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
                {reason ? <span className="font-medium">{reason}: </span> : null}
                {h.note}
              </p>
            ) : null}
            {waiting && i === history.length - 1 ? <p className="mt-1 text-sm font-medium text-slate-900">{viewer === 'office' && waiting === 'student' ? 'Waiting on the student' : waitingOnLabels[waiting]}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}

import { Link } from '@/components/i18n/link';
import { useTranslations } from 'next-intl';
import type { ApplicationStatus } from '@/lib/applications/values';
import { renderWith } from '@/lib/i18n/message';

/**
 * Applications by status as plain CSS bars: each row says its status and count in text, so the
 * chart reads the same to a screen reader (a list) and at 360 px; the bar is decoration. With
 * `hrefFor` (the admin dashboard) each status links to its list.
 */
export function StatusChart({
  rows,
  hrefFor,
}: {
  rows: { status: ApplicationStatus; label: string; count: number }[];
  hrefFor?: (status: ApplicationStatus) => string;
}) {
  const t = useTranslations();
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <ul className="space-y-2" aria-label={t('admissionsShared.statusChart.label')}>
      {rows.map((r) => (
        <li key={r.status} data-status={r.status} className="grid grid-cols-[9rem_1fr_2rem] items-center gap-2 text-sm">
          {hrefFor ? (
            <Link href={hrefFor(r.status)} className="text-ink-600 underline underline-offset-2">
              {renderWith(t as never, r.label)}
            </Link>
          ) : (
            <span className="text-slate-700">{renderWith(t as never, r.label)}</span>
          )}
          <span aria-hidden="true" className="h-3 rounded bg-slate-100">
            <span className="block h-3 rounded bg-ink-600" style={{ width: `${(r.count / max) * 100}%` }} />
          </span>
          <span className="text-end font-medium text-slate-900">{r.count}</span>
        </li>
      ))}
    </ul>
  );
}

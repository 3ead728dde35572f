import type { StudentDashboard } from '@/lib/applications/dashboard';

/**
 * Applications by status as plain CSS bars: each row says its status and count in text, so the
 * chart reads the same to a screen reader (a list) and at 360 px; the bar is decoration.
 */
export function StatusChart({ rows }: { rows: StudentDashboard['byStatus'] }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <ul className="space-y-2" aria-label="Applications by status">
      {rows.map((r) => (
        <li key={r.status} data-status={r.status} className="grid grid-cols-[9rem_1fr_2rem] items-center gap-2 text-sm">
          <span className="text-slate-700">{r.label}</span>
          <span aria-hidden="true" className="h-3 rounded bg-slate-100">
            <span className="block h-3 rounded bg-ink-600" style={{ width: `${(r.count / max) * 100}%` }} />
          </span>
          <span className="text-right font-medium text-slate-900">{r.count}</span>
        </li>
      ))}
    </ul>
  );
}

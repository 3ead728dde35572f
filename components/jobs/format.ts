/** 31/01/2027 from an ISO date (YYYY-MM-DD) or a Date; '—' when there is none. */
export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return '—';
  const iso = typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** 31/01/2027 14:05 UTC from a Date (the stage history's "when"). */
export function formatDateTime(value: Date): string {
  return `${formatDate(value)} ${value.toISOString().slice(11, 16)} UTC`;
}

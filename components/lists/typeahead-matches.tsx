import { Link } from '@/components/i18n/link';
import type { FilterOption } from './definition';

/**
 * A type-ahead filter's answer without JavaScript: the typed text matched several records (each
 * link chooses one), or none; until one is chosen the list is not filtered by it. The words come
 * from the list (`several` and `none` already name the typed text).
 */
export function TypeaheadMatches({
  matches,
  hrefFor,
  texts,
}: {
  matches: readonly FilterOption[];
  hrefFor: (value: string) => string;
  texts: { several: string; none: string; label: string };
}) {
  if (matches.length === 0) {
    return (
      <p role="status" className="rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-700">
        {texts.none}
      </p>
    );
  }
  return (
    <nav aria-label={texts.label} className="rounded-md border border-slate-200 bg-white p-3 text-sm text-slate-700">
      <p role="status">{texts.several}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {matches.slice(0, 10).map((o) => (
          <li key={o.value}>
            <Link href={hrefFor(o.value)} className="text-primary-700 underline">
              {o.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import { Link } from '@/components/i18n/link';
import { useTranslations } from 'next-intl';
import { ChevronRight } from '@/components/ui/icons';
import { JsonLd } from './json-ld';
import { breadcrumbJsonLd } from './structured-data';

export interface Crumb {
  name: string;
  /** a path on this site; the last crumb (the current page) may omit it */
  href?: string;
}

/** The visible trail and its BreadcrumbList structured data. */
export function Breadcrumbs({ items, baseUrl, currentPath }: { items: Crumb[]; baseUrl: string; currentPath: string }) {
  const t = useTranslations('shellCatalogue');
  return (
    <>
      <nav aria-label={t('breadcrumb')} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          {items.map((c, i) => (
            <li key={`${c.name}-${i}`} className="flex items-center gap-1">
              {i > 0 ? <ChevronRight aria-hidden="true" className="size-3.5 text-slate-400" /> : null}
              {c.href && i < items.length - 1 ? (
                <Link href={c.href} className="hover:underline">
                  {c.name}
                </Link>
              ) : (
                <span aria-current={i === items.length - 1 ? 'page' : undefined} className="text-slate-800">
                  {c.name}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(items.map((c, i) => ({ name: c.name, path: c.href ?? (i === items.length - 1 ? currentPath : undefined) })), baseUrl)} />
    </>
  );
}

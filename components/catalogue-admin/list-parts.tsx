import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import type { SortDirection } from '@/components/ui/table-sort';
import { optionsOf, type ListFilter } from '@/components/lists/definition';

/** What the catalogue's back-office lists share: the status filter and badge, the sort's first direction. */
export async function enabledStatusFilter(): Promise<ListFilter> {
  const t = await getTranslations('backOfficeCatalogue.status');
  return { kind: 'select', name: 'status', label: t('label'), options: optionsOf({ all: t('any'), enabled: t('enabled'), disabled: t('disabled') }) };
}

export function StatusBadge({ enabled }: { enabled: boolean }) {
  const t = useTranslations('backOfficeCatalogue.status');
  return enabled ? <Badge tone="success">{t('enabled')}</Badge> : <Badge tone="danger">{t('disabled')}</Badge>;
}

/** Counts and dates sort largest first. */
export const catalogueDir = (sort: string): SortDirection => (sort === 'applications' || sort === 'created' ? 'desc' : 'asc');

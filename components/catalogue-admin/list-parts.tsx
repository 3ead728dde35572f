import { Badge } from '@/components/ui/badge';
import type { SortDirection } from '@/components/ui/table-sort';
import { optionsOf, type ListFilter } from '@/components/lists/definition';

/** What the catalogue's back-office lists share: the status filter and badge, the sort's first direction. */
export const enabledStatusFilter: ListFilter = { kind: 'select', name: 'status', label: 'Status', options: optionsOf({ all: 'Any status', enabled: 'Enabled', disabled: 'Disabled' }) };

export function StatusBadge({ enabled }: { enabled: boolean }) {
  return enabled ? <Badge tone="success">Enabled</Badge> : <Badge tone="danger">Disabled</Badge>;
}

/** Counts and dates sort largest first. */
export const catalogueDir = (sort: string): SortDirection => (sort === 'applications' || sort === 'created' ? 'desc' : 'asc');

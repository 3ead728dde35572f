import { ClientMessages } from '@/components/i18n/client-messages';
import { PartTimeFormClient, type PartTimeFormDefaults } from './part-time-form-client';

export type { PartTimeFormDefaults };

/** The part-time form (part-time-form-client.tsx) with the words it uses in the browser. */
export function PartTimeForm({ defaults, exists }: { defaults: PartTimeFormDefaults; exists: boolean }) {
  return (
    <ClientMessages namespaces={['jobBoardPartTimeForm', 'jobBoardListInput', 'validation.jobs']}>
      <PartTimeFormClient defaults={defaults} exists={exists} />
    </ClientMessages>
  );
}

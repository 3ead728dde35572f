import { ClientMessages } from '@/components/i18n/client-messages';
import { PartTimeFormClient, type PartTimeContact, type PartTimeFormDefaults } from './part-time-form-client';

export type { PartTimeContact, PartTimeFormDefaults };

/** The part-time form (part-time-form-client.tsx) with the words it uses in the browser. */
export function PartTimeForm({ defaults, exists, contact }: { defaults: PartTimeFormDefaults; exists: boolean; contact: PartTimeContact }) {
  return (
    <ClientMessages namespaces={['jobBoardPartTimeForm', 'jobBoardListInput', 'validation.jobs']}>
      <PartTimeFormClient defaults={defaults} exists={exists} contact={contact} />
    </ClientMessages>
  );
}

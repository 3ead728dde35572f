import { ClientMessages } from '@/components/i18n/client-messages';
import { DeferredDirectHireForm } from './direct-hire-form-deferred';
import type { DirectHireFormProps } from './direct-hire-form';

/** The /directhire form (loaded on first use, direct-hire-form-deferred.tsx) with the words it uses in the browser. */
export function DirectHireFormIsland(props: DirectHireFormProps) {
  return (
    <ClientMessages namespaces={['jobBoardDirectHireForm', 'validation.jobs']}>
      <DeferredDirectHireForm {...props} />
    </ClientMessages>
  );
}

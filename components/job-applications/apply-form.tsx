import { ClientMessages } from '@/components/i18n/client-messages';
import { type ApplyCv, ApplyFormClient } from './apply-form-client';

export type { ApplyCv };

/** The apply form (apply-form-client.tsx) with the words it uses in the browser. */
export function ApplyForm({ jobUuid, cvs }: { jobUuid: string; cvs: ApplyCv[] }) {
  return (
    <ClientMessages namespaces={['jobBoardApplyForm', 'validation.jobs']}>
      <ApplyFormClient jobUuid={jobUuid} cvs={cvs} />
    </ClientMessages>
  );
}

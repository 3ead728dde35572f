import { ClientMessages } from '@/components/i18n/client-messages';
import { DeferredUniversityContactForm } from './university-contact-form-deferred';

/** The university page's contact form (loaded on first use: university-contact-form-deferred.tsx) with the words it uses in the browser. */
export function UniversityContactFormIsland({ universityName }: { universityName: string }) {
  return (
    <ClientMessages namespaces={['shellContactForm']}>
      <DeferredUniversityContactForm universityName={universityName} />
    </ClientMessages>
  );
}

import { ClientMessages } from '@/components/i18n/client-messages';
import { DeferredContactForm } from './contact-form-deferred';

/** The /contact form (loaded on first use: contact-form-deferred.tsx) with the words it uses in the browser. */
export function ContactFormIsland() {
  return (
    <ClientMessages namespaces={['shellContactForm']}>
      <DeferredContactForm />
    </ClientMessages>
  );
}

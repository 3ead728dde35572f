'use client';

import { deferUntilUsed } from '@/components/forms/deferred';

/**
 * The /contact form — its code is downloaded on the form's first use (components/forms/deferred.tsx): on the
 * server the form itself, in the browser a placeholder that keeps the server's HTML until then.
 */
const server = typeof window === 'undefined' ? (await import('./contact-form')).ContactForm : null;

export const DeferredContactForm = deferUntilUsed(server, () => import('./contact-form').then((m) => m.ContactForm));

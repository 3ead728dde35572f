'use client';

import { deferUntilUsed } from '@/components/forms/deferred';

/**
 * The university page's contact form — its code is downloaded on the form's first use (components/forms/deferred.tsx): on the
 * server the form itself, in the browser a placeholder that keeps the server's HTML until then.
 */
const server = typeof window === 'undefined' ? (await import('./university-contact-form')).UniversityContactForm : null;

export const DeferredUniversityContactForm = deferUntilUsed(server, () => import('./university-contact-form').then((m) => m.UniversityContactForm));

'use client';

import { deferUntilUsed } from '@/components/forms/deferred';

/**
 * The /directhire form — its code is downloaded on the form's first use (components/forms/deferred.tsx): on the
 * server the form itself, in the browser a placeholder that keeps the server's HTML until then.
 */
const server = typeof window === 'undefined' ? (await import('./direct-hire-form')).DirectHireForm : null;

export const DeferredDirectHireForm = deferUntilUsed(server, () => import('./direct-hire-form').then((m) => m.DirectHireForm));

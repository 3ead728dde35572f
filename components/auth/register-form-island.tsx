'use client';

import { deferUntilUsed } from '@/components/forms/deferred';

/**
 * The register form and its code box (/register) — its code is downloaded on the form's first use (components/forms/deferred.tsx): on the
 * server the form itself, in the browser a placeholder that keeps the server's HTML until then.
 */
const server = typeof window === 'undefined' ? (await import('./register-form')).RegisterForm : null;

export const RegisterFormIsland = deferUntilUsed(server, () => import('./register-form').then((m) => m.RegisterForm));

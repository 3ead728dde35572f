'use client';

import { deferUntilUsed } from '@/components/forms/deferred';

/**
 * The login form (/login, /admin/login) — its code is downloaded on the form's first use (components/forms/deferred.tsx): on the
 * server the form itself, in the browser a placeholder that keeps the server's HTML until then.
 */
const server = typeof window === 'undefined' ? (await import('./login-form')).LoginForm : null;

export const LoginFormIsland = deferUntilUsed(server, () => import('./login-form').then((m) => m.LoginForm));

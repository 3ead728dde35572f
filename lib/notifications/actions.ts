'use server';

import { refresh } from 'next/cache';
import { requireActionActor } from '@/lib/auth/guard';
import { markAllRead } from './notifications';

/**
 * "Mark all as read" on the notifications page: a plain form button, so it works before JavaScript
 * arrives. Only the signed-in user's own notifications change (the domain filters by the actor).
 */
export async function markAllNotificationsReadAction(): Promise<void> {
  const actor = await requireActionActor('signed-in');
  await markAllRead(actor);
  refresh();
}

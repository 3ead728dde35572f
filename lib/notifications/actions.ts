'use server';

import { action } from '@/lib/forms/action-door';
import { markDoor } from '@/lib/use-case';
import { markAllRead } from './notifications';

const markAllReadDoor = action(markAllRead, { refresh: true });

/**
 * "Mark all as read" on the notifications page: a plain form button, so it works before JavaScript
 * arrives. Only the signed-in user's own notifications change.
 */
export const markAllNotificationsReadAction = markDoor(async (formData?: FormData): Promise<void> => {
  await markAllReadDoor(formData);
}, markAllRead);

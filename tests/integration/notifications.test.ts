import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '@/db';
import { notifications } from '@/db/schema';
import { applicationLink } from '@/lib/applications/reads';
import { submitApplication } from '@/lib/applications/moves';
import { AppError } from '@/lib/errors';
import { renderNotification } from '@/lib/notifications/messages';
import { listNotifications, markAllRead, markRead, unreadCount } from '@/lib/notifications/notifications';
import { makeApplication } from '../helpers/application-fixtures';
import { describeEachDatabase } from '../helpers/db';
import { inEnglish } from '../helpers/messages';
import { withLocalServices } from '../helpers/local-services';
import { makeUser } from './account-fixtures';

withLocalServices('zy-notifications-');

const page = (p = 1, perPage = 10) => ({ page: p, per_page: perPage });

async function notify(db: Db, userId: number, n: number, title = 'Status changed') {
  const rows = [];
  for (let i = 0; i < n; i++) {
    const [row] = await db
      .insert(notifications)
      .values({ userId, type: 'application_status', title: `${title} ${i}`, link: '/student/applications', createdAt: new Date(Date.now() - (n - i) * 1000) })
      .returning();
    rows.push(row);
  }
  return rows;
}

async function errorOf(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describeEachDatabase('notifications: own list, read marks, privacy', ({ db }) => {
  it('lists only the actor’s own, newest first, paged; counts the unread', async () => {
    const a = await makeUser(db(), { role: 'student' });
    const b = await makeUser(db(), { role: 'student' });
    await notify(db(), a.id, 12, 'A');
    await notify(db(), b.id, 3, 'B');

    const first = await listNotifications(a, page(1, 10));
    expect(first.total).toBe(12);
    expect(first.pageCount).toBe(2);
    expect(first.items).toHaveLength(10);
    expect(first.items[0].title).toBe('A 11');
    expect(first.items.every((n) => n.title?.startsWith('A ') && !n.read)).toBe(true);
    const second = await listNotifications(a, page(2, 10));
    expect(second.items.map((n) => n.title)).toEqual(['A 1', 'A 0']);

    expect(await unreadCount(a)).toBe(12);
    expect(await unreadCount(b)).toBe(3);
  });

  it('markRead marks one own notification; markAllRead the rest, own only', async () => {
    const a = await makeUser(db(), { role: 'student' });
    const b = await makeUser(db(), { role: 'student' });
    const mine = await notify(db(), a.id, 3);
    await notify(db(), b.id, 2);

    await markRead(a, mine[0].id);
    await markRead(a, String(mine[0].id)); // again, and as a URL would carry it: no error
    expect(await unreadCount(a)).toBe(2);
    const list = await listNotifications(a, page());
    expect(list.items.find((n) => n.id === mine[0].id)?.read).toBe(true);
    expect(list.items.filter((n) => !n.read)).toHaveLength(2);

    expect(await markAllRead(a, {})).toBe(2);
    expect(await unreadCount(a)).toBe(0);
    expect(await unreadCount(b)).toBe(2);
  });

  it('someone else’s id is a 404, for admins too, and leaves it unread', async () => {
    const a = await makeUser(db(), { role: 'student' });
    const b = await makeUser(db(), { role: 'student' });
    const admin = await makeUser(db(), { role: 'admin' });
    const [theirs] = await notify(db(), b.id, 1);

    for (const actor of [a, admin]) {
      const err = await errorOf(markRead(actor, theirs.id));
      expect(err.status).toBe(404);
      expect(inEnglish(err.message)).toBe('Notification not found');
      expect((await listNotifications(actor, page())).items.map((n) => n.id)).not.toContain(theirs.id);
    }
    // The same answer as for an id nobody has, or one that is no id at all.
    for (const raw of [2_000_000_000, 'abc', -1]) {
      expect(inEnglish((await errorOf(markRead(a, raw))).message)).toBe('Notification not found');
    }
    const [row] = await db().select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row.readAt).toBeNull();
    expect(await unreadCount(b)).toBe(1);
  });

  it('a status change of an application reaches its student’s list unread, and no one else’s', async () => {
    const { application, studentId } = await makeApplication(db());
    const other = await makeUser(db(), { role: 'student' });
    const student = { id: studentId, role: 'student' as const };
    await submitApplication(student, { application_id: application.id });

    const list = await listNotifications(student, page());
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ type: 'application_status', link: applicationLink(application.id), read: false });
    expect(await unreadCount(student)).toBe(1);
    expect((await listNotifications(other, page())).total).toBe(0);
    expect((await errorOf(markRead(other, list.items[0].id))).status).toBe(404);

    await markRead(student, list.items[0].id);
    expect(await unreadCount(student)).toBe(0);
  });

  it('a new notification is stored as a message key with raw values (no English) and reads as before; an old row reads as stored', async () => {
    const { application, studentId } = await makeApplication(db());
    const student = { id: studentId, role: 'student' as const };
    await submitApplication(student, { application_id: application.id });
    const [row] = await db().select().from(notifications).where(eq(notifications.userId, studentId));
    expect(row).toMatchObject({ type: 'application_status', messageKey: 'applicationStatus', params: { status: 'submitted', note: null }, title: null, body: null });
    expect(JSON.stringify(row)).not.toMatch(/Submitted|Your application/);

    // An old row (before message keys): its English title and body, as stored.
    await db().insert(notifications).values({ userId: studentId, type: 'application_status', title: 'Your application is now: Under review', body: 'We started', createdAt: new Date(Date.now() + 1000) });
    const list = await listNotifications(student, page());
    expect(list.items.map((n) => renderNotification(n))).toEqual([
      { title: 'Your application is now: Under review', body: 'We started' },
      { title: 'Your application is now: Submitted', body: null },
    ]);
    expect(list.items[1]).toMatchObject({ messageKey: 'applicationStatus', params: { status: 'submitted' }, title: null });
  });

  it('a visitor is refused (401)', async () => {
    expect((await errorOf(listNotifications(null, page()))).status).toBe(401);
    expect((await errorOf(unreadCount(null))).status).toBe(401);
    expect((await errorOf(markRead(null, 1))).status).toBe(401);
    expect((await errorOf(markAllRead(null, {}))).status).toBe(401);
  });
});

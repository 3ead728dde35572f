import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { contactMessages, sentMails, users } from '@/db/schema';
import { localeOf, setAccountLanguage } from '@/lib/accounts/language';
import { moveStatus } from '@/lib/applications/moves';
import { replyToMessage } from '@/lib/content/messages';
import { AppError } from '@/lib/errors';
import { translate } from '@/lib/i18n/catalogue';
import { makeApplication } from '../helpers/application-fixtures';
import { describeEachDatabase } from '../helpers/db';
import { withLocalServices } from '../helpers/local-services';
import { makeUser } from './account-fixtures';

withLocalServices('zy-account-language-');

/** The code of the refusal `p` ends in. */
async function codeOf(p: Promise<unknown>): Promise<string> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return (err as AppError).code;
}

/**
 * The account's language (issue 29, item 3): set on every role's account page, and the e-mails
 * go out in it; a visitor's contact message is answered in the language of the page it came from.
 */
describeEachDatabase("the account's language", ({ db }) => {
  const lastMailTo = async (to: string) => (await db().select().from(sentMails).where(eq(sentMails.toAddress, to)).orderBy(desc(sentMails.id)).limit(1))[0];

  it('every role sets its own language, one of the five; nobody else, and nothing else', async () => {
    for (const role of ['student', 'employer', 'candidate', 'admin'] as const) {
      const user = await makeUser(db(), { role });
      expect(await localeOf(user.id)).toBe('en');
      expect(await setAccountLanguage({ id: user.id, role }, { locale: 'ar' })).toEqual({ locale: 'ar' });
      expect(await localeOf(user.id)).toBe('ar');
    }
    const student = await makeUser(db(), { role: 'student' });
    expect(await codeOf(setAccountLanguage({ id: student.id, role: 'student' }, { locale: 'xx' }))).toBe('validation');
    expect(await codeOf(setAccountLanguage({ id: student.id, role: 'student' }, { locale: 42 }))).toBe('validation');
    expect(await codeOf(setAccountLanguage(null, { locale: 'fr' }))).toBe('unauthenticated');
    expect(await localeOf(student.id)).toBe('en');
  });

  it("a status change is mailed in the student's language", async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const { application, studentId } = await makeApplication(db(), { status: 'submitted' });
    await setAccountLanguage({ id: studentId, role: 'student' }, { locale: 'fr' });
    await moveStatus({ id: admin.id, role: 'admin' }, { applicationId: application.id, to: 'under_review' });
    const [{ email }] = await db().select({ email: users.email }).from(users).where(eq(users.id, studentId));
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe(translate('mail.applicationStatusSubject', {}, 'fr'));
    expect(mail.subject).not.toBe(translate('mail.applicationStatusSubject', {}, 'en'));
  });

  it("a visitor's message is answered in the language of the page it was sent from", async () => {
    const admin = await makeUser(db(), { role: 'admin' });
    const email = `asker-${Date.now()}@example.com`;
    const [message] = await db().insert(contactMessages).values({ name: 'Asker', email, subject: 'Visa', message: 'A question', locale: 'ru' }).returning();
    await replyToMessage({ id: admin.id, role: 'admin' }, { id: message.id, body: 'An answer' });
    expect((await lastMailTo(email)).subject).toBe(translate('mail.contactReplySubject', { subject: 'Visa' }, 'ru'));
  });
});

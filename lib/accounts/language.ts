import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db';
import { users } from '@/db/schema';
import { asLocale, type Locale } from '@/lib/i18n/config';
import { defineUseCase } from '@/lib/use-case';
import { accountLanguageSchema } from './schemas';

/**
 * The account's language (issue 29): what its e-mails and notifications are written in. Set on
 * every role's account page; at registration, the language of the page the account was made on.
 */
export const setAccountLanguage = defineUseCase({
  name: 'accounts.setAccountLanguage',
  summary: "Set one's own language: the e-mails and notifications one is sent",
  access: 'signed-in',
  input: accountLanguageSchema,
  run: async (actor, { locale }): Promise<{ locale: Locale }> => {
    await getDb().update(users).set({ locale }).where(eq(users.id, actor.id));
    return { locale };
  },
});

/** An account's language (the default for an account not found). */
export async function localeOf(userId: number, db: Db | Tx = getDb()): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return asLocale(row?.locale);
}

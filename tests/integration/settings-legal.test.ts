import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLogs, siteSettings } from '@/db/schema';
import { defaultLegalFacts } from '@/lib/content/legal';
import { AppError } from '@/lib/errors';
import { legalMessages, legalSettingsSchema } from '@/lib/settings/legal-schemas';
import { getLegalSettings, readLegalFacts, updateLegalSettings } from '@/lib/settings/legal';
import { describeEachDatabase } from '../helpers/db';
import { withLocalServices } from '../helpers/local-services';
import { makeUser } from './account-fixtures';

withLocalServices('zy-settings-legal-');

type Actor = { id: number; role: 'student' | 'admin' | 'employer' | 'candidate' };

async function errorOf(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

const form = (over: Record<string, unknown> = {}) => ({
  entity: 'Example Admissions Ltd',
  jurisdiction: 'Scotland',
  registered_office: 'Example Admissions Ltd\n 2 Test Lane \n\nEdinburgh EH1 1AA\nUnited Kingdom',
  demo: 'on',
  ...over,
});

describeEachDatabase('the legal facts of the site settings (who runs the service)', ({ db }) => {
  let admin: Actor;
  beforeAll(async () => {
    admin = { id: (await makeUser(db(), { role: 'admin' })).id, role: 'admin' };
  });

  it('never saved: the demo facts, marked as demo', async () => {
    await db().delete(siteSettings).where(eq(siteSettings.key, 'legal'));
    expect(await readLegalFacts(db())).toEqual(defaultLegalFacts);
    expect(defaultLegalFacts.demo).toBe(true);
  });

  it('an admin saves them (address lines trimmed, blank lines dropped), audited with before and after; the pages read them', async () => {
    const saved = await updateLegalSettings(admin, form(), { meta: { ip: null, requestId: 'req-legal-1' } });
    expect(saved).toEqual({ entity: 'Example Admissions Ltd', jurisdiction: 'Scotland', registeredOffice: ['Example Admissions Ltd', '2 Test Lane', 'Edinburgh EH1 1AA', 'United Kingdom'], demo: true });
    expect(await readLegalFacts(db())).toEqual(saved);
    expect(await getLegalSettings(admin)).toEqual(saved);
    const [audit] = await db()
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'site_setting'), eq(auditLogs.entityId, 'legal')))
      .orderBy(desc(auditLogs.id))
      .limit(1);
    expect(audit.requestId).toBe('req-legal-1');
    expect((audit.changes as Record<string, unknown>).entity).toEqual([defaultLegalFacts.entity, 'Example Admissions Ltd']);

    // Unticking "demo" (a form without the check box) says the facts are real.
    expect((await updateLegalSettings(admin, form({ demo: undefined }))).demo).toBe(false);
  });

  it('refuses bad input with a message per field and keeps what was saved', async () => {
    await updateLegalSettings(admin, form());
    const err = await errorOf(updateLegalSettings(admin, form({ entity: ' ', jurisdiction: '', registered_office: '\n \n' })));
    expect(err.code).toBe('validation');
    expect(err.fieldErrors).toMatchObject({
      entity: [legalMessages.entityRequired],
      jurisdiction: [legalMessages.jurisdictionRequired],
      registered_office: [legalMessages.addressRequired],
    });
    const tooMany = legalSettingsSchema.safeParse(form({ registered_office: 'a\nb\nc\nd\ne\nf\nUnited Kingdom' }));
    expect(tooMany.error?.issues[0].message).toBe(legalMessages.addressTooManyLines);
    const tooLong = legalSettingsSchema.safeParse(form({ entity: 'x'.repeat(121) }));
    expect(tooLong.error?.issues[0].message).toBe(legalMessages.tooLong);
    expect((await readLegalFacts(db())).entity).toBe('Example Admissions Ltd');
  });

  it('the registered office must lie in the jurisdiction (it names it or its country)', async () => {
    const err = await errorOf(updateLegalSettings(admin, form({ jurisdiction: 'Hong Kong' })));
    expect(err.fieldErrors).toMatchObject({ registered_office: [legalMessages.addressNamesJurisdiction] });
    const ok = await updateLegalSettings(admin, form({ jurisdiction: 'Hong Kong', registered_office: 'Example Admissions Ltd\n8 Queen’s Road\nCentral, Hong Kong' }));
    expect(ok.jurisdiction).toBe('Hong Kong');
    expect(legalSettingsSchema.safeParse(form({ jurisdiction: 'England and Wales' })).success).toBe(true);
  });

  it('only an admin may read or change them', async () => {
    const student: Actor = { id: (await makeUser(db(), { role: 'student' })).id, role: 'student' };
    expect((await errorOf(updateLegalSettings(student, form()))).code).toBe('forbidden');
    expect((await errorOf(getLegalSettings(student))).code).toBe('forbidden');
    await db().delete(siteSettings).where(eq(siteSettings.key, 'legal'));
  });
});

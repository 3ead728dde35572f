import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { applications, users } from '@/db/schema';
import { apiRegister, registerAccount } from '@/lib/accounts/register';
import { saveStep } from '@/lib/applications/drafts';
import { getApplication } from '@/lib/applications/reads';
import { startApplication } from '@/lib/applications/start';
import { toLegacySections } from '@/lib/api/legacy/applications';
import { AppError } from '@/lib/errors';
import { validFamilyStep, validStudentStep } from '../helpers/application-fixtures';
import { describeEachDatabase } from '../helpers/db';
import { withLocalServices } from '../helpers/local-services';
import { inEnglish } from '../helpers/messages';
import { makeCourse } from './account-fixtures';

withLocalServices('zy-phones-');

const PASSWORD = 'Lantern-river-2026';
let seq = 0;
const uniq = (tag: string) => `${tag}-${Date.now().toString(36)}-${++seq}@example.com`;
const meta = () => ({ ip: `198.51.100.${100 + (++seq % 100)}`, requestId: null });
const registration = (email: string, over: Record<string, unknown>) => ({
  role: 'student',
  name: 'Amina Rahman',
  gender: 'Female',
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  terms: true,
  ...over,
});

describeEachDatabase('phone numbers: typed as people write them, stored in E.164', ({ db }) => {
  it('registration stores E.164 (the phone code, else the country), the new application starts from it, old clients read E.164', async () => {
    const email = uniq('phone-uk');
    const user = await registerAccount(null, registration(email, { code: '', country: 'GB', phone_number: '01634 123456' }) as never, { meta: meta() });
    const [row] = await db().select({ phoneCode: users.phoneCode, phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, user.id));
    expect(row).toEqual({ phoneCode: '+44', phoneNumber: '+441634123456' });

    // The phone code (the field's own dial code) wins over the country.
    const bd = await registerAccount(null, registration(uniq('phone-bd'), { code: '+880', country: 'GB', phone_number: '01711 000000' }) as never, { meta: meta() });
    const [bdRow] = await db().select({ phoneCode: users.phoneCode, phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, bd.id));
    expect(bdRow).toEqual({ phoneCode: '+880', phoneNumber: '+8801711000000' });

    // The old client's register door: no code, no country (China).
    const legacy = await apiRegister(null, { name: 'Li Wei', email: uniq('phone-cn'), phone_number: '138 0013 8000', password: PASSWORD, password_confirmation: PASSWORD } as never, { meta: meta() });
    const [cnRow] = await db().select({ phoneCode: users.phoneCode, phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, legacy.id));
    expect(cnRow).toEqual({ phoneCode: '+86', phoneNumber: '+8613800138000' });

    const student = { id: user.id, role: 'student' as const };
    const { id } = await startApplication(student, { courseId: (await makeCourse(db())).courseId });
    const detail = await getApplication(student, { id });
    expect(detail.sections.contact_details).toMatchObject({ phone: '+441634123456' });
    expect(JSON.parse(toLegacySections(detail.sections).conatct_details!)).toMatchObject({ phone: '+441634123456' });
  });

  it('refuses a number that is not valid for its country, on its field', async () => {
    const err = await registerAccount(null, registration(uniq('phone-bad'), { code: '', country: 'GB', phone_number: '12345' }) as never, { meta: meta() }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(inEnglish((err as AppError).fieldErrors?.phone_number?.[0] ?? '')).toBe('Enter a phone number that is valid for United Kingdom');
  });

  it('the wizard stores its phones in E.164 and old clients read them so; a stored number that does not parse stays as typed', async () => {
    const email = uniq('phone-wizard');
    const user = await registerAccount(null, registration(email, { code: '+880', country: 'BD', phone_number: '01711000000' }) as never, { meta: meta() });
    const student = { id: user.id, role: 'student' as const };
    const { id } = await startApplication(student, { courseId: (await makeCourse(db())).courseId });

    const step = validStudentStep();
    step.home_address.country = 'GB';
    step.contact_details.phone = '(0)20 7946 0000';
    await saveStep(student, { application_id: id, step: 'student', ...step });
    const family = validFamilyStep();
    await saveStep(student, { application_id: id, step: 'family', ...family, family_contact: { ...family.family_contact, member_nationality: 'BD', member_phone: '01711 000000' } });

    const detail = await getApplication(student, { id });
    expect(detail.sections.contact_details.phone).toBe('+442079460000');
    expect(detail.sections.family_contact).toMatchObject({ member_phone: '+8801711000000' });
    const legacy = toLegacySections(detail.sections);
    expect(JSON.parse(legacy.conatct_details!)).toMatchObject({ phone: '+442079460000' });
    expect(JSON.parse(legacy.family_conatct!)).toMatchObject({ member_phone: '+8801711000000' });

    // A number stored before E.164 that does not parse is kept and answered as it was typed.
    await db().update(applications).set({ contactDetails: { email, phone: '0171 1000', wechat: 'w' } }).where(eq(applications.id, id));
    const old = await getApplication(student, { id });
    expect(old.sections.contact_details.phone).toBe('0171 1000');
    expect(JSON.parse(toLegacySections(old.sections).conatct_details!)).toMatchObject({ phone: '0171 1000' });
  });
});

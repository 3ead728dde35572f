import crypto from 'node:crypto';
import fs from 'node:fs';
import { expect, expectNoAxe, test } from '../helpers/e2e';
import { extractCode, findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { readServerState } from '../helpers/test-server';

/**
 * Every country (issue 30, item 10): a student from Senegal registers on a phone (360 px) with the
 * page in French. The country select lists every ISO country by its French name (a native select:
 * typing its first letters finds it), the phone code follows it, and the profile shows it.
 */
const PASSWORD = 'Orchard-lamp-2026';
// The French words, read from the catalogue (the test runner takes no JSON imports).
const french = (ns: string) => JSON.parse(fs.readFileSync(`lib/i18n/messages/fr/${ns}.json`, 'utf8'));
const auth = french('shellAuth') as { register: Record<string, string>; verify: Record<string, string> };
const profile = french('admissionsProfile') as { section: Record<string, string> };
const r = auth.register;

test('a student from Senegal registers in French at 360 px; the profile shows Sénégal', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const email = `e2e-sn-${crypto.randomBytes(4).toString('hex')}@example.com`;
  await page.goto('/fr/register');
  const country = page.getByRole('combobox', { name: r.country, exact: true });
  // Every ISO 3166-1 country (249) after the "choose" line, named in French, Senegal among them (the
  // HTTP tests, run before on the same server, may have added countries of user-assigned codes).
  await expect(country.locator('option[value="ZW"]')).toHaveCount(1);
  expect(await country.locator('option').count()).toBeGreaterThanOrEqual(250);
  await expect(country.locator('option[value="SN"]')).toHaveText('Sénégal');
  await expect(country.locator('option[value="CI"]')).toHaveText("Côte-d'Ivoire");
  await expect(country.locator('option[value="IE"]')).toHaveText('Irlande');
  await expectNoAxe(page, 'the French register page', [1280, 360]);

  // A native select is searched by typing the name's first letters (in French: "Irl" is Irlande).
  // The browser ends a typed search after a second without a key; on a loaded machine the three
  // keys can take longer to arrive, so the search is typed again (after that second) until it lands.
  await expect(async () => {
    await country.focus();
    await page.keyboard.type('Irl');
    await expect(country).toHaveValue('IE', { timeout: 500 });
  }).toPass({ intervals: [1_100], timeout: 15_000 });
  await expect(page.getByLabel(r.phoneCode)).toHaveValue('+353');
  // Senegal, by its French name.
  await country.selectOption({ label: 'Sénégal' });
  await expect(country).toHaveValue('SN');
  await expect(page.getByLabel(r.phoneCode)).toHaveValue('+221');

  await page.getByLabel(r.name).fill('Awa Diop');
  // Not a Senegalese number: the message names the country in French.
  await page.getByLabel(r.phoneNumber).fill('12345');
  await page.getByLabel(r.email).fill(email);
  await page.getByRole('textbox', { name: r.password, exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: r.confirmPassword, exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox').last().check();
  await page.getByRole('button', { name: r.submit }).click();
  await expect(page.getByLabel(r.phoneNumber)).toHaveAccessibleDescription(/Sénégal/);

  await page.getByLabel(r.phoneNumber).fill('77 123 45 67');
  await page.getByRole('button', { name: r.submit }).click();
  const codeBox = page.getByRole('textbox', { name: auth.verify.code, exact: true });
  await expect(codeBox).toBeVisible();
  const state = readServerState();
  const mail = await findLatestMail(outboxDir(state!.dataDir), email, { template: 'verification_code', waitMs: 15_000 });
  await codeBox.fill(extractCode(mail!)!);
  await page.getByRole('button', { name: auth.verify.submit }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);

  // The account's language is the page's (French); the profile starts from the account's country.
  await page.goto('/student/update-profile');
  const nationality = page.getByRole('combobox', { name: profile.section.nationality, exact: true }).first();
  await expect(nationality).toHaveValue('SN');
  await expect(nationality.locator('option:checked')).toHaveText('Sénégal');
  await expectNoAxe(page, 'the French profile page', [1280, 360]);
});

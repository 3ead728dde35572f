import type { Page } from './e2e';

/**
 * Filling the application wizard's steps with valid answers, as the browser journeys do (the
 * labels are the ones a student reads). Each leaves the step ready for Next.
 */
const nextYear = new Date().getUTCFullYear() + 2;

/** Step 1 up to the education rows: contact, student information, home address, languages. */
export async function fillContactAndStudent(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('+8613800000000');
  await page.getByLabel('WeChat ID').fill('amina_wx');
  await page.getByLabel('First name').fill('Amina');
  await page.getByLabel('Last name').fill('Rahman');
  await page.getByLabel('Date of birth').fill('2001-04-02');
  await page.getByLabel('Passport number').fill('BA1234567');
  await page.getByLabel('Passport expiry date').fill(`${nextYear}-01-31`);
  await page.getByLabel('Nationality').selectOption({ index: 1 });
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Are you in China now?').selectOption('no');
  await page.getByLabel('Alcohol addiction').selectOption('no');
  await page.getByRole('combobox', { name: 'Country', exact: true }).first().selectOption({ index: 1 });
  await page.getByRole('textbox', { name: 'City', exact: true }).first().fill('Dhaka');
  await page.getByLabel('Street and house number').first().fill('Road 5');
  await page.getByLabel('Postal address is the same as the home address').check();
  await page.getByLabel('Native language').selectOption('Bengali');
  await page.getByLabel('English level').selectOption('3');
}

/** Step 1's first education row. */
export async function fillFirstEducation(page: Page) {
  await page.getByLabel('School (education 1)').fill('Dhaka College');
  await page.getByLabel('Major (education 1)').fill('Science');
  await page.getByLabel('Started (education 1)').fill('2016-07');
  await page.getByLabel('Finished (education 1)').fill('2018-06');
  await page.getByLabel('Country (education 1)').selectOption({ index: 1 });
}

/** Step 2: the family contact's required fields. */
export async function fillFamily(page: Page) {
  await page.getByLabel("Family member's name").fill('Karim Rahman');
  await page.getByLabel("Family member's nationality").selectOption({ index: 1 });
  await page.getByLabel("Family member's phone").fill('+880 1711 000000');
}

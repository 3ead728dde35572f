import crypto from 'node:crypto';
import { expect, expectNoAxe, expectNoSeriousAxe, freshAccount, signInAs, type Page, test } from '../helpers/e2e';
import { extractCode, findLatestMail, outboxDir } from '@/lib/mail/outbox';
import { samplePdf, samplePng } from '../helpers/sample-files';
import { readServerState } from '../helpers/test-server';

/**
 * A new job seeker's journey: register through the form, verify with the code from the outbox,
 * fill every section of the resume builder (a saved section edited, a row removed, a list limit
 * met), see the printable resume, upload two CVs, rename one, make it the default. axe on the
 * builder, the resume and the CV manager at 1280 and 360 px.
 */
test.describe.configure({ timeout: 300_000 });

const PASSWORD = 'Orchard-lamp-2026';

async function registerAndVerify(page: Page, email: string) {
  const state = readServerState();
  if (!state) throw new Error('no test server state');
  const since = new Date(Date.now() - 1000);
  await page.goto('/register');
  await page.getByText('Job seeker', { exact: true }).click();
  await page.getByLabel('Full name').fill('Jane Resume');
  await page.getByLabel('Country').selectOption('United Kingdom');
  await page.getByLabel('Phone number').fill('07911 123456');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
  await page.getByRole('button', { name: 'Create an Account' }).click();
  const codeBox = page.getByRole('textbox', { name: 'Enter the code', exact: true });
  await expect(codeBox).toBeVisible({ timeout: 30_000 });
  const mail = await findLatestMail(outboxDir(state.dataDir), email, { template: 'verification_code', since, waitMs: 20_000 });
  expect(mail, 'verification mail').not.toBeNull();
  await codeBox.fill(extractCode(mail!)!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/candidate\/dashboard$/, { timeout: 30_000 });
}

const section = (page: Page, id: string) => page.locator(`section#${id}`);

async function save(page: Page, id: string, button = /^Save/) {
  const s = section(page, id);
  await s.getByRole('button', { name: button }).click();
  await expect(s.locator('form')).toHaveCount(0, { timeout: 20_000 });
}

async function addRow(page: Page, id: string, noun: string, fill: (s: ReturnType<typeof section>) => Promise<void>) {
  const s = section(page, id);
  await s.getByRole('link', { name: `Add ${noun}` }).click();
  await fill(s);
  await save(page, id);
}

async function axeAtBothWidths(page: Page, what: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousAxe(page, `${what} at 1280 px`);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSeriousAxe(page, `${what} at 360 px`);
  await page.screenshot({ path: test.info().outputPath(`${what.replace(/\W+/g, '-')}-360.png`) });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what}: no sideways scrolling at 360 px`).toBeLessThanOrEqual(1);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a new job seeker builds a resume, prints it and keeps two CVs', async ({ page }) => {
  const email = `e2e-resume-${crypto.randomBytes(4).toString('hex')}@example.com`;
  await registerAndVerify(page, email);
  await expect(page.getByRole('heading', { name: /Resume 0% complete/ })).toBeVisible();

  // The sidebar's one "Resume" entry leads to the builder.
  await page.getByRole('link', { name: 'Resume', exact: true }).first().click();
  await expect(page).toHaveURL(/\/candidate\/profile$/);
  await expect(page.getByRole('heading', { name: 'My resume', level: 1 })).toBeVisible();

  // Basic information, saved, then edited.
  let s = section(page, 'basic_info');
  await s.getByLabel('First name').fill('Jane');
  await s.getByLabel('Last name').fill('Resume');
  await s.getByLabel('Date of birth').fill('1994-03-02');
  await s.getByLabel('Gender').selectOption('female');
  await s.getByLabel('Nationality').selectOption('United Kingdom');
  await s.getByRole('textbox', { name: 'Contact number', exact: true }).fill('07911 123456');
  await s.getByLabel('Secondary e-mail').fill('jane.other@example.com');
  await s.getByLabel('Religion').fill('None');
  await s.getByLabel('Blood group').selectOption('O+');
  await save(page, 'basic_info');
  await expect(s.getByText('jane.other@example.com')).toBeVisible();
  await s.getByRole('link', { name: 'Edit basic information' }).click();
  await s.getByLabel('First name').fill('Janet');
  await save(page, 'basic_info');
  await expect(s.getByText('Janet', { exact: true })).toBeVisible();

  s = section(page, 'career_info');
  await s.getByLabel('Career objective').fill('A caring, reliable senior carer.');
  await s.getByLabel('Job nature').selectOption('fulltime');
  await s.getByLabel('Expected salary (£)').fill('27000');
  await s.getByLabel('Expected salary per').selectOption('yearly');
  await save(page, 'career_info');
  await expect(s.getByText('£27,000')).toBeVisible();

  await addRow(page, 'certification', 'certification', async (f) => {
    await f.getByRole('textbox', { name: 'Certification', exact: true }).fill('First aid at work');
    await f.getByLabel('Institution').fill('St John Ambulance');
  });
  await addRow(page, 'education', 'education', async (f) => {
    await f.getByLabel('Degree title').fill('BSc Nursing');
    await f.getByLabel('Institute').fill('University of Kent');
    await f.getByLabel('Year of passing').fill('2016');
  });
  await addRow(page, 'education', 'education', async (f) => {
    await f.getByLabel('Degree title').fill('Diploma to remove');
  });
  s = section(page, 'education');
  await expect(s.getByRole('heading', { name: 'Diploma to remove' })).toBeVisible();
  await s.getByRole('button', { name: 'Remove Diploma to remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(s.getByRole('heading', { name: 'Diploma to remove' })).toHaveCount(0);
  await expect(s.getByRole('heading', { name: 'BSc Nursing' })).toBeVisible();
  // A row edited.
  await s.getByRole('link', { name: 'Edit BSc Nursing' }).click();
  await s.getByLabel('Major').fill('Adult nursing');
  await save(page, 'education');
  await expect(s.getByText('Adult nursing')).toBeVisible();

  await addRow(page, 'experience', 'experience', async (f) => {
    await f.getByRole('textbox', { name: 'Organisation', exact: true }).fill('Kent Care Homes');
    await f.getByLabel('Designation').fill('Senior carer');
    await f.getByLabel('I currently work here').check();
    await f.getByLabel('Areas of expertise').fill('dementia care, medication rounds');
  });
  await addRow(page, 'skill', 'skill', async (f) => {
    await f.getByRole('textbox', { name: 'Skill', exact: true }).fill('Manual handling');
    await f.getByLabel('Acquired from').selectOption('training');
  });
  await addRow(page, 'training', 'training', async (f) => {
    await f.getByLabel('Training title').fill('Safeguarding adults');
    await f.getByLabel('Topics covered').fill('abuse types, reporting');
  });
  await addRow(page, 'extracurricular', 'activity', async (f) => {
    await f.getByRole('textbox', { name: 'Activity', exact: true }).fill('Volunteer at the food bank');
  });
  await addRow(page, 'language', 'language', async (f) => {
    await f.getByRole('textbox', { name: 'Language', exact: true }).fill('English');
    await f.getByLabel('Learned by').selectOption('native');
    await f.getByLabel('Reading').selectOption('high');
    await f.getByLabel('Writing').selectOption('high');
    await f.getByLabel('Speaking').selectOption('medium');
  });
  for (const id of ['permanent_address', 'present_address']) {
    s = section(page, id);
    await s.getByLabel('Street').fill(id === 'present_address' ? 'Station Road' : 'High Street');
    await s.getByLabel('City').fill(id === 'present_address' ? 'Guildford' : 'Maidstone');
    await s.getByLabel('Country').selectOption('United Kingdom');
    await save(page, id);
  }

  // Preference: an eleventh preferred city is refused with the seed's message before anything is sent.
  s = section(page, 'preference');
  await s.getByRole('checkbox').first().check();
  await s.getByLabel('Preferred cities').fill(Array.from({ length: 11 }, (_, i) => `Town ${i + 1}`).join(', '));
  await s.getByRole('button', { name: /^Save/ }).click();
  await expect(s.getByText('Benefits range Max length will be 10')).toBeVisible();
  await s.getByLabel('Preferred cities').fill('Maidstone, Canterbury');
  await s.getByLabel('Keywords').fill('care, nursing');
  await save(page, 'preference');
  await expect(s.getByText('Maidstone, Canterbury')).toBeVisible();

  await addRow(page, 'reference', 'reference', async (f) => {
    await f.getByRole('textbox', { name: 'Name', exact: true }).fill('Dr A Patel');
    await f.getByLabel('E-mail').fill('a.patel@example.com');
  });

  // The picture.
  await section(page, 'picture').getByLabel('Upload picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: samplePng });
  await expect(section(page, 'picture').getByRole('img', { name: 'Your picture' })).toBeVisible({ timeout: 20_000 });

  // Directory opt-in and one sensitive field shared.
  s = page.locator('section#privacy');
  await s.getByLabel(/List my resume in the candidate directory/).check();
  await s.getByLabel('Religion').check();
  await s.getByRole('button', { name: 'Save privacy choices' }).click();
  await expect(s.getByText('Your privacy choices are saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: /Resume \d+% complete/ })).toBeVisible();
  await expect(page.getByText('An uploaded CV')).toBeVisible();
  await axeAtBothWidths(page, 'resume builder');

  // The printable resume.
  await page.getByRole('link', { name: 'View and print my resume' }).click();
  await expect(page).toHaveURL(/\/candidate\/resume$/);
  const doc = page.getByRole('article', { name: 'Resume of Janet Resume' });
  await expect(doc.getByRole('heading', { name: 'Janet Resume', level: 1 })).toBeVisible();
  for (const heading of ['Career objective', 'Experience', 'Education', 'Training', 'Certifications', 'Skills', 'Languages', 'Extracurricular activities', 'References']) {
    await expect(doc.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(doc.getByText('jane.other@example.com')).toBeVisible();
  await expect(doc.getByText('Diploma to remove')).toHaveCount(0);
  await axeAtBothWidths(page, 'printable resume');
  // Printed: only the document shows (the dashboard's sidebar is hidden), and a PDF comes out.
  await page.emulateMedia({ media: 'print' });
  await expect(doc).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'CV Manager' })).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('resume-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // The CV manager: two uploads, one renamed and made the default.
  await page.goto('/candidate/cvs');
  await expect(page.getByText('No CVs yet')).toBeVisible();
  await axeAtBothWidths(page, 'CV manager (empty)');
  const upload = page.getByLabel('Upload CV');
  await upload.setInputFiles({ name: 'care-cv.pdf', mimeType: 'application/pdf', buffer: samplePdf });
  await expect(page.getByRole('heading', { name: 'care-cv' })).toBeVisible({ timeout: 20_000 });
  await upload.setInputFiles({ name: 'nursing-cv.pdf', mimeType: 'application/pdf', buffer: samplePdf });
  await expect(page.getByRole('heading', { name: 'nursing-cv' })).toBeVisible({ timeout: 20_000 });
  const list = page.getByRole('list', { name: 'My CVs' });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Rename nursing-cv' }).click();
  await page.getByLabel('CV title').fill('Nursing CV 2026');
  await page.getByRole('button', { name: 'Save the title of nursing-cv' }).click();
  await expect(page.getByRole('heading', { name: 'Nursing CV 2026' })).toBeVisible();
  await page.getByRole('button', { name: 'Make Nursing CV 2026 the default' }).click();
  const first = list.getByRole('listitem').first();
  await expect(first.getByRole('heading', { name: 'Nursing CV 2026' })).toBeVisible();
  await expect(first.getByText('Default', { exact: true })).toBeVisible();
  await axeAtBothWidths(page, 'CV manager');

  // The dashboard's meter counts the CV now.
  await page.goto('/candidate/dashboard');
  await expect(page.getByRole('heading', { name: /Resume \d+% complete/ })).toBeVisible();
  await expect(page.getByText('An uploaded CV')).toHaveCount(0);
});

test('without JavaScript the builder adds and edits entries, says removing needs it, and CVs upload from the CV page and the builder', async ({ browser, baseURL }) => {
  const who = await freshAccount(baseURL!, 'candidate');
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await signInAs(context, baseURL!, who.email, who.password);
  const page = await context.newPage();
  await page.goto('/candidate/profile');
  const s = section(page, 'skill');
  await expect(s.locator('form')).toHaveCount(0);

  // "Add skill" is a link: the page comes back with the form open, and the form posts to its action.
  await s.getByRole('link', { name: 'Add skill' }).click();
  await expect(page).toHaveURL(/\/candidate\/profile\?add=skill#skill$/);
  await expect(s.getByRole('form', { name: 'Add skill' })).toBeVisible();
  await s.getByRole('textbox', { name: 'Skill', exact: true }).fill('Pastry');
  await s.getByLabel('Acquired from').selectOption('training');
  await s.getByRole('button', { name: /^Save/ }).click();
  await expect(s.getByRole('status')).toHaveText('Skills saved');
  await expect(s.getByRole('heading', { name: 'Pastry', level: 3 })).toBeVisible();
  await s.getByRole('link', { name: 'Done' }).click();
  await expect(s.locator('form')).toHaveCount(0);
  await expect(s.getByText('Removing an entry needs JavaScript: turn it on to remove one.')).toBeVisible();
  await expect(s.getByRole('button', { name: 'Remove Pastry' })).toHaveCount(0);

  // "Edit" opens the row's form with its values; the change is saved.
  await s.getByRole('link', { name: 'Edit Pastry' }).click();
  await expect(page).toHaveURL(/\?edit=skill&row=\d+#skill$/);
  await expect(s.getByRole('textbox', { name: 'Skill', exact: true })).toHaveValue('Pastry');
  await s.getByRole('textbox', { name: 'Skill', exact: true }).fill('Viennoiserie');
  await s.getByRole('button', { name: /^Save/ }).click();
  await expect(s.getByRole('status')).toHaveText('Skills saved');
  await s.getByRole('link', { name: 'Done' }).click();
  await expect(s.getByRole('heading', { name: 'Viennoiserie', level: 3 })).toBeVisible();
  await expect(s.getByRole('heading', { name: 'Pastry', level: 3 })).toHaveCount(0);

  // A saved single section's "Edit" is a link too; Cancel leads back without saving.
  const career = section(page, 'career_info');
  await career.getByLabel('Career objective').fill('Bake for a living.');
  await career.getByRole('button', { name: /^Save/ }).click();
  await expect(career.locator('form')).toHaveCount(0);
  await expect(career.getByText('Bake for a living.')).toBeVisible();
  await career.getByRole('link', { name: 'Edit career information' }).click();
  await expect(page).toHaveURL(/\?edit=career_info#career_info$/);
  await expect(career.getByLabel('Career objective')).toHaveValue('Bake for a living.');
  await career.getByLabel('Career objective').fill('Bake bread for a living.');
  await career.getByRole('button', { name: /^Save/ }).click();
  await expect(career.getByRole('status')).toHaveText('Career information saved');
  await career.getByRole('link', { name: 'Done' }).click();
  await expect(career.getByText('Bake bread for a living.')).toBeVisible();
  await career.getByRole('link', { name: 'Edit career information' }).click();
  await career.getByLabel('Career objective').fill('Not kept');
  await career.getByRole('link', { name: 'Cancel' }).click();
  await expect(career.locator('form')).toHaveCount(0);
  await expect(career.getByText('Bake bread for a living.')).toBeVisible();

  // The builder's upload has its Upload button and lands on the CV manager with the outcome.
  const upload = section(page, 'upload-resume');
  await upload.getByLabel('Upload a CV file').setInputFiles({ name: 'baker-cv.pdf', mimeType: 'application/pdf', buffer: samplePdf });
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page).toHaveURL(/\/candidate\/cvs\?upload=cv&upload_status=saved/);
  await expect(page.getByRole('status')).toHaveText('Resume uploaded');
  await expect(page.getByRole('heading', { name: 'baker-cv' })).toBeVisible();

  // The CV page's own upload: a wrong type is refused with the reason, a PDF is kept.
  await page.goto('/candidate/cvs');
  await page.getByLabel('Upload CV').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: samplePng });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page).toHaveURL(/upload_status=refused/);
  await expect(page.locator('main p[role="alert"]')).toBeVisible();
  await page.getByLabel('Upload CV').setInputFiles({ name: 'second-cv.pdf', mimeType: 'application/pdf', buffer: samplePdf });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Resume uploaded');
  await expect(page.getByRole('list', { name: 'My CVs' }).getByRole('listitem')).toHaveCount(2);
  const outcome = page.url();
  await context.close();

  // axe needs scripts: the pages these links and posts lead to, opened with them, at both widths.
  const withJs = await browser.newContext({ baseURL });
  await signInAs(withJs, baseURL!, who.email, who.password);
  const js = await withJs.newPage();
  await js.goto('/candidate/profile?add=skill#skill');
  await expect(section(js, 'skill').getByRole('form', { name: 'Add skill' })).toBeVisible();
  await expectNoAxe(js, 'the builder with a form opened by its address');
  await js.goto(outcome);
  await expect(js.getByRole('status')).toHaveText('Resume uploaded');
  await expectNoAxe(js, 'the CV manager after an upload');
  await withJs.close();
});

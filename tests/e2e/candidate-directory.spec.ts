import { openPostgres } from '@/db';
import { candidateAddresses, candidateProfiles, candidateSkills, users } from '@/db/schema';
import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';
import { expect, expectNoSeriousAxe, type Page, signInAs, test } from '../helpers/e2e';
import { readServerState } from '../helpers/test-server';

/**
 * The directory in Chromium: an employer searches by skill, opens a resume (no unconsented field
 * on it); an admin opens the back-office list and a job seeker's detail. axe at 1280 and 360 px
 * on /candidates, a resume page, /admin/candidates and its detail.
 */
test.describe.configure({ timeout: 240_000 });

const databaseUrl = readServerState()?.databaseUrl ?? '';
const tag = Math.random().toString(36).slice(2, 8);
const skill = `Carpentry${tag}`;

async function makeCandidate(first: string, isPublic: boolean): Promise<{ id: number; uuid: string }> {
  const handle = openPostgres(databaseUrl, 1);
  try {
    // Nobody signs in as these job seekers here, so the password hash is a placeholder.
    const [u] = await handle.db
      .insert(users)
      .values({ email: `e2e-dir-${first.toLowerCase()}@example.test`, name: `${first} Account`, role: 'candidate', passwordHash: 'x' })
      .returning({ id: users.id });
    const [p] = await handle.db
      .insert(candidateProfiles)
      .values({ userId: u.id, isPublic, sharedFields: ['height'], firstName: first, lastName: 'Browser', jobLevel: 'Mid', religion: `Religionmark${tag}`, height: `Heightmark${tag}`, nid: `Nidmark${tag}` })
      .returning({ id: candidateProfiles.id, uuid: candidateProfiles.uuid });
    await handle.db.insert(candidateSkills).values({ profileId: p.id, skillName: skill });
    await handle.db.insert(candidateAddresses).values({ profileId: p.id, kind: 'present', city: 'Canterbury', country: 'GB' });
    return { id: u.id, uuid: p.uuid };
  } finally {
    await handle.close();
  }
}

async function axeAtBothWidths(page: Page, what: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousAxe(page, `${what} at 1280 px`);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoSeriousAxe(page, `${what} at 360 px`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${what}: no sideways scroll at 360 px`).toBeLessThanOrEqual(1);
  await page.screenshot({ path: test.info().outputPath(`${what.replace(/\W+/g, '-')}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an employer searches the directory by skill and opens a resume', async ({ page, context, baseURL }) => {
  const listed = await makeCandidate(`Listed${tag}`, true);
  await makeCandidate(`Hidden${tag}`, false);
  await signInAs(context, baseURL!, demoAccounts.employer, DEMO_PASSWORD);
  await page.goto('/candidates');
  await expect(page.getByRole('heading', { name: 'Candidates', level: 1 })).toBeVisible();
  await axeAtBothWidths(page, 'directory');

  await page.getByRole('searchbox', { name: 'Skill' }).fill(skill.toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/skill=/);
  await expect(page.getByText('Showing 1 to 1 of 1 candidate')).toBeVisible();
  await expect(page.getByText(`Hidden${tag}`)).toHaveCount(0);
  await page.getByRole('link', { name: `Listed${tag} Browser` }).click();
  await expect(page).toHaveURL(new RegExp(`/candidates/${listed.uuid}$`));
  const resume = page.getByRole('article', { name: `Resume of Listed${tag} Browser` });
  await expect(resume).toBeVisible();
  await expect(resume).toContainText(`Heightmark${tag}`);
  const html = await page.content();
  expect(html).not.toContain(`Religionmark${tag}`);
  expect(html).not.toContain(`Nidmark${tag}`);
  await axeAtBothWidths(page, 'directory resume');
});

test('an admin lists every job seeker and opens one with their resume and applications', async ({ page, context, baseURL }) => {
  const hidden = await makeCandidate(`Unlisted${tag}`, false);
  await signInAs(context, baseURL!, demoAccounts.admin, DEMO_PASSWORD);
  await page.goto('/admin/candidates');
  await expect(page.getByRole('heading', { name: 'Candidates', level: 1 })).toBeVisible();
  await axeAtBothWidths(page, 'admin candidates');
  await page.getByLabel('Name or e-mail').fill(`Unlisted${tag}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: `Unlisted${tag} Browser` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/candidates/${hidden.id}$`));
  await expect(page.getByRole('heading', { name: /Job applications/ })).toBeVisible();
  await expect(page.getByText('Not listed')).toBeVisible();
  // Admins see everything, the sensitive fields included.
  await expect(page.getByRole('article')).toContainText(`Religionmark${tag}`);
  await axeAtBothWidths(page, 'admin candidate detail');
});

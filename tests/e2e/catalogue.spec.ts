import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../helpers/e2e';
import { chinaDate } from '@/lib/catalogue/deadline';
import { DEMO_PASSWORD, demoAccounts } from '../helpers/auth';

/**
 * The catalogue in a browser: the visitor's journey from the home page to a course and back after
 * signing in, reading without JavaScript, the city page's live filter, and accessibility checks of
 * the main catalogue pages.
 */

test('home → search "computer" → filter by city and language → course → Apply → login → back on the course', async ({ page }) => {
  // One journey of seven page loads and a sign-in: three times the default budget.
  test.slow();
  await page.goto('/');
  const search = page.getByRole('search').getByRole('searchbox');
  await search.fill('computer');
  await page.getByRole('button', { name: 'FIND' }).click();
  await expect(page).toHaveURL(/\/programs\?key=computer$/);
  await expect(page.getByRole('heading', { name: /courses? for “computer”/ })).toBeVisible();

  // Narrow by the city and language of the first result, so the filters surely keep a match.
  const first = page.getByTestId('course-card').first();
  const city = await first.getAttribute('data-city');
  const language = await first.getAttribute('data-language');
  expect(city).toBeTruthy();
  // A menu applies itself once the page's scripts run (before that, the form's button does).
  await expect(page.locator('form[data-auto-submit="on"]').first()).toBeAttached();
  await page.getByLabel('City', { exact: true }).selectOption(city!);
  await expect(page).toHaveURL(new RegExp(`city=${city}`));
  await page.getByLabel('Teaching language').selectOption(language!);
  await expect(page).toHaveURL(new RegExp(`teaching_language=${language}`));
  await expect(page).toHaveURL(/key=computer/);
  const cards = page.getByTestId('course-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card).toHaveAttribute('data-city', city!);
    await expect(card).toHaveAttribute('data-language', language!);
  }

  const title = (await cards.first().getByRole('heading').innerText()).trim();
  await cards.first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/courses\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const coursePath = new URL(page.url()).pathname;

  await page.getByTestId('apply-button').click();
  await expect(page).toHaveURL(new RegExp(`/login\\?callbackUrl=${encodeURIComponent(coursePath).replace(/[-/]/g, '\\$&')}`));
  await page.getByLabel('Email address').fill(demoAccounts.student);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`${coursePath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('at 360 px the finder names each tab by what it holds, and a card of an open course offers Apply beside View course', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/programs');
  // Issue 30, item 9: "Editor's picks" and "Editor's picks: leading universities" read as one tab.
  const tabs = (await page.getByRole('navigation', { name: /tags|tabs/i }).getByRole('link').allInnerTexts()).map((x) => x.trim());
  expect(tabs).toContain('Leading universities');
  for (const a of tabs) for (const b of tabs) if (a !== b) expect(b.startsWith(a), `"${b}" reads as "${a}"`).toBe(false);
  const card = page.getByTestId('course-card').filter({ has: page.getByTestId('card-apply') }).first();
  const view = card.getByRole('link', { name: /^View course: / });
  const apply = card.getByTestId('card-apply');
  await expect(view).toBeVisible();
  await expect(apply).toBeVisible();
  await expect(apply).toHaveText('Apply');
  // Side by side on a phone, inside the card.
  const [v, a, c] = [await view.boundingBox(), await apply.boundingBox(), await card.boundingBox()];
  expect(Math.abs(v!.y - a!.y)).toBeLessThan(2);
  expect(a!.x + a!.width).toBeLessThanOrEqual(c!.x + c!.width);
  // A visitor goes to the login and back to the course, as from the course page.
  const coursePath = new URL((await card.getByRole('heading').getByRole('link').getAttribute('href'))!, page.url()).pathname;
  await apply.click();
  await expect(page).toHaveURL(new RegExp(`/login\\?callbackUrl=${encodeURIComponent(coursePath).replace(/[-/]/g, '\\$&')}`));
});

test("a university page's dates agree: the header's next deadline is its courses' earliest open one, and the university's own deadline is shown as such", async ({ page }) => {
  // Issue 30, item 7 (PRODUCT 13, "Deadlines"). Tsinghua's seed has a deadline of its own and courses with theirs.
  await page.goto('/universities/tsinghua-university?tab=admission');
  const header = page.getByTestId('header-deadline');
  await expect(header).toHaveText(/^Next deadline: \d{1,2} \w+ \d{4}$/);
  const next = await header.getAttribute('data-date');
  await expect(page.getByTestId('next-deadline')).toHaveAttribute('data-date', next!);
  await expect(page.getByTestId('next-deadline')).toContainText(`Next deadline among its courses: ${(await header.innerText()).replace('Next deadline: ', '')}`);
  const own = page.getByTestId('university-deadline');
  await expect(own).toContainText(/^The university’s own application deadline: \d{1,2} \w+ \d{4}; a course may set its own/);
  // The courses list: each course with its effective deadline; the earliest still open is the header's.
  await page.goto('/universities/tsinghua-university/courses');
  const today = chinaDate();
  const dates = (await page.getByTestId('course-deadline').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))).filter((d) => d >= today).sort();
  expect(dates.length).toBeGreaterThan(0);
  expect(dates[0]).toBe(next);
});

test('at 360 px, "MBBS english" typed in the finder\'s keyword box lists the English-taught MBBS courses', async ({ page }) => {
  // Issue 30, item 6: the words name the degree and the teaching language (lib/catalogue/query-words.ts).
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/programs');
  await page.locator('summary', { hasText: 'Filters' }).click();
  const box = page.getByLabel('Keyword', { exact: true });
  await box.fill('MBBS english');
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]key=MBBS(\+|%20)english(&|$)/);
  const cards = page.getByTestId('course-card');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card).toHaveAttribute('data-language', 'english');
    await expect(card.locator('.course-card-degree')).toHaveText('MBBS');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the finder filters and tags work as plain forms and links', async ({ page }) => {
    await page.goto('/programs');
    await page.getByLabel('Teaching language').selectOption('chinese');
    await page.getByRole('button', { name: 'Show courses' }).click();
    await expect(page).toHaveURL(/teaching_language=chinese/);
    await expect(page.getByTestId('course-card').first()).toBeVisible();
    for (const card of await page.getByTestId('course-card').all()) await expect(card).toHaveAttribute('data-language', 'chinese');

    await page.getByRole('link', { name: 'Top Picks' }).click();
    await expect(page).toHaveURL(/tag=top-picks/);
  });

  test('the tabs of a university work as plain links', async ({ page }) => {
    await page.goto('/universities/tsinghua-university');
    await expect(page.getByRole('heading', { level: 2, name: 'Introduction' })).toBeVisible();
    await page.getByRole('link', { name: 'Fee Structure' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Fee Structure' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Bachelor');
  });

  test('the search works as a plain form, under a heading that names universities and courses', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/universities and courses/i);
    await page.getByRole('search').getByRole('searchbox').fill('tsinghua');
    await page.getByRole('search').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?key=tsinghua$/);
    await expect(page.getByRole('region', { name: /^Universities/ }).getByRole('link', { name: 'Tsinghua University' })).toBeVisible();
  });

  test('the city filter works as a plain form', async ({ page }) => {
    await page.goto('/cities/beijing');
    await page.getByLabel(/Filter universities in Beijing/).fill('tsinghua');
    await page.getByLabel(/Filter universities in Beijing/).press('Enter');
    await expect(page).toHaveURL(/q=tsinghua/);
    await expect(page.getByRole('link', { name: 'Tsinghua University' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Beihang University' })).toHaveCount(0);
  });
});

test('the city page narrows the list as you type', async ({ page }) => {
  await page.goto('/cities/beijing');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Beijing');
  const before = await page.getByRole('article').count();
  expect(before).toBeGreaterThan(1);
  await page.getByLabel(/Filter universities in Beijing/).pressSequentially('tsing');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Tsinghua University' })).toBeVisible();
  await page.getByLabel(/Filter universities in Beijing/).fill('zzzz');
  await expect(page.getByText(/No university in Beijing matches/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear the filter' }).click();
  await expect(page.getByRole('article')).toHaveCount(before);
});

test('at 360 px /search answers as you type: the results follow the box, the address keeps ?key=, the count is announced', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 760 });
  await page.goto('/search?key=fudan');
  const universities = page.getByRole('region', { name: /^Universities/ });
  await expect(universities.getByRole('link', { name: 'Fudan University' })).toBeVisible();
  await expect(page.locator('form[data-live-search="on"]')).toBeAttached();
  // Which texts were searched: a pause in typing is one search, not one per key.
  const searched: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname === '/search' && u.searchParams.has('key')) searched.push(u.searchParams.get('key')!);
  });
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const box = page.getByRole('search').getByRole('searchbox');
  await box.click();
  await box.press('ControlOrMeta+a');
  await box.pressSequentially('tsinghua', { delay: 40 });
  await expect(page).toHaveURL(/\/search\?key=tsinghua$/);
  await expect(universities.getByRole('link', { name: 'Tsinghua University' })).toBeVisible();
  await expect(universities.getByRole('link', { name: 'Fudan University' })).toHaveCount(0);
  const summary = page.getByTestId('search-summary');
  await expect(summary).toHaveAttribute('aria-live', 'polite');
  await expect(summary).toContainText(/Search result for “tsinghua”: \d+ universit(y|ies), \d[\d,]*\+? courses?/);
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('tsinghua');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(searched.filter((k) => k !== 'tsinghua' && 'tsinghua'.startsWith(k)).length).toBeLessThan(4);
});

test("the university page's contact form sends on submit, with the subject prefilled", async ({ page }) => {
  await page.goto('/universities/tsinghua-university');
  const form = page.getByRole('form', { name: 'Ask about Tsinghua University' });
  await expect(form.getByLabel('Subject')).toHaveValue('Question about Tsinghua University');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('This field is required').first()).toBeVisible();
  await form.getByLabel('Your name').fill('Amina Yusuf');
  await form.getByLabel('Email address').fill(`uni-contact-${Date.now()}@example.com`);
  await form.getByLabel('Message').fill('Is the computer science course taught in English?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status').getByText('Message sent')).toBeVisible();
  await expect(form.getByLabel('Your name')).toHaveValue('');
});

test('the home search sends nothing when the text is empty', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'FIND' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('search').getByRole('searchbox').fill('   ');
  await page.getByRole('button', { name: 'FIND' }).click();
  await expect(page).toHaveURL(/\/$/);
});

// One test per page (two widths each), so each has its own time budget on a busy machine.
for (const path of ['/', '/programs', '/universities', '/universities/tsinghua-university', '/cities/beijing', '/scholarships']) {
  test(`${path} has no serious accessibility problems and no sideways scroll, at 1280 px and 360 px`, async ({ page }) => {
    // axe over the finder's long filter lists takes tens of seconds on a busy 2-core machine.
    test.setTimeout(150_000);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const result = await new AxeBuilder({ page }).include('main').analyze();
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${path} at ${width}px`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    }
  });
}

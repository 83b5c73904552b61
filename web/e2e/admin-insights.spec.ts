import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { expectToast, openTab, signIn } from './admin-helpers';
import { parseCsv } from './csv';
import { appRuns } from './public-helpers';

// A person's browser: the tests' own headless Chromium says so in its User-Agent, and the
// server counts it as a bot, as it does every headless browser.
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

test('a visit is counted without a cookie, shown in Insights, and an old link becomes a redirect', async ({ browser, page, server }) => {
  // A visitor comes from a search with a campaign link, follows a link inside the site, and
  // tries an old address.
  const visitor = await browser.newContext({ baseURL: server.url, userAgent: PERSON, locale: 'de-DE' });
  const tab = await visitor.newPage();
  await tab.goto('/?utm_source=spring-mail&utm_campaign=launch', { referer: 'https://search.example/results' });
  // The page the app shows by itself is reported to the server, which counts it. (A link
  // followed before the app runs loads the page from the server, which counts it on its own:
  // this is about the app's report, so the click waits for the app.)
  const gallery = tab.getByRole('banner').getByRole('link', { name: 'Gallery', exact: true }).first();
  await appRuns(gallery);
  const reported = tab.waitForResponse((r) => r.url().endsWith('/api/insights/view') && r.status() === 204);
  await gallery.click();
  await expect(tab).toHaveURL(/\/gallery$/);
  await reported;
  await tab.goto('/old-brochure', { referer: 'https://partner.example/links' });
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await visitor.cookies(), 'the site sets no cookie').toEqual([]);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, server);
  await openTab(page, 'Insights');
  const figures = page.locator('dl');
  await expect(figures.locator('div').filter({ hasText: 'Visitors' }).locator('dd')).toContainText('1');
  await expect(figures.locator('div').filter({ hasText: 'Page views' }).locator('dd')).toContainText('2');
  const pages = page.getByRole('region', { name: 'Top pages', exact: true });
  await expect(pages.getByRole('row', { name: /^\/ / })).toBeVisible();
  await expect(pages.getByRole('row', { name: /\/gallery/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Referrers', exact: true })).toContainText('search.example');
  await expect(page.getByRole('region', { name: 'Campaigns', exact: true })).toContainText('launch');
  await expect(page.getByRole('region', { name: 'Browser languages', exact: true })).toContainText('de');
  await expect(page.getByRole('figure').getByRole('application')).toBeVisible();
  await expect(page.getByRole('figure').getByRole('img', { name: 'Visitors legend icon' })).toBeVisible();
  // On a phone the tab fits the screen: its tables scroll inside their boxes, never the page
  // (the chart takes the new width once its container has been measured again).
  await page.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), {
      message: 'the Insights tab scrolls sideways on a phone',
    })
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The pages' table is a CSV file of every row.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Top pages as CSV' }).click()]);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.startsWith('\uFEFF'), 'a spreadsheet reads the file as UTF-8').toBe(true);
  const rows = parseCsv(text.slice(1));
  expect(rows[0]).toEqual(['pages', 'views', 'visitors', 'entries', 'messages', 'conversion']);
  expect(rows.map((r) => r[0]).sort()).toEqual(['/', '/gallery', 'pages']);

  // The old address is in the not-found log, and one step makes it a redirect.
  await openTab(page, 'Not found (404)');
  const row = page.getByRole('listitem').filter({ hasText: '/old-brochure' });
  await expect(row).toContainText('mostly from partner.example');
  await row.getByRole('button', { name: 'Make a redirect from /old-brochure' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Redirect' });
  await expect(dialog.getByLabel('From (a path of this site)')).toHaveValue('/old-brochure');
  await dialog.getByLabel('To (a path or https:// address)').fill('/research');
  await dialog.getByRole('button', { name: 'Add Redirect' }).click();
  await expectToast(page, 'Redirect added successfully!');
  await expect(page.getByRole('list', { name: 'Addresses not found' })).toHaveCount(0);

  await tab.goto('/old-brochure');
  await expect(tab).toHaveURL(/\/research$/);
  await visitor.close();
});

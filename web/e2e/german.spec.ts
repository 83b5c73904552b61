import { readFileSync } from 'node:fs';
import { expect, readingTest, test } from './fixtures';
import { expectToast, openTab, signIn } from './admin-helpers';
import { appRuns, collectPageErrors } from './public-helpers';

// The site in German: its pages under /de/, their links, the language switcher, the
// suggestion a German browser sees on an English page, and a page without a translation.

const german = (key: string) =>
  JSON.parse(readFileSync(new URL(`../content/defaults/de/${key}.json`, import.meta.url), 'utf8')) as {
    hero: { title: string };
    seo: { title: string };
  };

readingTest('the German pages are German, link on in German and switch to the same English page', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 2, name: 'Kontaktieren Sie uns' })).toBeVisible();

  // A link of the header leads, within the app, to the German research page.
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await nav.getByRole('link', { name: 'Forschung', exact: true }).click();
  await expect(page).toHaveURL(/\/de\/forschung$/);
  await expect(page.getByRole('heading', { level: 1, name: german('research').hero.title })).toBeVisible();
  await expect(page).toHaveTitle(german('research').seo.title);

  // The switcher leads to the same page in English, which offers German back.
  await page.getByRole('navigation', { name: 'Sprache' }).first().getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/research$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'The Science of Quantum Resonance' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Language' }).first().getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
    'href',
    '/de/forschung',
  );
  expect(errors).toEqual([]);
});

readingTest('the German not-found page answers unknown German paths, and the phone menu switches language', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const res = await page.goto('/de/gibt-es-nicht');
  expect(res?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
  // Missing in every language, the page has no counterpart: the switcher leads to the English home.
  await expect(menu.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
});

test.describe('a visitor whose browser prefers German', () => {
  test.use({ locale: 'de-CH' });

  readingTest('is offered the German page on an English one, never sent there, and can close the offer for good', async ({ page }) => {
    // The app's code, which shows the offer, is held until the page's place is taken.
    let release!: () => void;
    const held = new Promise<void>((ok) => (release = ok));
    await page.route(/\/assets\/entry-client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/team');
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.boundingBox();
    release();
    const offer = page.getByRole('region', { name: 'Sprache' });
    await expect(offer).toContainText('Diese Seite gibt es auch auf Deutsch.');
    await expect(offer.getByRole('link', { name: 'Diese Seite auf Deutsch lesen' })).toHaveAttribute('href', '/de/team');
    // The offer moves nothing on the page as it appears (a tap made then lands where aimed),
    // and, scrolled to the end, it covers none of the footer.
    expect(await heading.boundingBox()).toEqual(before);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByRole('contentinfo');
    await expect.poll(async () => (await footer.boundingBox())!.y + (await footer.boundingBox())!.height).toBeLessThanOrEqual((await offer.boundingBox())!.y + 0.5);
    await offer.getByRole('button', { name: 'Schliessen' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sprache' })).toHaveCount(0);
  });
});

test.describe('a visitor whose browser prefers English', () => {
  test.use({ locale: 'en-US' });

  readingTest('who picks Deutsch in the switcher is not offered English on the German pages that follow', async ({ page }) => {
    await page.goto('/de/team');
    // Reached by a link from elsewhere, a German page offers the English one.
    const offer = page.getByRole('region', { name: 'Language' });
    await expect(offer).toContainText('This page is also available in English.');

    await page.goto('/team');
    await page.getByRole('navigation', { name: 'Language' }).first().getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/team$/);
    // Once the German page's app runs, it knows the visitor came from its English twin.
    await appRuns(page.getByRole('heading', { level: 1 }));
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('qrs-language-chosen'))).toBe('de');
    await expect(page.getByRole('region', { name: 'Language' })).toHaveCount(0);
    await page.goto('/de/forschung');
    // The app has started (the offer shows once it has), and no offer came.
    await appRuns(page.getByRole('heading', { level: 1 }));
    await expect(page.getByRole('region', { name: 'Language' })).toHaveCount(0);
  });

  readingTest('sees a slim offer on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/de/team');
    const offer = page.getByRole('region', { name: 'Language' });
    await expect(offer).toBeVisible();
    expect((await offer.boundingBox())!.height).toBeLessThanOrEqual(56);
  });
});

test('a page without a German version shows English with a German notice, and the switcher leads there from English to the German home', async ({ page, server }) => {
  await server.api('DELETE', '/api/content/gallery?locale=de');
  await page.goto('/de/gallery');
  await expect(page.getByRole('note')).toHaveText('Diese Seite gibt es noch nicht auf Deutsch. Sie lesen die englische Fassung.');
  await expect(page.getByRole('main')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/gallery$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await page.goto('/gallery');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('navigation', { name: 'Language' }).first().getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de');
});

test('an editor takes a German page offline, and publishes its first German version again from the default German text', async ({ page, server }) => {
  await signIn(page, server);
  await openTab(page, 'Site content');
  await page.getByRole('navigation', { name: 'Language of the content' }).getByRole('link', { name: 'Deutsch' }).click();
  await page.getByRole('link', { name: 'Team', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Team (Deutsch)' })).toBeVisible();
  await page.getByRole('button', { name: 'Take offline' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Take offline' }).click();
  await expectToast(page, 'Taken off the Deutsch pages');
  await expect(page.getByRole('status').filter({ hasText: 'Not published in Deutsch' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save draft' })).toBeDisabled();

  // Visitors of the German team page read the English one, with the German notice.
  const visitor = await page.context().newPage();
  await visitor.goto('/de/team');
  await expect(visitor.getByRole('note')).toContainText('Diese Seite gibt es noch nicht auf Deutsch');

  // The form holds the default German text; the editor changes the heading and publishes.
  await page.getByRole('button', { name: /^Hero/ }).first().click();
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue(german('team').hero.title);
  await title.fill('Die Menschen hinter QRS');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published — the pages are live');
  await expect(page.getByRole('status').filter({ hasText: 'Not published in Deutsch' })).toHaveCount(0);

  await visitor.goto('/de/team');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Die Menschen hinter QRS' })).toBeVisible();
  await expect(visitor.getByRole('note')).toHaveCount(0);
});

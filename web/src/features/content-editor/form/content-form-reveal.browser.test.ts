import type { Browser, Page } from '@playwright/test';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultDocument } from './defaults';
import { fieldId } from './form-context';
import { buildHarness, launch, openHarness } from './testing/browser';

// A link to a field of a document (the media library's uses) asks the form to show it: the
// section holding it opens, and in a list the item holding it, the others staying folded.

let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  const [bundle, started] = await Promise.all([buildHarness(), launch()]);
  browser = started;
  ({ page } = await openHarness(browser, bundle));
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

afterEach(() => {
  // React's warnings and script errors fail the test that caused them.
  expect(problems.splice(0)).toEqual([]);
});

/** expanded reads whether the toggle with this id is open. */
const expanded = (id: string) => page.locator(`#${id}`).getAttribute('aria-expanded');

describe('a field asked to be shown', { timeout: 60_000 }, () => {
  it('opens its section and the list item holding it, and nothing else', async () => {
    await page.evaluate((doc) => window.formHarness.mount('home', doc), defaultDocument('home'));
    await page.getByRole('button', { name: 'Expand all' }).waitFor();
    const image = page.locator(`#${fieldId('/products/devices/2/image')}`);
    expect(await expanded(fieldId('/products'))).toBe('false');
    await expect.poll(() => image.count()).toBe(0);

    await page.evaluate(() => window.formHarness.reveal('/products/devices/2/image'));
    await image.waitFor({ state: 'attached' });
    expect(await expanded(fieldId('/products'))).toBe('true');
    expect(await expanded(fieldId('/products/devices/2'))).toBe('true');
    expect(await expanded(fieldId('/products/devices/0'))).toBe('false');
    expect(await expanded(fieldId('/seo'))).toBe('false');
  });

  it('opens a section already folded again when asked once more', async () => {
    await page.evaluate((doc) => window.formHarness.mount('home', doc), defaultDocument('home'));
    await page.getByRole('button', { name: 'Expand all' }).waitFor();
    await page.evaluate(() => window.formHarness.reveal('/seo/image'));
    await page.locator(`#${fieldId('/seo/image')}`).waitFor({ state: 'attached' });
    await page.locator(`#${fieldId('/seo')}`).click();
    expect(await expanded(fieldId('/seo'))).toBe('false');
    await page.evaluate(() => window.formHarness.reveal('/seo/image'));
    await page.locator(`#${fieldId('/seo/image')}`).waitFor({ state: 'attached' });
    expect(await expanded(fieldId('/seo'))).toBe('true');
  });
});

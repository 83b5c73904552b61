import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appRuns, publicRoutes, seedPublicRecords } from './public-helpers';

// A page carries inline only the stylesheet of the public site's own classes; the admin
// panel links the whole app's sheet (scripts/build-manifest.mjs). A class of a public page
// that only the panel's sheet styles would show the page unstyled in that place.

/** unstyled answers the classes on the page that the panel's sheet styles and the page's own does not. */
async function unstyled(page: Page): Promise<{ used: number; missing: string[] }> {
  return page.evaluate(async () => {
    const classesOf = (rules: CSSRuleList, out = new Set<string>()) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          for (const m of rule.selectorText.matchAll(/\.((?:\\.|[\w-])+)/g)) out.add(m[1].replace(/\\(.)/g, '$1'));
        }
        if ('cssRules' in rule) classesOf(rule.cssRules as CSSRuleList, out);
      }
      return out;
    };
    // The page's sheet is the <style> just before the panel's sheet's name, and no sheet is linked.
    const meta = document.querySelector<HTMLMetaElement>('meta[name="qrs-panel-css"]')!;
    const own = meta.previousElementSibling;
    if (!(own instanceof HTMLStyleElement) || document.querySelector('link[rel="stylesheet"]')) throw new Error('a public page has its sheet inline');
    const href = meta.content;
    const panel = new CSSStyleSheet();
    panel.replaceSync(await (await fetch(href)).text());
    const panelClasses = classesOf(panel.cssRules);
    const pageClasses = classesOf(own.sheet!.cssRules);
    const used = new Set([...document.querySelectorAll('[class]')].flatMap((el) => [...el.classList]).filter((c) => panelClasses.has(c)));
    return { used: used.size, missing: [...used].filter((c) => !pageClasses.has(c)).sort() };
  });
}

test('every class on the public pages is styled by the page’s own inline sheet', async ({ page, server }) => {
  await seedPublicRecords(server);
  for (const path of [...publicRoutes.map((r) => r.path), '/de', '/de/team', '/no-such-page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { used, missing } = await unstyled(page);
    expect(used, `${path} uses the site's classes`).toBeGreaterThan(20);
    expect(missing, `${path}: classes only the panel's sheet styles`).toEqual([]);
  }
  // What a visitor opens: the phone menu and a picture of the gallery.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: /menu/i }).click();
  expect((await unstyled(page)).missing).toEqual([]);
  await page.goto('/gallery');
  // A picture is a link to its file: the lightbox opens it once the page's code runs.
  const picture = page.getByRole('link', { name: /Opening of the Vaduz centre/ }).first();
  await appRuns(picture);
  await picture.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await unstyled(page)).missing).toEqual([]);
});

test('the admin panel links the whole app’s sheet before it shows', async ({ page }) => {
  await page.goto('/qrsadmin');
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  const sheets = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => ({ href: l.getAttribute('href'), loaded: !!l.sheet })));
  const href = await page.locator('meta[name="qrs-panel-css"]').getAttribute('content');
  expect(sheets).toEqual([{ href, loaded: true }]);
});

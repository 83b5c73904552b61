import type { Page } from '@playwright/test';
import { expect, readingTest as test } from './fixtures';
import { appRuns } from './public-helpers';

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('submenus open on the chevron and close on an outside click or Escape', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    const chevron = main.getByRole('button', { name: 'Research submenu' });
    await expect(chevron).toHaveAttribute('aria-expanded', 'false');
    await chevron.click();
    await expect(chevron).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Research Papers', 'Space Research', 'Downloads']) {
      await expect(main.getByRole('link', { name })).toBeVisible();
    }
    await page.getByRole('heading', { level: 1 }).click();
    await expect(main.getByRole('link', { name: 'Research Papers' })).toBeHidden();

    // Outside means outside the open submenu and its chevron, inside the header bar too.
    const researchPapers = main.getByRole('link', { name: 'Research Papers' });
    const submenu = main.getByRole('list').filter({ has: page.getByRole('link', { name: 'Research Papers' }) }).last();
    const logo = page.getByRole('banner').getByRole('link', { name: 'QRS home' });
    const logoBox = (await logo.boundingBox())!;
    const navBox = (await main.boundingBox())!;
    await chevron.click();
    await expect(researchPapers).toBeVisible();
    await submenu.click({ position: { x: 3, y: 3 } });
    await expect(researchPapers).toBeVisible();
    // The empty header space between the logo and the main navigation.
    await page.mouse.click((logoBox.x + logoBox.width + navBox.x) / 2, logoBox.y + logoBox.height / 2);
    await expect(researchPapers).toBeHidden();
    await expect(chevron).toHaveAttribute('aria-expanded', 'false');
    await chevron.click();
    await expect(researchPapers).toBeVisible();
    await logo.click();
    await expect(researchPapers).toBeHidden();
    // Another entry's chevron swaps one submenu for the other.
    await chevron.click();
    await main.getByRole('button', { name: 'Team submenu' }).click();
    await expect(main.getByRole('link', { name: 'Global Partners' })).toBeVisible();
    await expect(researchPapers).toBeHidden();
    await main.getByRole('button', { name: 'Team submenu' }).click();
    await expect(main.getByRole('link', { name: 'Global Partners' })).toBeHidden();

    const coin = main.getByRole('button', { name: 'QRS Coin submenu' });
    await coin.click();
    await expect(main.getByRole('link', { name: 'Whitepaper' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(main.getByRole('link', { name: 'Whitepaper' })).toBeHidden();
    await expect(coin).toBeFocused();

    await main.getByRole('button', { name: 'Team submenu' }).click();
    await main.getByRole('link', { name: 'Global Partners' }).click();
    await expect(page).toHaveURL(/\/global-partners$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Global Partners');
    // Reading starts at the new page, not at the menu that was used.
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('the coin entry is highlighted and Contact Us jumps to the form', async ({ page }) => {
    await page.goto('/qrs-coin');
    const coin = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'QRS Coin' });
    await expect(coin).toHaveClass(/bg-coin-soft/);
    await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  test('an anchor clicked on another page opens the home page and scrolls to the section', async ({ page }) => {
    await page.goto('/team');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Technology' }).click();
    await expect(page).toHaveURL(/\/#technology$/);
    await expect(page.locator('#technology')).toBeInViewport({ timeout: 5000 });
    // Back on the home page, another anchor scrolls in place.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Benefits' }).click();
    await expect(page.locator('#benefits')).toBeInViewport({ timeout: 5000 });
  });

  test('a hash in the address scrolls to its section after loading', async ({ page }) => {
    await page.goto('/#contact');
    await expect(page.locator('#contact')).toBeInViewport({ timeout: 5000 });
  });

  test('the hero buttons jump to about and the coin section; the footer links work', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Explore QRS Coin' }).click();
    await expect(page.locator('#qrscoin')).toBeInViewport({ timeout: 5000 });
    await page.getByRole('link', { name: 'Discover the Technology' }).click();
    await expect(page.locator('#about')).toBeInViewport({ timeout: 5000 });
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/qrsadmin');
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    await footer.getByRole('link', { name: 'Whitepaper' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Whitepaper');
  });

  test('links inside the prerendered home sections navigate within the app', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // A marker on window survives client navigation but not a full page load.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: 'Start Your Wellness Journey' }).click();
    await expect(page.locator('#contact')).toBeInViewport({ timeout: 5000 });
    await page.getByRole('link', { name: 'Learn More About QRS Coin' }).click();
    await expect(page).toHaveURL(/\/qrs-coin$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('QRS Coin');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('the home sections still show after arriving by client navigation', async ({ page }) => {
    await page.goto('/legal');
    await page.getByRole('link', { name: 'QRS home' }).click();
    await expect(page.getByRole('heading', { name: 'Clinical Study Results' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Global Research Network' })).toBeVisible();
  });
});

test.describe('the router', () => {
  test('keeps the page shown, under a thin bar, until the next page’s code is there; back and forward move between pages', async ({ page }) => {
    // The whitepaper's code is held back until the test has seen the bar.
    const pageCode = /\/assets\/whitepaper-[^/]+\.js$/;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(pageCode, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/legal');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const heading = page.getByRole('heading', { level: 1 });
    const legalHeading = await heading.textContent();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Whitepaper' }).click();
    const bar = page.locator('.animate-pulse.fixed.top-0');
    await expect(bar).toBeVisible();
    await expect(heading).toHaveText(legalHeading ?? '');
    await expect(page).toHaveURL(/\/legal$/);
    release();
    await expect(heading).toHaveText('Whitepaper');
    await expect(page).toHaveURL(/\/whitepaper$/);
    await expect(bar).toBeHidden();

    await page.goBack();
    await expect(heading).toHaveText(legalHeading ?? '');
    await expect(page).toHaveURL(/\/legal$/);
    await page.goForward();
    await expect(heading).toHaveText('Whitepaper');
    // All of it without loading a page anew.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test('leaves the admin panel’s paths to the server', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/qrsadmin$/);
    await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  });
});

test.describe('mobile header', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  // A phone lays out the home sections below the hero only as the visitor nears them (they
  // hold an estimated height until then): a jump must still end at its section's top, just
  // below the sticky header.
  const sectionTop = (page: Page, selector: string) => page.locator(selector).evaluate((e) => Math.round(e.getBoundingClientRect().top));

  test('a link far down the home page ends at its section, and so does an address with its hash', async ({ page }) => {
    await page.goto('/');
    await appRuns(page.getByRole('banner').getByRole('link', { name: 'QRS home' }));
    await page.getByRole('link', { name: 'Start Your Wellness Journey' }).click();
    await expect.poll(() => sectionTop(page, '#contact'), { timeout: 5000 }).toBe(80);
    await expect(page).toHaveURL(/\/#contact$/);

    await page.goto('/#contact');
    await expect.poll(() => sectionTop(page, '#contact'), { timeout: 5000 }).toBe(80);
  });

  test('the menu opens and closes, and its submenus toggle', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('button', { name: 'Team submenu' }).click();
    await expect(menu.getByRole('link', { name: 'Global Partners' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    // A tap outside the open menu closes it, in the header's empty space too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    const logoBox = (await page.getByRole('banner').getByRole('link', { name: 'QRS home' }).boundingBox())!;
    const contactBox = (await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).first().boundingBox())!;
    await page.mouse.click((logoBox.x + logoBox.width + contactBox.x) / 2, logoBox.y + logoBox.height / 2);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Gallery' }).click();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(menu).toBeHidden();
  });
});

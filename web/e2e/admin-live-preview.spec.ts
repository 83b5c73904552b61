import type { FrameLocator, Page } from '@playwright/test';
import { expect, test, type QrsServer } from './fixtures';
import { openTab, signIn } from './admin-helpers';
import { editorHref } from '../src/lib/admin/panel-links';

// The content editor's live preview: the document's page beside the form, showing the text as
// it is typed (nothing saved), at a phone's, a tablet's or a desktop's width; a click on a text
// of the page opens its field; on a phone, a Form / Preview switch.

const shots = process.env.QRS_SCREENSHOTS;

interface HomeState {
  revision: number;
  published: { body: { hero: { headline: string } } };
  draft: null | { body: unknown };
}

const homeState = (server: QrsServer) => server.api<HomeState>('GET', '/api/content/home/draft');

/** openHome opens the home page's document in the Site content tab. */
async function openHome(page: Page): Promise<void> {
  await openTab(page, 'Site content');
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Home', level: 2 })).toBeVisible();
}

/** heroHeadline opens the Hero section and answers its Headline field. */
async function heroHeadline(page: Page) {
  const hero = page.getByRole('region', { name: /^Hero/ });
  const toggle = hero.getByRole('button', { name: /^Hero/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return hero.getByLabel('Headline', { exact: true });
}

const preview = (page: Page): FrameLocator => page.frameLocator('iframe[title^="Live preview"]');
const pane = (page: Page) => page.getByRole('region', { name: 'Live preview' });

test('the preview beside the form follows the typing without saving, at three widths, and a click opens the field', async ({ page, server }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const published = (await homeState(server)).published.body.hero.headline;
  await signIn(page, server);
  await openHome(page);

  // Beside the form, the home page as visitors see it.
  const frame = preview(page);
  const shownHeadline = frame.getByRole('heading', { level: 1 });
  await expect(shownHeadline).toHaveText(published);
  const form = await heroHeadline(page);
  const paneBox = (await pane(page).boundingBox())!;
  const formBox = (await form.boundingBox())!;
  expect(paneBox.x, 'the preview sits right of the form').toBeGreaterThan(formBox.x + formBox.width);
  await expect(page.getByRole('group', { name: 'Show' })).toBeHidden(); // no switch on a wide screen

  // Each keystroke shows in the page, and nothing is saved.
  const typed = 'Health begins in the cell';
  await form.fill(typed);
  const typedAt = Date.now();
  await expect(shownHeadline).toHaveText(typed, { timeout: 2000 });
  console.log(`the preview showed the new headline ${Date.now() - typedAt} ms after it was typed`);
  await form.press('End');
  await form.pressSequentially(' today');
  await expect(shownHeadline).toHaveText(`${typed} today`, { timeout: 2000 });
  await expect(page.getByRole('status').filter({ hasText: 'Unsaved changes' })).toBeVisible();
  const state = await homeState(server);
  expect(state.draft, 'no draft was saved').toBeNull();
  expect(state.published.body.hero.headline).toBe(published);
  // The public page still shows the published headline.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`${server.url}/`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(published);
  await visitor.close();

  // The widths: the frame is as wide as the screen chosen, scaled down to fit the pane.
  const frameWidth = () => frame.locator('html').evaluate(() => window.innerWidth);
  const iframe = page.locator('iframe[title^="Live preview"]');
  for (const [name, width] of [['Tablet', 768], ['Desktop', 1280], ['Phone', 390]] as const) {
    await pane(page).getByRole('button', { name: `${name} (${width} pixels)` }).click();
    await expect(pane(page).getByRole('button', { name: `${name} (${width} pixels)` })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(frameWidth).toBe(width);
    const box = (await iframe.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(Math.min(width, paneBox.width) + 1);
    if (width === 1280) {
      expect(box.width, 'the desktop page is scaled down to the pane').toBeLessThan(1280);
      if (shots) await page.screenshot({ path: `${shots}/live-preview-1440-desktop.png` });
    }
  }
  await expect(shownHeadline).toHaveText(`${typed} today`);

  // Hovering names the field; a click opens it, focused, its section unfolded.
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await expect(form).toBeHidden();
  await shownHeadline.hover();
  await expect(frame.getByText('Hero › Headline', { exact: true })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/live-preview-1440-hover.png` });
  await shownHeadline.click();
  await expect(form).toBeFocused();
  await expect(form).toBeInViewport();
  await expect(form).toHaveValue(`${typed} today`);
  // The page stayed where it was: the click followed no link.
  await expect.poll(() => frame.locator('html').evaluate(() => window.location.pathname)).toBe('/');

  // A rich text's paragraph opens its editor, which takes the focus once it has loaded.
  await page.getByRole('button', { name: 'Collapse all' }).click();
  await frame.getByText('Pulsating electromagnetic fields that work where health begins').click();
  await expect(page.locator('#cf-hero-intro')).toBeFocused();
  await expect(page.locator('#cf-hero-intro')).toHaveAttribute('contenteditable', 'true');

  // A link opens its field instead of leading away.
  const aboutButton = frame.getByRole('link', { name: 'Discover the Technology' }).first();
  await aboutButton.click();
  await expect(page.locator('#cf-hero-aboutButton-label')).toBeFocused();
  await expect.poll(() => frame.locator('html').evaluate(() => window.location.href)).toMatch(/\/\?qrs-preview=1$/);
  if (shots) await page.screenshot({ path: `${shots}/live-preview-1440.png` });
});

test('a text the page cannot show is explained in the pane, and the next text is shown again', async ({ page, server }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server);
  await openHome(page);
  const frame = preview(page);
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(pane(page).getByText('Loading the page...')).toBeHidden(); // the form's text is shown
  // A text without the parts the page needs (the form always has them; another editor's
  // change, a broken document could not).
  await page.locator('iframe[title^="Live preview"]').evaluate((el: HTMLIFrameElement) =>
    el.contentWindow!.postMessage({ channel: 'qrs-live-preview', kind: 'draft', seq: 9999, key: 'home', body: { hero: null } }, location.origin),
  );
  const alert = pane(page).getByRole('alert');
  await expect(alert).toContainText('This text cannot be shown as a page:');
  await expect(alert.getByRole('button', { name: 'Reload preview' })).toBeVisible();
  await expect(frame.getByRole('alert')).toContainText('This text cannot be shown as a page.');
  // The form's next text renders again.
  const form = await heroHeadline(page);
  await form.fill('Shown again');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Shown again');
  await expect(alert).toBeHidden();
});

test('on a phone a Form / Preview switch keeps the place in both, and a click in the preview opens the form at the field', async ({ page, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, server);
  await openHome(page);
  const form = await heroHeadline(page);
  await form.fill('Cells first');
  await form.scrollIntoViewIfNeeded();
  const formPlace = await page.evaluate(() => window.scrollY);
  expect(formPlace).toBeGreaterThan(0);

  const toPreview = page.getByRole('button', { name: 'Preview', exact: true });
  const toForm = page.getByRole('button', { name: 'Form', exact: true });
  await toPreview.click();
  await expect(toPreview).toHaveAttribute('aria-pressed', 'true');
  await expect(form).toBeHidden();
  const frame = preview(page);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Cells first');
  // The phone's own width: the page as a phone shows it, unscaled.
  await expect.poll(() => frame.locator('html').evaluate(() => window.innerWidth)).toBeLessThanOrEqual(390);
  await frame.getByRole('heading', { name: 'What is Quantum Resonance Therapy?' }).scrollIntoViewIfNeeded();
  const previewPlace = await frame.locator('html').evaluate(() => window.scrollY);
  expect(previewPlace).toBeGreaterThan(0);
  if (shots) await page.screenshot({ path: `${shots}/live-preview-390-preview.png` });

  await toForm.click();
  await expect(form).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(formPlace);
  await toPreview.click();
  await expect.poll(() => frame.locator('html').evaluate(() => window.scrollY)).toBe(previewPlace);

  // A click on a text of the preview switches to the form, at that field.
  await frame.getByRole('heading', { name: 'What is Quantum Resonance Therapy?' }).click();
  await expect(toForm).toHaveAttribute('aria-pressed', 'true');
  const field = page.locator('#cf-about-heading');
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  if (shots) await page.screenshot({ path: `${shots}/live-preview-390-form.png` });
});

test('an address naming a field still opens it beside the preview, and a document only PDFs show has the form alone', async ({ page, server }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server);
  await page.goto(editorHref('home', 'en', '/about/heading'));
  const field = page.locator('#cf-about-heading');
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  await expect(preview(page).getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto(editorHref('aml-kyc-policy'));
  await expect(page.getByRole('heading', { name: 'AML/KYC policy (PDF)', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Expand all' })).toBeVisible();
  await expect(pane(page)).toHaveCount(0);
});

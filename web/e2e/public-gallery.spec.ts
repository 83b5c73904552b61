import { pngBytes } from './admin-helpers';
import type { Page } from '@playwright/test';
import { expect, test, type QrsServer } from './fixtures';
import { appRuns, rendersByApp } from './public-helpers';

async function seedImages(server: QrsServer) {
  const colours: Array<[number, number, number]> = [[200, 30, 30], [30, 200, 30], [30, 30, 200]];
  const urls = [];
  for (const c of colours) urls.push((await server.upload('/api/upload/image', 'image', 'pic.png', 'image/png', new Uint8Array(pngBytes(c, 32)))).url);
  await server.api('POST', '/api/gallery/images', { title: 'Clinic entrance', description: 'The way in.', imageUrl: urls[0], category: 'Clinics' });
  await server.api('POST', '/api/gallery/images', { title: 'Device close-up', description: 'The home system.', imageUrl: urls[1], category: 'Devices' });
  await server.api('POST', '/api/gallery/images', { title: 'Treatment room', description: 'Calm and quiet.', imageUrl: urls[2], category: 'Clinics' });
  await server.api('POST', '/api/gallery/images', { title: 'Broken file', description: 'Missing.', imageUrl: '/uploads/missing.png', category: 'Devices' });
}

/**
 * openGallery opens the gallery and waits for its pictures to be the app's: a picture is a
 * link, which the browser follows to the file when it is clicked before the app runs.
 */
async function openGallery(page: Page) {
  await page.goto('/gallery');
  await appRuns(page.getByRole('link', { name: /^Open image/ }).first());
}

test('the gallery is empty, then filters images by category', async ({ page, server }) => {
  await page.goto('/gallery');
  await expect(page.getByText('No images found in this category.')).toBeVisible();
  await page.getByRole('tab', { name: 'Video Gallery' }).click();
  await expect(page.getByText('No videos found in this category.')).toBeVisible();

  await seedImages(server);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Image Gallery' })).toHaveAttribute('aria-selected', 'true');
  const filters = page.getByRole('group', { name: 'Filter by category' }).getByRole('button');
  await expect(filters).toHaveText(['All', 'Clinics', 'Devices']);
  await expect(page.getByRole('link', { name: /^Open image/ })).toHaveCount(4);
  await filters.filter({ hasText: 'Clinics' }).click();
  await expect(page.getByRole('link', { name: /^Open image/ })).toHaveCount(2);
  // The broken picture falls back to the placeholder instead of a broken icon.
  await filters.filter({ hasText: 'Devices' }).click();
  await expect(page.getByRole('img', { name: 'Broken file' })).toHaveAttribute('src', '/api/placeholder/400/300');
  await page.getByRole('tab', { name: 'Video Gallery' }).click();
  await expect(page.getByText('No videos found in this category.')).toBeVisible();
});

test('the gallery tabs follow the arrow keys, Home and End, and each panel is named by its tab', async ({ page }) => {
  await page.goto('/gallery');
  const images = page.getByRole('tab', { name: 'Image Gallery' });
  const videos = page.getByRole('tab', { name: 'Video Gallery' });
  await expect(page.getByRole('tablist', { name: 'Gallery type' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Image Gallery' })).toContainText('No images found in this category.');
  // Only the selected tab is in the tab order; the arrow keys move between the tabs.
  await expect(videos).toHaveAttribute('tabindex', '-1');
  await appRuns(images);
  await images.focus();
  await page.keyboard.press('ArrowRight');
  await expect(videos).toBeFocused();
  await expect(videos).toHaveAttribute('aria-selected', 'true');
  await expect(images).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel', { name: 'Video Gallery' })).toContainText('No videos found in this category.');
  await expect(page.getByRole('tabpanel', { name: 'Image Gallery' })).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(images).toBeFocused();
  await expect(images).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(videos).toBeFocused();
  await page.keyboard.press('Home');
  await expect(images).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(videos).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Video Gallery' })).toBeVisible();
});

test('the lightbox counts, moves with buttons and arrow keys within bounds, and closes', async ({ page, server }) => {
  await seedImages(server);
  await openGallery(page);
  await page.getByRole('link', { name: 'Open image: Device close-up' }).click();
  const box = page.getByRole('dialog');
  await expect(box).toBeVisible();
  await expect(box.getByText('2 of 4')).toBeVisible();
  await expect(box.getByRole('heading', { name: 'Device close-up' })).toBeVisible();
  await expect(box.getByText('The home system.')).toBeVisible();
  await expect(box.getByText('Devices', { exact: true })).toBeVisible();

  await page.keyboard.press('ArrowLeft');
  await expect(box.getByText('1 of 4')).toBeVisible();
  await expect(box.getByRole('button', { name: 'Previous image' })).toBeDisabled();
  await page.keyboard.press('ArrowLeft');
  await expect(box.getByText('1 of 4')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await box.getByRole('button', { name: 'Next image' }).click();
  await expect(box.getByText('4 of 4')).toBeVisible();
  await expect(box.getByRole('button', { name: 'Next image' })).toBeDisabled();
  await page.keyboard.press('ArrowRight');
  await expect(box.getByText('4 of 4')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();

  await page.getByRole('link', { name: 'Open image: Clinic entrance' }).click();
  await expect(page.getByRole('dialog').getByText('1 of 4')).toBeVisible();
  await page.mouse.click(5, 450);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a picture clicked before the page has started its code opens as the picture itself, as without JavaScript', async ({ page, server }) => {
  await seedImages(server);
  // Hold the app's code: the visitor clicks on the server's page.
  let release!: () => void;
  const held = new Promise<void>((ok) => (release = ok));
  await page.route(/\/assets\/entry-client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/gallery');
  const link = page.getByRole('link', { name: 'Open image: Device close-up' });
  const picture = (await link.getAttribute('href'))!;
  expect(picture).toMatch(/^\/uploads\/[0-9a-f]+\.png$/);
  await link.click();
  await expect(page).toHaveURL(picture);
  release();
});

test('a grid picture is a link to the full picture: a click with a key held opens it in a new tab, not the lightbox', async ({ page, server }) => {
  await seedImages(server);
  await page.goto('/gallery');
  const link = page.getByRole('link', { name: 'Open image: Clinic entrance' });
  await appRuns(link);
  const picture = (await link.getAttribute('href'))!;
  expect(picture).toMatch(/^\/uploads\/[0-9a-f]+\.png$/);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
  await expect(tab).toHaveURL(new URL(picture, page.url()).href);
  await tab.close();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A plain click opens the lightbox, on the page.
  await link.click();
  await expect(page.getByRole('dialog').getByText('1 of 4')).toBeVisible();
  await expect(page).toHaveURL(/\/gallery$/);
});

test('a click beside a narrow picture closes the lightbox; the picture and its controls keep it open', async ({ page, server }) => {
  await seedImages(server);
  await openGallery(page);
  await page.getByRole('link', { name: 'Open image: Clinic entrance' }).click();
  const box = page.getByRole('dialog');
  const picture = box.getByRole('img', { name: 'Clinic entrance' });
  await expect(picture).toBeVisible();
  // Measured once the file is shown: its place is final then.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await picture.click();
  await box.getByText('1 of 4').click();
  // The previous button is disabled on the first picture: a click on it does nothing at all.
  await box.getByRole('button', { name: 'Previous image' }).click({ force: true });
  await expect(box).toBeVisible();
  await expect(box.getByText('1 of 4')).toBeVisible();

  // The dark area right beside the picture, well inside the old 1024 px content box.
  const at = (await picture.boundingBox())!;
  await page.mouse.click(at.x + at.width + 40, at.y + at.height / 2);
  await expect(box).toBeHidden();

  // Below the caption, in the padding, closes too.
  await page.getByRole('link', { name: 'Open image: Treatment room' }).click();
  await expect(box.getByText('3 of 4')).toBeVisible();
  const viewport = page.viewportSize()!;
  await page.mouse.click(viewport.width / 2, viewport.height - 20);
  await expect(box).toBeHidden();
});

test('the lightbox takes a click from the first frame it shows: one beside the picture then closes it', async ({ page, server }) => {
  await seedImages(server);
  await openGallery(page);
  // What a click at the left edge would hit as soon as the lightbox is in the page, and in the
  // first frame that paints it: a click that early once went to the backdrop, which did
  // nothing, and the lightbox stayed open.
  await page.evaluate(() => {
    const hits: boolean[] = [];
    const seen = new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (!dialog) return;
      seen.disconnect();
      const hit = () => hits.push(dialog.contains(document.elementFromPoint(5, innerHeight / 2)));
      hit();
      requestAnimationFrame(() => {
        hit();
        document.body.dataset.firstFrameHits = hits.join(' ');
      });
    });
    seen.observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('link', { name: 'Open image: Clinic entrance' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-first-frame-hits', 'true true');
  await page.mouse.click(5, page.viewportSize()!.height / 2);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a video opens in a dialog with an autoplaying player and a YouTube link', async ({ page, server }) => {
  // The test machine has no internet: answer the video service's requests locally.
  await page.route(/youtube|ytimg/, (route) => route.fulfill({ status: 404, body: '' }));
  await server.api('POST', '/api/gallery/videos', { title: 'How QRS works', description: 'A short film.', youtubeId: 'abcDEF12345', category: 'Films' });
  await page.goto('/gallery');
  await page.getByRole('tab', { name: 'Video Gallery' }).click();
  const thumbnail = page.locator('img[src*="ytimg"]');
  // Every quality fails here, so the thumbnail steps down the whole chain.
  await expect(thumbnail).toHaveCount(0, { timeout: 5000 });
  await page.getByRole('button', { name: 'Play video: How QRS works' }).click();
  const dialog = page.getByRole('dialog', { name: 'How QRS works' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcDEF12345?autoplay=1&rel=0');
  const watch = dialog.getByRole('link', { name: 'Watch on YouTube' });
  await expect(watch).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abcDEF12345');
  await expect(watch).toHaveAttribute('target', '_blank');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the video thumbnail steps from maximum to default quality', async ({ page, server }) => {
  const asked: string[] = [];
  await page.route(/ytimg/, (route) => {
    asked.push(new URL(route.request().url()).pathname.split('/').pop()!);
    return route.fulfill({ status: 404, body: '' });
  });
  await server.api('POST', '/api/gallery/videos', { title: 'Clip', description: 'Short.', youtubeId: 'xyz', category: 'Films' });
  await page.goto('/gallery');
  await page.getByRole('tab', { name: 'Video Gallery' }).click();
  await expect.poll(() => asked).toEqual(['maxresdefault.jpg', 'hqdefault.jpg', 'mqdefault.jpg', 'default.jpg']);
});

test('closing the lightbox or the player gives the focus back to the picture or video it ended on', async ({ page, server }) => {
  await page.route(/youtube|ytimg/, (route) => route.fulfill({ status: 404, body: '' }));
  await seedImages(server);
  await server.api('POST', '/api/gallery/videos', { title: 'Device demo', description: 'How it works.', youtubeId: 'dQw4w9WgXcQ', category: 'Devices' });
  await openGallery(page);
  const opener = page.getByRole('link', { name: 'Open image: Device close-up' });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog').getByText('2 of 4')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(opener).toBeFocused();

  // Moved on to the third picture: the focus lands on that one's thumbnail.
  await opener.click();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog').getByText('3 of 4')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('link', { name: 'Open image: Treatment room' })).toBeFocused();

  await page.getByRole('tab', { name: 'Video Gallery' }).click();
  const play = page.getByRole('button', { name: /Device demo/ });
  await play.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(play).toBeFocused();
});

test('video pictures are fetched from YouTube only once the Video Gallery tab opens, as the privacy policy says', async ({ page, server }) => {
  const asked: string[] = [];
  await page.route(/youtube|ytimg/, (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 404, body: '' });
  });
  await server.api('POST', '/api/gallery/videos', { title: 'Device demo', description: 'How it works.', youtubeId: 'dQw4w9WgXcQ', category: 'Devices' });
  await page.goto('/gallery');
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  await page.getByRole('tab', { name: 'Video Gallery' }).click();
  await expect.poll(() => asked.some((u) => u.includes('ytimg.com/vi/dQw4w9WgXcQ/'))).toBe(true);
  expect(asked.some((u) => u.includes('youtube'))).toBe(false); // no player before a video is started

  await page.goto('/privacy');
  await expect(page.getByText(/When you open the Video Gallery tab, the videos’ preview pictures are loaded from YouTube’s image servers/)).toBeVisible();
});

test('an arrow key pressed on the gallery tabs before the app runs moves along them once it does', async ({ page }) => {
  // The app's code is held back until the key was pressed on the server's page.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/entry-client-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/gallery');
  const images = page.getByRole('tab', { name: 'Image Gallery' });
  const videos = page.getByRole('tab', { name: 'Video Gallery' });
  await images.focus();
  await page.keyboard.press('ArrowRight');
  // Nothing runs the tabs yet: the key did nothing so far.
  await expect(images).toHaveAttribute('aria-selected', 'true');
  expect(await rendersByApp(images)).toBe(false);
  release();
  await expect(videos).toHaveAttribute('aria-selected', 'true');
  await expect(videos).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Video Gallery' })).toContainText('No videos found in this category.');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  /** swipe moves one finger from one point to another in steps, as Chromium's touch input does. */
  async function swipe(page: Page, from: { x: number; y: number }, by: { x: number; y: number }) {
    // Playwright's touchscreen only taps; Chromium's DevTools protocol moves a finger.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point?: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [point] : [] });
    await touch('touchStart', from);
    for (let step = 1; step <= 5; step++) await touch('touchMove', { x: from.x + (by.x * step) / 5, y: from.y + (by.y * step) / 5 });
    await touch('touchEnd');
    await cdp.detach();
  }

  test('the lightbox moves by a swipe left or right, within bounds, and a swipe down closes it', async ({ page, server }) => {
    await seedImages(server);
    await openGallery(page);
    await page.getByRole('link', { name: 'Open image: Device close-up' }).tap();
    const box = page.getByRole('dialog');
    await expect(box.getByText('2 of 4')).toBeVisible();
    const centre = async () => {
      const at = (await box.getByRole('img').boundingBox())!;
      return { x: at.x + at.width / 2, y: at.y + at.height / 2 };
    };

    await swipe(page, await centre(), { x: -150, y: 10 });
    await expect(box.getByText('3 of 4')).toBeVisible();
    await swipe(page, await centre(), { x: 150, y: -10 });
    await expect(box.getByText('2 of 4')).toBeVisible();
    // A short slide is no swipe: the next swipe goes on from where the visitor was.
    await swipe(page, await centre(), { x: -20, y: 0 });
    await swipe(page, await centre(), { x: -150, y: 0 });
    await expect(box.getByText('3 of 4')).toBeVisible();
    await swipe(page, await centre(), { x: -150, y: 0 });
    await expect(box.getByText('4 of 4')).toBeVisible();
    // Past the last picture a swipe does nothing; a swipe back still moves.
    await swipe(page, await centre(), { x: -150, y: 0 });
    await swipe(page, await centre(), { x: 150, y: 0 });
    await expect(box.getByText('3 of 4')).toBeVisible();

    await swipe(page, await centre(), { x: 5, y: 200 });
    await expect(box).toBeHidden();
  });

  test('the lightbox’s arrows sit below the picture, not on it, over an opaque backdrop', async ({ page, server }) => {
    await seedImages(server);
    await openGallery(page);
    await page.getByRole('link', { name: 'Open image: Device close-up' }).tap();
    const box = page.getByRole('dialog');
    await expect(box.getByText('2 of 4')).toBeVisible();
    const picture = (await box.getByRole('img').boundingBox())!;
    for (const name of ['Previous image', 'Next image']) {
      const arrow = (await box.getByRole('button', { name }).boundingBox())!;
      expect(arrow.y, `${name} is below the picture`).toBeGreaterThanOrEqual(picture.y + picture.height);
    }
    // Nothing of the grid shows through behind the caption.
    await expect(page.getByTestId('lightbox-backdrop')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    await box.getByRole('button', { name: 'Next image' }).tap();
    await expect(box.getByText('3 of 4')).toBeVisible();
  });
});

test('on a wide screen the lightbox’s arrows sit at the sides of the picture, not on it', async ({ page, server }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await seedImages(server);
  await openGallery(page);
  await page.getByRole('link', { name: 'Open image: Device close-up' }).click();
  const box = page.getByRole('dialog');
  await expect(box.getByText('2 of 4')).toBeVisible();
  const picture = (await box.getByRole('img').boundingBox())!;
  const previous = (await box.getByRole('button', { name: 'Previous image' }).boundingBox())!;
  const next = (await box.getByRole('button', { name: 'Next image' }).boundingBox())!;
  expect(previous.x + previous.width).toBeLessThanOrEqual(picture.x);
  expect(next.x).toBeGreaterThanOrEqual(picture.x + picture.width);
  // Level with the picture: each arrow's middle is within the picture's height.
  for (const arrow of [previous, next]) {
    expect(arrow.y + arrow.height / 2).toBeGreaterThanOrEqual(picture.y);
    expect(arrow.y + arrow.height / 2).toBeLessThanOrEqual(picture.y + picture.height);
  }
});

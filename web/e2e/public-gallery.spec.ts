import { pngBytes } from './admin-helpers';
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
  await expect(page.getByRole('button', { name: /^Open image/ })).toHaveCount(4);
  await filters.filter({ hasText: 'Clinics' }).click();
  await expect(page.getByRole('button', { name: /^Open image/ })).toHaveCount(2);
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
  await page.goto('/gallery');
  await page.getByRole('button', { name: 'Open image: Device close-up' }).click();
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

  await page.getByRole('button', { name: 'Open image: Clinic entrance' }).click();
  await expect(page.getByRole('dialog').getByText('1 of 4')).toBeVisible();
  await page.mouse.click(5, 450);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a picture opened before the page has started its code opens once it has', async ({ page, server }) => {
  await seedImages(server);
  // Hold the app's code until the visitor has clicked on the server's page.
  let release!: () => void;
  const held = new Promise<void>((ok) => (release = ok));
  await page.route(/\/assets\/entry-client-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/gallery');
  await page.getByRole('button', { name: 'Open image: Device close-up' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  const box = page.getByRole('dialog');
  await expect(box).toBeVisible();
  await expect(box.getByText('2 of 4')).toBeVisible();
});

test('a click beside a narrow picture closes the lightbox; the picture and its controls keep it open', async ({ page, server }) => {
  await seedImages(server);
  await page.goto('/gallery');
  await page.getByRole('button', { name: 'Open image: Clinic entrance' }).click();
  const box = page.getByRole('dialog');
  const picture = box.getByRole('img', { name: 'Clinic entrance' });
  await expect(picture).toBeVisible();

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
  await page.getByRole('button', { name: 'Open image: Treatment room' }).click();
  await expect(box.getByText('3 of 4')).toBeVisible();
  const viewport = page.viewportSize()!;
  await page.mouse.click(viewport.width / 2, viewport.height - 20);
  await expect(box).toBeHidden();
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
  await page.goto('/gallery');
  const opener = page.getByRole('button', { name: 'Open image: Device close-up' });
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
  await expect(page.getByRole('button', { name: 'Open image: Treatment room' })).toBeFocused();

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

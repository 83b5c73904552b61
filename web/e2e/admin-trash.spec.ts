import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmDelete, expectToast, openTab, pngBytes, signIn } from './admin-helpers';

// Screenshots of the Undo toast and the Trash tab are taken only when QRS_SCREENSHOTS names a folder.
const shots = process.env.QRS_SCREENSHOTS;

/** shoot saves a screenshot of the page at a phone and a desktop width. */
async function shoot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: name !== 'trash-undo' });
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a deleted team member comes back with Undo in the toast', async ({ page, server }) => {
  await server.api('POST', '/api/team-members', { name: 'Dr. Ada Quantum', title: 'Chief Scientist', company: 'QRS', description: 'Research.' });
  await server.api('POST', '/api/team-members', { name: 'Ben Field', title: 'Engineer', company: 'QRS', description: 'Devices.' });
  await signIn(page, server);

  await page.getByRole('button', { name: 'Delete Dr. Ada Quantum' }).click();
  await confirmDelete(page, 'It goes to the trash, where it can be restored for 30 days.');
  await expectToast(page, 'Team member deleted successfully!', 'In the trash for 30 days.');
  const list = page.getByRole('listitem').filter({ hasText: 'Dr. Ada Quantum' });
  await expect(list).toHaveCount(0);
  await shoot(page, 'trash-undo');

  await page.locator('[role="region"] ol > li').getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, 'Team member restored');
  await expect(list).toHaveCount(1);
  // Back in its place: first, as before.
  const text = await page.getByRole('tabpanel').innerText();
  expect(text.indexOf('Dr. Ada Quantum')).toBeLessThan(text.indexOf('Ben Field'));
  await page.goto('/team');
  await expect(page.getByText('Dr. Ada Quantum')).toBeVisible();
  expect(await server.api('GET', '/api/trash')).toEqual([]);
});

test('a deleted folder is restored from the Trash tab with its images, back on the public gallery', async ({ page, server }) => {
  await server.api('POST', '/api/categories', { name: 'Clinics', description: '' });
  for (const [title, rgb] of [
    ['Clinic entrance', [200, 30, 30]],
    ['Treatment room', [30, 30, 200]],
  ] as const) {
    const { url } = await server.upload('/api/upload/image', 'image', 'pic.png', 'image/png', new Uint8Array(pngBytes([...rgb], 32)));
    await server.api('POST', '/api/gallery/images', { title, description: 'x', imageUrl: url, category: 'Clinics' });
  }
  await server.api('POST', '/api/team-members', { name: 'Ben Field', title: 'Engineer', company: 'QRS', description: 'Devices.' });
  await signIn(page, server);

  await openTab(page, 'Trash');
  await expect(page.getByText('The trash is empty')).toBeVisible();

  await openTab(page, 'Gallery Images');
  const folder = page.getByRole('region', { name: 'Folder Clinics' });
  await folder.getByRole('button', { name: 'Delete folder Clinics' }).click();
  await confirmDelete(page, '2 gallery images');
  await expectToast(page, 'Folder deleted successfully!');
  await expect(folder).toHaveCount(0);
  // Something else in the trash too, so the list shows more than one kind.
  await openTab(page, 'Team Members');
  await page.getByRole('button', { name: 'Delete Ben Field' }).click();
  await confirmDelete(page);
  await expectToast(page, 'Team member deleted successfully!');

  await page.goto('/gallery');
  await expect(page.getByText('No images found in this category.')).toBeVisible();

  await page.goto('/admin');
  await openTab(page, 'Trash');
  const entry = page.getByRole('listitem', { name: 'Folder: Clinics' });
  await expect(entry).toContainText('With 2 gallery images');
  await expect(entry).toContainText(`Deleted by ${server.username}`);
  await expect(entry).toContainText('Deleted for good on');
  await expect(page.getByRole('listitem', { name: 'Team member: Ben Field' })).toBeVisible();
  await shoot(page, 'trash');

  await entry.getByRole('button', { name: 'Restore folder Clinics' }).click();
  await expectToast(page, 'Folder restored');
  await expect(entry).toHaveCount(0);
  await openTab(page, 'Gallery Images');
  const back = page.getByRole('region', { name: 'Folder Clinics' });
  await expect(back.getByText('Clinic entrance')).toBeVisible();
  await expect(back.getByText('Treatment room')).toBeVisible();

  await page.goto('/gallery');
  await expect(page.getByRole('link', { name: /^Open image/ })).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'Clinic entrance' })).toBeVisible();
  // The restored picture's file is served again.
  const src = await page.getByRole('img', { name: 'Clinic entrance' }).getAttribute('src');
  expect(src).toMatch(/^\/uploads\//);
  expect((await page.request.get(src!)).status()).toBe(200);
});

test('a restore that would clash says what to do, in place', async ({ page, server }) => {
  const folder = await server.api<{ id: number }>('POST', '/api/categories', { name: 'Clinics', description: '' });
  await server.api('DELETE', `/api/categories/${folder.id}`);
  await server.api('POST', '/api/categories', { name: 'Clinics', description: 'A new one' });
  await signIn(page, server);
  await openTab(page, 'Trash');
  const entry = page.getByRole('listitem', { name: 'Folder: Clinics' });
  await entry.getByRole('button', { name: 'Restore folder Clinics' }).click();
  await expect(entry.getByRole('alert')).toHaveText('A folder named “Clinics” exists; rename it, then restore');
  await expect(entry).toBeVisible();
});

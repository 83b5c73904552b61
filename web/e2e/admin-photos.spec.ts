import { mkdirSync, writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectToast, pngFromPixels, signIn } from './admin-helpers';

// Screenshots of the field and the card are taken only when QRS_SCREENSHOTS names a folder.
const shots = process.env.QRS_SCREENSHOTS;

/**
 * portrait makes a tall PNG (300×600) like a phone portrait: a dark "head" in the top fifth on
 * a light background, so a crop that keeps the head shows it.
 */
function portrait(): Buffer {
  return pngFromPixels(300, 600, (x, y) => {
    const head = (x - 150) ** 2 + (y - 80) ** 2 < 60 ** 2;
    return head ? [120, 70, 40] : y < 200 ? [200, 225, 240] : [40, 90, 160];
  });
}

async function fillMember(form: Locator, name: string) {
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Title').fill('Chief Scientist');
  await form.getByLabel('Company').fill('QRS Research AG');
  await form.getByLabel('Description').fill('Leads the resonance research programme.');
}

/** shoot saves a screenshot at a phone and a desktop width, with the locator in view. */
async function shoot(page: Page, name: string, target?: Locator) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (target) await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function portraitPosition(page: Page, name: string): Promise<string> {
  await page.goto('/team');
  const img = page.getByRole('img', { name: `Portrait of ${name}` });
  await expect(img).toBeVisible();
  return img.evaluate((el) => getComputedStyle(el).objectPosition);
}

test('a portrait keeps the focal point the editor sets, on the team page', async ({ page, server }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, server);
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const form = page.getByRole('dialog', { name: 'Add Team Member' });
  await fillMember(form, 'Dr. Ada Quantum');
  await form.getByLabel('Profile image').setInputFiles({ name: 'ada.png', mimeType: 'image/png', buffer: portrait() });

  // The chosen picture is previewed before saving, with its focal point at the centre.
  const picker = form.getByRole('group', { name: /^Focal point:/ });
  await expect(picker).toHaveAccessibleName('Focal point: 50% from the left, 50% from the top');
  await expect(picker.locator('img')).toBeVisible();
  // The preview shows the picture itself, read from the editor's disk (not a broken image).
  await expect.poll(() => picker.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(300);
  expect((await picker.boundingBox())!.height).toBeGreaterThan(100);
  await expect(form.getByText('ada.png')).toBeVisible();
  await shoot(page, 'before-focus-field', picker);

  // A click near the top of the picture puts the point on the head; the keys fine-tune it.
  const box = (await picker.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.15);
  await expect(picker).toHaveAccessibleName(/^Focal point: 50% from the left, 1[45]% from the top$/);
  await picker.press('ArrowUp');
  const label = (await picker.getAttribute('aria-label'))!;
  const [, x, y] = /(\d+)% from the left, (\d+)% from the top/.exec(label)!;
  expect(Number(y)).toBeLessThan(15);
  await expect(form.getByTestId('focus-marker')).toHaveAttribute('style', new RegExp(`left: ${x}%; top: ${y}%`));
  await shoot(page, 'after-focus-field', picker);

  await form.getByRole('button', { name: 'Add Team Member' }).click();
  await expectToast(page, 'Team member added successfully!');
  await expect(form).toBeHidden();

  // The public card crops around that point, in the page the server rendered as well.
  const focused = `${x}% ${y}%`;
  expect(await portraitPosition(page, 'Dr. Ada Quantum')).toBe(focused);
  expect(focused).not.toBe('50% 50%');
  const served = await (await page.request.get('/team')).text();
  expect(served).toContain(`object-position:${focused}`);

  // The same card with the point back at the centre (before), then set again in the edit form (after).
  const [member] = await server.api<{ imageUrl: string }[]>('GET', '/api/team-members');
  await server.api('PUT', '/api/upload/image-focus', { url: member.imageUrl, x: 50, y: 50 });
  expect(await portraitPosition(page, 'Dr. Ada Quantum')).toBe('50% 50%');
  await shoot(page, 'before-focus-team', page.getByRole('img', { name: 'Portrait of Dr. Ada Quantum' }));

  await page.goto('/admin');
  await page.getByRole('button', { name: 'Edit Dr. Ada Quantum' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Team Member' });
  const current = edit.getByRole('group', { name: /^Focal point:/ });
  await expect(current).toHaveAccessibleName('Focal point: 50% from the left, 50% from the top');
  const editBox = (await current.boundingBox())!;
  await page.mouse.click(editBox.x + editBox.width * 0.5, editBox.y + editBox.height * 0.12);
  const again = /(\d+)% from the left, (\d+)% from the top/.exec((await current.getAttribute('aria-label'))!)!;
  await edit.getByRole('button', { name: 'Update Team Member' }).click();
  await expectToast(page, 'Team member updated successfully!');
  expect(await portraitPosition(page, 'Dr. Ada Quantum')).toBe(`${again[1]}% ${again[2]}%`);
  await shoot(page, 'after-focus-team', page.getByRole('img', { name: 'Portrait of Dr. Ada Quantum' }));

  // An optional photo can be removed: the card then shows the initials.
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Edit Dr. Ada Quantum' }).click();
  await edit.getByRole('button', { name: 'Remove image' }).click();
  await expect(edit.getByText('The image will be removed when you save.')).toBeVisible();
  await edit.getByRole('button', { name: 'Update Team Member' }).click();
  await expectToast(page, 'Team member updated successfully!');
  await expect(page.getByRole('listitem').filter({ hasText: 'Dr. Ada Quantum' }).getByText('No Image')).toBeVisible();
});

test('a 19 MB photo is refused before any upload, naming the 10 MB limit', async ({ page, server }, testInfo) => {
  const uploads: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/upload/image')) uploads.push(req.url());
  });
  await signIn(page, server);
  // The form learns the server's limits as it opens.
  const limits = page.waitForResponse((res) => res.url().endsWith('/api/upload/limits'));
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const form = page.getByRole('dialog', { name: 'Add Team Member' });
  await fillMember(form, 'Big File');
  await limits;
  // Made on disk: the browser reads a file by its path, as when an editor picks one.
  const big = Buffer.alloc(Math.round(19.2 * 1024 * 1024));
  portrait().copy(big);
  const path = testInfo.outputPath('huge.png');
  writeFileSync(path, big);
  await form.getByLabel('Profile image').setInputFiles(path);

  const why = 'huge.png is 19.2 MB; images can be at most 10 MB';
  await expectToast(page, 'File too large', why);
  await expect(form.locator('#team-imageFile-error')).toHaveText(why);
  await expect(form.getByRole('group', { name: /^Focal point:/ })).toHaveCount(0);
  expect(uploads).toEqual([]);

  // The bulk upload keeps it out of its list too, and says why; the other picture stays.
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await page.getByRole('tab', { name: /Gallery Images/ }).click();
  const bulk = page.getByRole('region', { name: 'Bulk Image Upload' });
  const small = testInfo.outputPath('small.png');
  writeFileSync(small, portrait());
  await bulk.getByLabel('Files').setInputFiles([path, small]);
  await expectToast(page, 'File too large', why);
  const list = bulk.getByRole('list', { name: 'Files to upload' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('small.png')).toBeVisible();
  expect(uploads).toEqual([]);
});

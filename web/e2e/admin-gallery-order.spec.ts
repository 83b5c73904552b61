import { expect, test } from './fixtures';
import { chooseOption, drag, expectToast, openTab, pdf, png, pngBytes, signIn } from './admin-helpers';
import type { Page } from '@playwright/test';

/** galleryTitles reads the public gallery's pictures, first to last, by their titles. */
async function galleryTitles(page: Page): Promise<string[]> {
  await page.goto('/gallery');
  const links = page.getByRole('link', { name: /^Open image: / });
  await expect(links.first()).toBeVisible();
  return (await links.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''))).map((label) =>
    label.replace(/^Open image: /, ''),
  );
}

test('bulk-uploaded pictures are renamed in the review list before visitors read their file names', async ({ page, server }) => {
  await server.api('POST', '/api/categories', { name: 'Events', description: '' });
  await signIn(page, server);
  await openTab(page, 'Gallery Images');
  const bulk = page.getByRole('region', { name: 'Bulk Image Upload' });
  await chooseOption(page, 'Folder', 'Events', bulk);
  await bulk.getByLabel('Files', { exact: true }).setInputFiles([
    png('IMG_20261003_101522.png', [200, 30, 30]),
    png('IMG_20261003_101547.png'),
    png('IMG_20261003_101610.png', [30, 30, 200]),
  ]);
  await bulk.getByRole('button', { name: 'Upload 3 files' }).click();
  // The spec's outcome and automatic words stay: the list starts from them.
  await expectToast(page, 'Upload Successful', 'Uploaded 3 file(s) to Events folder.');
  const review = bulk.getByRole('list', { name: 'Review the new images' });
  const rows = review.getByRole('listitem');
  await expect(rows).toHaveCount(3);
  const first = rows.filter({ hasText: 'IMG_20261003_101522.png' });
  await expect(first.getByLabel('Title')).toHaveValue('IMG_20261003_101522');
  await expect(first.getByLabel('Description')).toHaveText(/^Uploaded/);

  const words = [
    ['IMG_20261003_101522.png', 'Opening of the Vaduz clinic', 'The ribbon is cut.'],
    ['IMG_20261003_101547.png', 'Award night', 'The team on stage.'],
    ['IMG_20261003_101610.png', 'Team day', 'A day on the lake.'],
  ];
  for (const [file, title, description] of words) {
    const row = rows.filter({ hasText: file });
    await row.getByLabel('Title').fill(title);
    await row.getByLabel('Description').fill(description);
  }
  // An empty title is refused on its own row; the others are saved.
  await rows.filter({ hasText: 'IMG_20261003_101610.png' }).getByLabel('Title').fill('');
  await bulk.getByRole('button', { name: 'Save titles (3)' }).click();
  await expect(bulk.getByRole('status')).toHaveText('Saved 2 changes; 1 could not be saved, see the marked row.');
  const failed = rows.filter({ hasText: 'IMG_20261003_101610.png' });
  await expect(failed.getByText('Not saved')).toBeVisible();
  await expect(failed.getByText('Required')).toBeVisible();
  await failed.getByLabel('Title').fill('Team day');
  await bulk.getByRole('button', { name: 'Save titles (1)' }).click();
  await expect(bulk.getByRole('status')).toHaveText('Saved 1 change.');
  await expect(rows.getByText('Saved', { exact: true })).toHaveCount(3);

  // The panel's grid follows, and Done closes the list.
  const events = page.getByRole('region', { name: 'Folder Events' });
  for (const [, title] of words) await expect(events.getByRole('img', { name: title })).toBeVisible();
  await bulk.getByRole('button', { name: 'Done' }).click();
  await expect(review).toHaveCount(0);

  const images = await server.api<{ title: string; description: string }[]>('GET', '/api/gallery/images');
  expect(images.map((i) => [i.title, i.description])).toEqual(words.map(([, t, d]) => [t, d]));
  const shown = await galleryTitles(page);
  expect(shown).toEqual(['Opening of the Vaduz clinic', 'Award night', 'Team day']);
  await expect(page.getByText(/IMG_2026/)).toHaveCount(0);
});

test('the review list survives a visit to another tab, and Done with unsaved titles asks first', async ({ page, server }) => {
  await server.api('POST', '/api/categories', { name: 'Catalogues', description: '' });
  await signIn(page, server);
  await openTab(page, 'Downloads');
  const bulk = page.getByRole('region', { name: 'Bulk File Upload' });
  await chooseOption(page, 'Folder', 'Catalogues', bulk);
  await bulk.getByLabel('Files', { exact: true }).setInputFiles([pdf('scan_0001.pdf'), pdf('scan_0002.pdf')]);
  await bulk.getByRole('button', { name: 'Upload 2 files' }).click();
  const rows = bulk.getByRole('list', { name: 'Review the new downloads' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await rows.filter({ hasText: 'scan_0001.pdf' }).getByLabel('Title').fill('Price list 2026');
  // Another tab of the panel on the way loses nothing: the list and the edit are there again.
  await openTab(page, 'Gallery Images');
  await openTab(page, 'Downloads');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'scan_0001.pdf' }).getByLabel('Title')).toHaveValue('Price list 2026');
  await bulk.getByRole('button', { name: 'Done' }).click();
  await expect(bulk.getByRole('alert')).toHaveText('1 change is not saved. Save titles, or press Done again to leave it as before.');
  await bulk.getByRole('button', { name: 'Save titles (1)' }).click();
  await expect(bulk.getByRole('status')).toHaveText('Saved 1 change.');
  await bulk.getByRole('button', { name: 'Done' }).click();
  await expect(rows).toHaveCount(0);
  // Once done, the list is gone for good.
  await page.reload();
  await expect(bulk.getByRole('list', { name: 'Review the new downloads' })).toHaveCount(0);
  const papers = await server.api<{ title: string }[]>('GET', '/api/research-papers');
  expect(papers.map((p) => p.title).sort()).toEqual(['Price list 2026', 'scan_0002']);
});

test('gallery images are reordered in the panel, and the gallery shows that order', async ({ page, server }) => {
  const colours: Array<[number, number, number]> = [[200, 30, 30], [30, 200, 30], [30, 30, 200]];
  for (const [i, title] of ['Entrance', 'Device', 'Treatment room'].entries()) {
    const { url } = await server.upload('/api/upload/image', 'image', `${i}.png`, 'image/png', new Uint8Array(pngBytes(colours[i], 32)));
    await server.api('POST', '/api/gallery/images', { title, description: 'x', imageUrl: url, category: 'Clinics' });
  }
  await server.api('POST', '/api/categories', { name: 'Clinics', description: '' });
  expect(await galleryTitles(page)).toEqual(['Entrance', 'Device', 'Treatment room']);

  await signIn(page, server);
  await openTab(page, 'Gallery Images');
  const clinics = page.getByRole('region', { name: 'Folder Clinics' });
  await clinics.getByRole('button', { name: 'Move Treatment room up' }).click();
  await expect(clinics.getByRole('heading', { level: 4 })).toHaveText(['Entrance', 'Treatment room', 'Device']);
  await drag(
    page,
    clinics.getByRole('button', { name: 'Drag to reorder Device' }),
    clinics.getByRole('listitem').filter({ hasText: 'Entrance' }),
    'Device is over position 1 of 3.',
  );
  await expect(clinics.getByRole('heading', { level: 4 })).toHaveText(['Device', 'Entrance', 'Treatment room']);
  await expect.poll(async () => (await server.api<{ title: string }[]>('GET', '/api/gallery/images')).map((i) => i.title)).toEqual([
    'Device',
    'Entrance',
    'Treatment room',
  ]);
  expect(await galleryTitles(page)).toEqual(['Device', 'Entrance', 'Treatment room']);
});

test('a folder of gallery pictures is not offered in Downloads, nor a download folder in the gallery', async ({ page, server }) => {
  for (const name of ['Events', 'Catalogues', 'New folder']) await server.api('POST', '/api/categories', { name, description: '' });
  const { url } = await server.upload('/api/upload/image', 'image', 'a.png', 'image/png', new Uint8Array(pngBytes()));
  await server.api('POST', '/api/gallery/images', { title: 'Opening', description: 'x', imageUrl: url, category: 'Events' });
  await server.api('POST', '/api/research-papers', {
    title: 'Price list', description: 'x', pdfUrl: url, category: 'Catalogues', authors: '', journal: '', publicationDate: '', orderIndex: 0,
  });
  await signIn(page, server);

  await openTab(page, 'Downloads');
  await expect(page.getByRole('region', { name: 'Folder Catalogues' })).toBeVisible();
  // An empty folder can be filled from either place.
  await expect(page.getByRole('region', { name: 'Folder New folder' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Folder Events' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Download' }).click();
  await page.getByLabel('Folder *', { exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['Catalogues', 'New folder']);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Add Download' }).getByRole('button', { name: 'Cancel' }).click();

  await openTab(page, 'Gallery Images');
  await expect(page.getByRole('region', { name: 'Folder Events' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Folder New folder' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Folder Catalogues' })).toHaveCount(0);
  const bulk = page.getByRole('region', { name: 'Bulk Image Upload' });
  await bulk.getByLabel('Folder', { exact: true }).click();
  await expect(page.getByRole('option')).toHaveText(['Events', 'New folder']);
});

test('gallery videos are reordered in the panel, and the video gallery shows that order', async ({ page, server }) => {
  await server.api('POST', '/api/categories', { name: 'Talks', description: '' });
  for (const title of ['Founder interview', 'Workshop', 'Clinic tour']) {
    await server.api('POST', '/api/gallery/videos', { title, description: 'x', youtubeId: 'dQw4w9WgXcQ', category: 'Talks' });
  }
  await signIn(page, server);
  await openTab(page, 'Gallery Videos');
  await page.getByRole('button', { name: 'Move Clinic tour up' }).click();
  await page.getByRole('button', { name: 'Move Clinic tour up' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveText(['Clinic tour', 'Founder interview', 'Workshop']);
  await expect.poll(async () => (await server.api<{ title: string }[]>('GET', '/api/gallery/videos')).map((v) => v.title)).toEqual([
    'Clinic tour',
    'Founder interview',
    'Workshop',
  ]);

  await page.goto('/gallery');
  await page.getByRole('tab', { name: 'Video Gallery' }).click();
  const videos = page.getByRole('button', { name: /^Play video: / });
  await expect(videos).toHaveCount(3);
  expect(await videos.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual([
    'Play video: Clinic tour',
    'Play video: Founder interview',
    'Play video: Workshop',
  ]);
});

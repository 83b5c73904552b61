import { expect, test } from './fixtures';
import { chooseOption, confirmDelete, dropFiles, expectToast, openTab, pdf, png, pngBytes, signIn } from './admin-helpers';

test('gallery images: create a folder, add, edit and delete an image, as the gallery shows', async ({ page, server }) => {
  await signIn(page, server);
  await openTab(page, 'Gallery Images');

  await page.getByRole('button', { name: 'Create Folder' }).click();
  const folderForm = page.getByRole('dialog', { name: 'Create Folder' });
  await folderForm.getByLabel('Folder name').fill('Clinics');
  await folderForm.getByLabel('Description').fill('Our partner clinics');
  await folderForm.getByRole('button', { name: 'Create Folder' }).click();
  await expectToast(page, 'Folder added successfully!');
  const clinics = page.getByRole('region', { name: 'Folder Clinics' });
  await expect(clinics.getByText('No images in this folder yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add Image' }).click();
  const form = page.getByRole('dialog', { name: 'Add Image' });
  // The one folder there is, chosen already.
  await expect(form.getByLabel('Folder *', { exact: true })).toHaveText('Clinics');
  await form.getByRole('button', { name: 'Add Image' }).click();
  await expect(form.getByText('Required')).toHaveCount(3);
  await form.getByLabel('Title').fill('Therapy room');
  await form.getByLabel('Description').fill('The treatment room in Vaduz');
  await chooseOption(page, 'Folder *', 'Clinics');
  await form.getByLabel('Image file').setInputFiles(png('room.png'));
  await form.getByRole('button', { name: 'Add Image' }).click();
  await expectToast(page, 'Gallery image added successfully!');
  await expect(clinics.getByText('1 image')).toBeVisible();
  await expect(clinics.getByRole('img', { name: 'Therapy room' })).toBeVisible();

  await page.goto('/gallery');
  await expect(page.getByRole('img', { name: 'Therapy room' }).first()).toBeVisible();

  // Editing without a new file keeps the picture.
  await page.goto('/admin?tab=images');
  await page.getByRole('button', { name: 'Edit Therapy room' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Image' });
  await edit.getByLabel('Title').fill('Treatment room');
  await edit.getByRole('button', { name: 'Update Image' }).click();
  await expectToast(page, 'Gallery image updated successfully!');
  await expect(clinics.getByRole('img', { name: 'Treatment room' })).toBeVisible();
  const [image] = await server.api<{ imageUrl: string }[]>('GET', '/api/gallery/images');
  expect(image.imageUrl).toMatch(/^\/uploads\//);

  await page.goto('/gallery');
  await expect(page.getByRole('img', { name: 'Treatment room' }).first()).toBeVisible();

  await page.goto('/admin?tab=images');
  await page.getByRole('button', { name: 'Delete Treatment room' }).click();
  await confirmDelete(page);
  await expectToast(page, 'Gallery image deleted successfully!');
  await expect(clinics.getByText('No images in this folder yet.')).toBeVisible();
  await page.goto('/gallery');
  await expect(page.getByRole('img', { name: 'Treatment room' })).toHaveCount(0);
});

test('gallery images: a bulk upload creates one image per file, and a refused file makes it partial', async ({ page, server }) => {
  await server.api('POST', '/api/categories', { name: 'Events', description: '' });
  await signIn(page, server);
  await openTab(page, 'Gallery Images');
  const bulk = page.getByRole('region', { name: 'Bulk Image Upload' });

  await bulk.getByRole('button', { name: /^Upload/ }).click();
  await expectToast(page, 'Upload Error', 'Please select files and a category');

  await chooseOption(page, 'Folder', 'Events', bulk);
  await bulk.getByLabel('Files', { exact: true }).setInputFiles([png('opening.png', [200, 30, 30]), png('award night.png'), png('team-day.png', [30, 30, 200])]);
  await expect(bulk.getByRole('list', { name: 'Files to upload' }).getByRole('listitem')).toHaveCount(3);
  // A bar per file and one overall.
  await expect(bulk.getByRole('progressbar', { name: 'Overall upload progress' })).toBeVisible();
  await expect(bulk.getByRole('progressbar', { name: /^Upload progress of / })).toHaveCount(3);
  await bulk.getByRole('button', { name: 'Upload 3 files' }).click();
  await expectToast(page, 'Upload Successful', 'Uploaded 3 file(s) to Events folder.');
  const events = page.getByRole('region', { name: 'Folder Events' });
  await expect(events.getByText('3 images')).toBeVisible();
  for (const title of ['opening', 'award night', 'team-day']) await expect(events.getByRole('img', { name: title })).toBeVisible();
  const images = await server.api<{ title: string; description: string; category: string }[]>('GET', '/api/gallery/images');
  expect(images).toHaveLength(3);
  for (const img of images) {
    expect(img.category).toBe('Events');
    expect(img.description).toMatch(/^Uploaded/);
  }

  // A text file is skipped at once; a text file named .png is refused by the server.
  await bulk.getByLabel('Files', { exact: true }).setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just text') }]);
  await expectToast(page, 'Some files were skipped', 'Only images (JPG, PNG, GIF, WebP, SVG) are supported');
  await bulk.getByLabel('Files', { exact: true }).setInputFiles([
    png('stage.png'),
    { name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('this is not a picture at all') },
    png('crowd.png'),
  ]);
  await bulk.getByRole('button', { name: 'Upload 3 files' }).click();
  await expectToast(page, 'Partial Upload', '2 of 3 files uploaded successfully.');
  await expect(events.getByText('5 images')).toBeVisible();
  await expect(bulk.getByRole('listitem').filter({ hasText: 'fake.png' }).getByText('Failed')).toBeVisible();

  await page.goto('/gallery');
  await expect(page.getByRole('img', { name: 'crowd' }).first()).toBeVisible();
});

test('gallery videos: add, edit and delete a video, as the gallery shows', async ({ page, server }) => {
  await server.api('POST', '/api/categories', { name: 'Interviews', description: '' });
  await signIn(page, server);
  await openTab(page, 'Gallery Videos');

  await page.getByRole('button', { name: 'Add Video' }).click();
  const form = page.getByRole('dialog', { name: 'Add Video' });
  await expect(form.getByLabel('Folder *', { exact: true })).toHaveText('Interviews');
  await form.getByRole('button', { name: 'Add Video' }).click();
  await expect(form.getByText('Required')).toHaveCount(3);
  await form.getByLabel('Title').fill('Founder interview');
  await form.getByLabel('Description').fill('How the therapy began');
  await form.getByLabel('YouTube video ID or link').fill('https://youtu.be/dQw4w9WgXcQ');
  await chooseOption(page, 'Folder *', 'Interviews');
  await form.getByRole('button', { name: 'Add Video' }).click();
  await expectToast(page, 'Gallery video added successfully!');
  // The player loads when asked, from the id the server took out of the pasted link.
  await page.getByRole('button', { name: 'Play Founder interview' }).click();
  await expect(page.locator('iframe[title="Founder interview"]')).toHaveAttribute('src', /embed\/dQw4w9WgXcQ/);

  await page.goto('/gallery');
  await page.getByRole('tab', { name: 'Video Gallery' }).click();
  await expect(page.getByText('Founder interview').first()).toBeVisible();

  await page.goto('/admin?tab=videos');
  await page.getByRole('button', { name: 'Edit Founder interview' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Video' });
  await edit.getByLabel('Title').fill('Founder interview 1996');
  await edit.getByRole('button', { name: 'Update Video' }).click();
  await expectToast(page, 'Gallery video updated successfully!');
  await expect(page.getByRole('button', { name: 'Play Founder interview 1996' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Founder interview 1996' }).click();
  await confirmDelete(page);
  await expectToast(page, 'Gallery video deleted successfully!');
  await expect(page.getByRole('button', { name: /^Play / })).toHaveCount(0);
  await page.goto('/gallery');
  await page.getByRole('tab', { name: 'Video Gallery' }).click();
  await expect(page.getByText('No videos found in this category.')).toBeVisible();
});

test('deleting a folder asks first, then removes its images and downloads too', async ({ page, server }) => {
  await server.api('POST', '/api/categories', { name: 'Archive', description: '' });
  const { url: imageUrl } = await server.upload('/api/upload/image', 'image', 'old.png', 'image/png', new Uint8Array(pngBytes()));
  await server.api('POST', '/api/gallery/images', { title: 'Old photo', description: 'x', imageUrl, category: 'Archive' });
  await server.api('POST', '/api/research-papers', {
    title: 'Old paper', description: 'x', pdfUrl: imageUrl, category: 'Archive', authors: '', journal: '', publicationDate: '', orderIndex: 0,
  });
  await signIn(page, server);
  await openTab(page, 'Downloads');
  const archive = page.getByRole('region', { name: 'Folder Archive' });
  await expect(archive.getByText('1 file')).toBeVisible();

  // Cancelling keeps everything.
  await archive.getByRole('button', { name: 'Delete folder Archive' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Deleting it also deletes 1 gallery image and 1 download; restoring the folder brings them back. It goes to the trash, where it can be restored for 30 days.');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(archive).toBeVisible();

  await archive.getByRole('button', { name: 'Delete folder Archive' }).click();
  await confirmDelete(page, '1 gallery image and 1 download');
  await expectToast(page, 'Folder deleted successfully!');
  await expect(archive).toHaveCount(0);
  await expect(page.getByText('No downloads yet')).toBeVisible();
  await openTab(page, 'Gallery Images');
  await expect(page.getByRole('region', { name: 'Folder Archive' })).toHaveCount(0);
  expect(await server.api('GET', '/api/gallery/images')).toEqual([]);
  expect(await server.api('GET', '/api/research-papers')).toEqual([]);
  await page.goto('/gallery');
  await expect(page.getByRole('img', { name: 'Old photo' })).toHaveCount(0);
});

test('gallery images: a bulk pick keeps only the pictures the server takes, however the files arrive', async ({ page, server }) => {
  await server.api('POST', '/api/categories', { name: 'Events', description: '' });
  await signIn(page, server);
  await openTab(page, 'Gallery Images');
  const bulk = page.getByRole('region', { name: 'Bulk Image Upload' });
  const queue = bulk.getByRole('list', { name: 'Files to upload' }).getByRole('listitem');
  await chooseOption(page, 'Folder', 'Events', bulk);

  // Dropped on the input, the files pass its accept list: a PDF, a PDF without a type, a BMP.
  await dropFiles(bulk.getByLabel('Files', { exact: true }), [
    png('stage.png'),
    pdf('programme.pdf'),
    { ...pdf('flyer.pdf'), mimeType: '' },
    { name: 'scan.bmp', mimeType: 'image/bmp', buffer: Buffer.from('BM not really') },
  ]);
  await expectToast(page, 'Some files were skipped', 'Only images (JPG, PNG, GIF, WebP, SVG) are supported');
  await expect(queue).toHaveText([/stage\.png/]);
  await bulk.getByRole('button', { name: 'Upload 1 file' }).click();
  await expectToast(page, 'Upload Successful', 'Uploaded 1 file(s) to Events folder.');
  const images = await server.api<{ title: string }[]>('GET', '/api/gallery/images');
  expect(images.map((i) => i.title)).toEqual(['stage']);
});

test('gallery images: a bulk upload whose every file fails is a partial upload of 0, not a general failure', async ({ page, server }) => {
  await server.api('POST', '/api/categories', { name: 'Events', description: '' });
  await signIn(page, server);
  await openTab(page, 'Gallery Images');
  const bulk = page.getByRole('region', { name: 'Bulk Image Upload' });
  await chooseOption(page, 'Folder', 'Events', bulk);
  const fake = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await bulk.getByLabel('Files', { exact: true }).setInputFiles([fake('one.png'), fake('two.png')]);
  await bulk.getByRole('button', { name: 'Upload 2 files' }).click();
  await expectToast(page, 'Partial Upload', '0 of 2 files uploaded successfully.');
  await expect(bulk.getByText('Failed', { exact: true })).toHaveCount(2);
});

test('the bulk upload follows its folder through a rename and forgets it once deleted', async ({ page, server }) => {
  await server.api('POST', '/api/categories', { name: 'Events', description: '' });
  await server.api('POST', '/api/categories', { name: 'Spare', description: '' });
  await signIn(page, server);
  await openTab(page, 'Gallery Images');
  const bulk = page.getByRole('region', { name: 'Bulk Image Upload' });
  const bulkFolder = bulk.getByLabel('Folder', { exact: true });
  await chooseOption(page, 'Folder', 'Events', bulk);

  await page.getByRole('region', { name: 'Folder Events' }).getByRole('button', { name: 'Edit folder Events' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Folder' });
  await edit.getByLabel('Folder name').fill('Events 2025');
  await edit.getByRole('button', { name: 'Update Folder' }).click();
  await expectToast(page, 'Folder updated successfully!');
  await expect(bulkFolder).toHaveText('Events 2025');
  await bulk.getByLabel('Files', { exact: true }).setInputFiles([png('gala.png')]);
  await bulk.getByRole('button', { name: 'Upload 1 file' }).click();
  await expectToast(page, 'Upload Successful', 'Uploaded 1 file(s) to Events 2025 folder.');

  await page.getByRole('region', { name: 'Folder Events 2025' }).getByRole('button', { name: 'Delete folder Events 2025' }).click();
  await confirmDelete(page);
  await expectToast(page, 'Folder deleted successfully!');
  await expect(bulkFolder).toHaveText('Choose a folder');
  await bulk.getByLabel('Files', { exact: true }).setInputFiles([png('late.png')]);
  await bulk.getByRole('button', { name: 'Upload 1 file' }).click();
  await expectToast(page, 'Upload Error', 'Please select files and a category');
  expect(await server.api('GET', '/api/gallery/images')).toEqual([]);
});

test('editing an image or a video whose folder is gone shows where it is, and can file it anew', async ({ page, server }) => {
  await server.api('POST', '/api/categories', { name: 'Clinics', description: '' });
  const { url: imageUrl } = await server.upload('/api/upload/image', 'image', 'old.png', 'image/png', new Uint8Array(pngBytes()));
  await server.api('POST', '/api/gallery/images', { title: 'Old photo', description: 'x', imageUrl, category: 'Archive' });
  await server.api('POST', '/api/gallery/videos', { title: 'Old talk', description: 'x', youtubeId: 'dQw4w9WgXcQ', category: 'Archive' });
  await signIn(page, server);

  await openTab(page, 'Gallery Images');
  await page.getByRole('button', { name: 'Edit Old photo' }).click();
  const image = page.getByRole('dialog', { name: 'Edit Image' });
  await expect(image.getByLabel('Folder *', { exact: true })).toHaveText('Archive');
  await chooseOption(page, 'Folder *', 'Clinics', image);
  await image.getByRole('button', { name: 'Update Image' }).click();
  await expectToast(page, 'Gallery image updated successfully!');
  await expect(page.getByRole('region', { name: 'Folder Clinics' }).getByRole('img', { name: 'Old photo' })).toBeVisible();

  await openTab(page, 'Gallery Videos');
  await page.getByRole('button', { name: 'Edit Old talk' }).click();
  const video = page.getByRole('dialog', { name: 'Edit Video' });
  await expect(video.getByLabel('Folder *', { exact: true })).toHaveText('Archive');
});

test('renaming or deleting a folder refreshes the gallery videos, in the panel and on the public gallery', async ({ page, server }) => {
  await server.api('POST', '/api/categories', { name: 'Interviews', description: '' });
  await server.api('POST', '/api/gallery/videos', { title: 'Founder talk', description: 'x', youtubeId: 'dQw4w9WgXcQ', category: 'Interviews' });
  await page.route(/ytimg/, (route) => route.fulfill({ status: 404, body: '' }));
  await signIn(page, server);
  await openTab(page, 'Gallery Videos');
  const card = page.getByRole('listitem').filter({ hasText: 'Founder talk' });
  await expect(card.getByText('Interviews', { exact: true })).toBeVisible();

  await openTab(page, 'Gallery Images');
  await page.getByRole('button', { name: 'Edit folder Interviews' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Folder' });
  await edit.getByLabel('Folder name').fill('Talks');
  await edit.getByRole('button', { name: 'Update Folder' }).click();
  await expectToast(page, 'Folder updated successfully!');
  await openTab(page, 'Gallery Videos');
  await expect(card.getByText('Talks', { exact: true })).toBeVisible();

  // The public gallery reads the same cached lists: its filter row names the new folder.
  await page.getByRole('link', { name: 'View site' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Gallery', exact: true }).click();
  await expect(page).toHaveURL(/\/gallery$/);
  await page.getByRole('tab', { name: 'Video Gallery' }).click();
  await expect(page.getByText('Founder talk').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Talks', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Interviews', exact: true })).toHaveCount(0);

  // The server decides whether a deleted folder's videos go with it; the panel shows what it kept.
  await page.goto('/admin?tab=videos');
  await expect(card).toBeVisible();
  await openTab(page, 'Gallery Images');
  await page.getByRole('button', { name: 'Delete folder Talks' }).click();
  await confirmDelete(page);
  await expectToast(page, 'Folder deleted successfully!');
  const kept = await server.api<unknown[]>('GET', '/api/gallery/videos');
  await openTab(page, 'Gallery Videos');
  await expect(page.getByRole('button', { name: /^Play / })).toHaveCount(kept.length);
});

test('a video card steps its thumbnail down in quality, as the public gallery does', async ({ page, server }) => {
  await server.api('POST', '/api/categories', { name: 'Interviews', description: '' });
  await server.api('POST', '/api/gallery/videos', { title: 'Founder talk', description: 'x', youtubeId: 'dQw4w9WgXcQ', category: 'Interviews' });
  const asked: string[] = [];
  await page.route(/ytimg/, (route) => {
    const quality = new URL(route.request().url()).pathname.split('/').pop()!;
    asked.push(quality);
    if (quality === 'mqdefault.jpg') return route.fulfill({ status: 200, contentType: 'image/png', body: pngBytes([90, 90, 90], 320) });
    return route.fulfill({ status: 404, body: '' });
  });
  await signIn(page, server);
  await openTab(page, 'Gallery Videos');
  const thumbnail = page.getByRole('button', { name: 'Play Founder talk' }).locator('img');
  await expect(thumbnail).toHaveAttribute('src', /\/dQw4w9WgXcQ\/mqdefault\.jpg$/);
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  expect(asked.slice(0, 3)).toEqual(['maxresdefault.jpg', 'hqdefault.jpg', 'mqdefault.jpg']);
});

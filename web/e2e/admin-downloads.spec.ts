import { expect, test, type QrsServer } from './fixtures';
import type { Page } from '@playwright/test';
import { chooseOption, confirmDelete, drag, dropFiles, expectToast, openTab, pdf, pdfBytes, png, signIn } from './admin-helpers';

test('downloads: add a PDF, reorder, edit and delete, as the downloads page shows', async ({ page, server }) => {
  await signIn(page, server);
  await openTab(page, 'Downloads');
  await expect(page.getByText('No downloads yet')).toBeVisible();

  await page.getByRole('button', { name: 'Create Folder' }).click();
  const folderForm = page.getByRole('dialog', { name: 'Create Folder' });
  await folderForm.getByLabel('Folder name').fill('Research Papers');
  await folderForm.getByRole('button', { name: 'Create Folder' }).click();
  await expectToast(page, 'Folder added successfully!');

  await page.getByRole('button', { name: 'Add Download' }).click();
  const form = page.getByRole('dialog', { name: 'Add Download' });
  // The one folder there is, chosen already.
  await expect(form.getByLabel('Folder *', { exact: true })).toHaveText('Research Papers');
  await form.getByRole('button', { name: 'Add Download' }).click();
  await expect(form.getByText('Required')).toHaveCount(3);
  // A file of another kind is refused with the spec's message.
  await form.getByLabel('File (PDF or image)').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expectToast(page, 'Invalid file type', 'Please select a PDF file or image (JPG, PNG, GIF, WebP, SVG)');
  await form.getByLabel('Title').fill('Ion transport study');
  await form.getByLabel('Description').fill('Effects on cell metabolism');
  await chooseOption(page, 'Folder *', 'Research Papers');
  await form.getByLabel('Authors').fill('A. Quantum, B. Field');
  await form.getByLabel('Journal').fill('Journal of Resonance');
  await form.getByLabel('Publication date').fill('2021-03-04');
  await form.getByLabel('File (PDF or image)').setInputFiles(pdf('ion-transport.pdf'));
  await form.getByRole('button', { name: 'Add Download' }).click();
  await expectToast(page, 'Download added successfully!');
  const folder = page.getByRole('region', { name: 'Folder Research Papers' });
  const study = folder.getByRole('listitem').filter({ hasText: 'Ion transport study' });
  await expect(study.getByText('PDF', { exact: true })).toBeVisible();
  await expect(study.getByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', /^\/uploads\/.*\.pdf$/);

  // A second file, an image, shows the image badge and link.
  await page.getByRole('button', { name: 'Add Download' }).click();
  await form.getByLabel('Title').fill('Device catalogue');
  await form.getByLabel('Description').fill('All device lines');
  await chooseOption(page, 'Folder *', 'Research Papers');
  await form.getByLabel('File (PDF or image)').setInputFiles(png('catalogue.png'));
  await form.getByRole('button', { name: 'Add Download' }).click();
  await expectToast(page, 'Download added successfully!');
  const catalogue = folder.getByRole('listitem').filter({ hasText: 'Device catalogue' });
  await expect(catalogue.getByText('Image', { exact: true })).toBeVisible();
  await expect(catalogue.getByRole('link', { name: /View Image/ })).toBeVisible();

  await page.goto('/downloads');
  await expect(page.getByText('Ion transport study')).toBeVisible();
  await expect(page.getByText('Device catalogue')).toBeVisible();

  // Moving the catalogue to the bottom or top changes the public order.
  await page.goto('/admin?tab=downloads');
  const titles = async () => (await server.api<{ title: string; orderIndex: number }[]>('GET', '/api/research-papers'))
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .map((p) => p.title);
  const firstTitle = (await folder.getByRole('listitem').first().getByRole('heading').innerText()).trim();
  const secondTitle = firstTitle === 'Device catalogue' ? 'Ion transport study' : 'Device catalogue';
  await page.getByRole('button', { name: `Move ${secondTitle} up` }).click();
  await expect(page.getByRole('button', { name: `Move ${secondTitle} up` })).toBeDisabled();
  await expect.poll(titles).toEqual([secondTitle, firstTitle]);
  await page.goto('/downloads');
  const text = await page.locator('main').innerText();
  expect(text.indexOf(secondTitle)).toBeLessThan(text.indexOf(firstTitle));

  await page.goto('/admin?tab=downloads');
  await page.getByRole('button', { name: 'Edit Ion transport study' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Download' });
  await expect(edit.getByLabel('Journal')).toHaveValue('Journal of Resonance');
  await edit.getByLabel('Title').fill('Ion transport study (2021)');
  await edit.getByRole('button', { name: 'Update Download' }).click();
  await expectToast(page, 'Download updated successfully!');
  await expect(folder.getByText('Ion transport study (2021)')).toBeVisible();
  await page.goto('/downloads');
  await expect(page.getByText('Ion transport study (2021)')).toBeVisible();

  await page.goto('/admin?tab=downloads');
  await page.getByRole('button', { name: 'Delete Ion transport study (2021)' }).click();
  await confirmDelete(page);
  await expectToast(page, 'Download deleted successfully!');
  await page.getByRole('button', { name: 'Delete Device catalogue' }).click();
  await confirmDelete(page);
  await expectToast(page, 'Download deleted successfully!');
  await expect(page.getByText('No downloads yet')).toBeVisible();
  await page.goto('/downloads');
  await expect(page.getByText('Ion transport study')).toHaveCount(0);
});

test('downloads: a bulk upload routes PDFs and images, then a refused file makes it partial', async ({ page, server }) => {
  await server.api('POST', '/api/categories', { name: 'Catalogues', description: '' });
  await signIn(page, server);
  await openTab(page, 'Downloads');
  const bulk = page.getByRole('region', { name: 'Bulk File Upload' });
  await chooseOption(page, 'Folder', 'Catalogues', bulk);
  await bulk.getByLabel('Files', { exact: true }).setInputFiles([pdf('Home device.pdf'), pdf('Clinical device.pdf'), png('Wellness line.png')]);
  await bulk.getByRole('button', { name: 'Upload 3 files' }).click();
  await expectToast(page, 'Upload Successful', 'Uploaded 3 file(s) to Catalogues folder.');
  const papers = await server.api<{ title: string; pdfUrl: string; description: string; orderIndex: number; authors: string }[]>(
    'GET',
    '/api/research-papers',
  );
  expect(papers.map((p) => p.title).sort()).toEqual(['Clinical device', 'Home device', 'Wellness line']);
  for (const p of papers) {
    expect(p.description).toMatch(/^Uploaded/);
    expect(p.orderIndex).toBe(0);
    expect(p.authors).toBe('');
    expect(p.pdfUrl).toMatch(p.title === 'Wellness line' ? /^\/uploads\/(?!.*\.pdf$)/ : /^\/uploads\/.*\.pdf$/);
  }
  const folder = page.getByRole('region', { name: 'Folder Catalogues' });
  await expect(folder.getByText('3 files')).toBeVisible();

  await bulk.getByLabel('Files', { exact: true }).setInputFiles([
    pdf('Device specification sheet.pdf'),
    { name: 'broken.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text pretending to be a PDF') },
  ]);
  await bulk.getByRole('button', { name: 'Upload 2 files' }).click();
  await expectToast(page, 'Partial Upload', '1 of 2 files uploaded successfully.');
  await expect(folder.getByText('4 files')).toBeVisible();

  await page.goto('/downloads');
  await expect(page.getByText('Device specification sheet').first()).toBeVisible();
});

test('downloads: a bulk pick skips pictures the server refuses, and a PDF without a type goes up as a PDF', async ({ page, server }) => {
  await server.api('POST', '/api/categories', { name: 'Catalogues', description: '' });
  await signIn(page, server);
  await openTab(page, 'Downloads');
  const bulk = page.getByRole('region', { name: 'Bulk File Upload' });
  await chooseOption(page, 'Folder', 'Catalogues', bulk);
  await dropFiles(bulk.getByLabel('Files', { exact: true }), [
    { ...pdf('Price list.pdf'), mimeType: '' },
    { name: 'photo.heic', mimeType: 'image/heic', buffer: Buffer.from('not decodable here') },
    { name: 'scan.bmp', mimeType: 'image/bmp', buffer: Buffer.from('BM not really') },
    png('Wellness line.png'),
  ]);
  await expectToast(page, 'Some files were skipped', 'Only images and PDF files are supported');
  await expect(bulk.getByRole('list', { name: 'Files to upload' }).getByRole('listitem')).toHaveText([/Price list\.pdf/, /Wellness line\.png/]);
  await bulk.getByRole('button', { name: 'Upload 2 files' }).click();
  await expectToast(page, 'Upload Successful', 'Uploaded 2 file(s) to Catalogues folder.');
  const papers = await server.api<{ title: string; pdfUrl: string }[]>('GET', '/api/research-papers');
  expect(papers.find((p) => p.title === 'Price list')?.pdfUrl).toMatch(/^\/uploads\/.*\.pdf$/);
  const priceList = page.getByRole('region', { name: 'Folder Catalogues' }).getByRole('listitem').filter({ hasText: 'Price list' });
  await expect(priceList.getByText('PDF', { exact: true })).toBeVisible();
});

test('editing a download whose folder is gone shows where it is, keeps it there, or files it anew', async ({ page, server }) => {
  await server.api('POST', '/api/categories', { name: 'Papers', description: '' });
  const { url: pdfUrl } = await server.upload('/api/upload/pdf', 'pdf', 'old.pdf', 'application/pdf', new Uint8Array(pdf('old.pdf').buffer));
  await server.api('POST', '/api/research-papers', {
    title: 'Old study', description: 'x', pdfUrl, category: 'Old Papers', authors: '', journal: '', publicationDate: '', orderIndex: 0,
  });
  await signIn(page, server);
  await openTab(page, 'Downloads');

  await page.getByRole('button', { name: 'Edit Old study' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Download' });
  await expect(edit.getByLabel('Folder *', { exact: true })).toHaveText('Old Papers');
  await edit.getByLabel('Description').fill('Kept where it was');
  await edit.getByRole('button', { name: 'Update Download' }).click();
  await expectToast(page, 'Download updated successfully!');
  const [kept] = await server.api<{ category: string; description: string }[]>('GET', '/api/research-papers');
  expect(kept).toMatchObject({ category: 'Old Papers', description: 'Kept where it was' });

  await page.getByRole('button', { name: 'Edit Old study' }).click();
  await chooseOption(page, 'Folder *', 'Papers', edit);
  await edit.getByRole('button', { name: 'Update Download' }).click();
  await expectToast(page, 'Download updated successfully!');
  await expect(page.getByRole('region', { name: 'Folder Papers' }).getByText('Old study')).toBeVisible();
});

const STUDIES = ['Alpha study', 'Beta study', 'Gamma study'];

/** threeStudies seeds a Research Papers folder holding three PDFs in STUDIES order, and a Catalogues folder with one file. */
async function threeStudies(server: QrsServer): Promise<void> {
  await server.api('POST', '/api/categories', { name: 'Research Papers', description: '' });
  await server.api('POST', '/api/categories', { name: 'Catalogues', description: '' });
  const { url } = await server.upload('/api/upload/pdf', 'pdf', 'study.pdf', 'application/pdf', new Uint8Array(pdfBytes()));
  const paper = (title: string, category: string, orderIndex: number) => ({
    title, description: `About ${title}`, pdfUrl: url, category, authors: '', journal: '', publicationDate: '', orderIndex,
  });
  for (const [i, title] of STUDIES.entries()) await server.api('POST', '/api/research-papers', paper(title, 'Research Papers', i));
  await server.api('POST', '/api/research-papers', paper('Device catalogue', 'Catalogues', 0));
}

/** folderOrder is the titles of one admin folder's files, first to last. */
const folderOrder = (page: Page, folder: string) =>
  page.getByRole('region', { name: `Folder ${folder}` }).getByRole('listitem').getByRole('heading', { level: 4 }).allInnerTexts();

/** apiStudyOrder is the Research Papers titles in orderIndex order, as the API gives them. */
const apiStudyOrder = async (server: QrsServer) =>
  (await server.api<{ title: string; category: string; orderIndex: number }[]>('GET', '/api/research-papers'))
    .filter((p) => p.category === 'Research Papers')
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .map((p) => p.title);

/** expectPublicOrder checks the downloads page lists titles in this order. */
async function expectPublicOrder(page: Page, titles: string[]): Promise<void> {
  await page.goto('/downloads');
  await expect(page.getByText(titles[0], { exact: true })).toBeVisible();
  const text = await page.locator('main').innerText();
  const at = titles.map((t) => text.indexOf(t));
  expect(at.every((i) => i >= 0), `all of ${titles.join(', ')} on the page`).toBe(true);
  expect(at).toEqual([...at].sort((a, b) => a - b));
}

/** dragThirdStudyFirst drags Gamma study onto Alpha study's place and checks the order everywhere. */
async function dragThirdStudyFirst(page: Page, server: QrsServer, input: 'mouse' | 'touch'): Promise<void> {
  const folder = page.getByRole('region', { name: 'Folder Research Papers' });
  await expect.poll(() => folderOrder(page, 'Research Papers')).toEqual(STUDIES);
  await drag(
    page,
    folder.getByRole('button', { name: 'Drag to reorder Gamma study' }),
    folder.getByRole('listitem').filter({ hasText: 'Alpha study' }),
    'Gamma study is over position 1 of 3.',
    input,
  );
  const moved = ['Gamma study', 'Alpha study', 'Beta study'];
  await expect.poll(() => folderOrder(page, 'Research Papers')).toEqual(moved);
  await expect(folder.getByRole('button', { name: 'Move Gamma study up' })).toBeDisabled();
  await expect.poll(() => apiStudyOrder(server)).toEqual(moved);
  // The other folder is left as it was.
  expect(await folderOrder(page, 'Catalogues')).toEqual(['Device catalogue']);
  await expectPublicOrder(page, moved);
}

test('downloads: dragging the third file of a folder onto the first moves it first, as the downloads page and the API show', async ({ page, server }) => {
  await threeStudies(server);
  await signIn(page, server);
  await openTab(page, 'Downloads');
  await dragThirdStudyFirst(page, server, 'mouse');
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

  test('downloads: a finger on the grip drags a file to the top of its folder', async ({ page, server }) => {
    await threeStudies(server);
    await signIn(page, server);
    await openTab(page, 'Downloads');
    await dragThirdStudyFirst(page, server, 'touch');
  });
});

test('downloads: the grip moves a file by keyboard too (space, arrow, space), announcing where it goes', async ({ page, server }) => {
  await threeStudies(server);
  await signIn(page, server);
  await openTab(page, 'Downloads');
  const folder = page.getByRole('region', { name: 'Folder Research Papers' });
  await expect.poll(() => folderOrder(page, 'Research Papers')).toEqual(STUDIES);
  const grip = folder.getByRole('button', { name: 'Drag to reorder Alpha study' });
  await grip.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up Alpha study at position 1 of 3.', { exact: true })).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Alpha study is over position 2 of 3.', { exact: true })).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Alpha study dropped at position 2 of 3.', { exact: true })).toBeAttached();
  const moved = ['Beta study', 'Alpha study', 'Gamma study'];
  await expect.poll(() => folderOrder(page, 'Research Papers')).toEqual(moved);
  await expect.poll(() => apiStudyOrder(server)).toEqual(moved);
  await expect(grip).toBeFocused();
});

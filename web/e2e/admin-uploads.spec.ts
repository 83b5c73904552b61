import { expect, test } from './fixtures';
import { chooseOption, expectToast, openTab, png, signIn } from './admin-helpers';

test('a save shows Uploading... then Saving... on its disabled button', async ({ page, server }) => {
  await signIn(page, server);
  // Hold each call until the test has seen the busy state it causes.
  let releaseUpload!: () => void;
  let releaseSave!: () => void;
  const uploadHeld = new Promise<void>((ok) => (releaseUpload = ok));
  const saveHeld = new Promise<void>((ok) => (releaseSave = ok));
  await page.route('**/api/upload/image', async (route) => {
    await uploadHeld;
    await route.continue();
  });
  await page.route('**/api/team-members', async (route) => {
    if (route.request().method() === 'POST') await saveHeld;
    await route.continue();
  });

  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const form = page.getByRole('dialog', { name: 'Add Team Member' });
  await form.getByLabel('Name').fill('Clara Busy');
  await form.getByLabel('Title').fill('Coordinator');
  await form.getByLabel('Company').fill('QRS');
  await form.getByLabel('Description').fill('Keeps things moving.');
  await form.getByLabel('Profile image').setInputFiles(png('clara.png'));
  await form.getByRole('button', { name: 'Add Team Member' }).click();
  await expect(form.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  releaseUpload();
  await expect(form.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  releaseSave();
  await expectToast(page, 'Team member added successfully!');
});

test('upload failures speak the spec: a refused picture, and a refused file', async ({ page, server }) => {
  await server.api('POST', '/api/categories', { name: 'Papers', description: '' });
  await signIn(page, server);

  // A text file named .png passes the picker but the server reads its bytes and refuses it.
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const team = page.getByRole('dialog', { name: 'Add Team Member' });
  await team.getByLabel('Name').fill('Dan Fake');
  await team.getByLabel('Title').fill('Tester');
  await team.getByLabel('Company').fill('QRS');
  await team.getByLabel('Description').fill('Tries odd files.');
  await team.getByLabel('Profile image').setInputFiles({ name: 'dan.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await team.getByRole('button', { name: 'Add Team Member' }).click();
  // The toast gives the server's reason, not a generic 'try again'.
  await expectToast(page, 'Image upload failed', 'File type not allowed: only PDF, JPEG, PNG, GIF, WebP and SVG files are accepted');
  await expect(team).toBeVisible();
  expect(await server.api('GET', '/api/team-members')).toEqual([]);
  await team.getByRole('button', { name: 'Cancel' }).click();
  // The form holds typed text, so Cancel asks first.
  await page.getByRole('alertdialog', { name: 'Leave without saving?' }).getByRole('button', { name: 'Leave' }).click();
  await expect(team).toBeHidden();

  await openTab(page, 'Downloads');
  await page.getByRole('button', { name: 'Add Download' }).click();
  const download = page.getByRole('dialog', { name: 'Add Download' });
  await download.getByLabel('Title').fill('Broken paper');
  await download.getByLabel('Description').fill('Not really a PDF');
  await chooseOption(page, 'Folder *', 'Papers');
  await download.getByLabel('File (PDF or image)').setInputFiles({ name: 'paper.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text') });
  await download.getByRole('button', { name: 'Add Download' }).click();
  await expectToast(page, 'Upload failed', 'File type not allowed: only PDF, JPEG, PNG, GIF, WebP and SVG files are accepted');
  expect(await server.api('GET', '/api/research-papers')).toEqual([]);
});

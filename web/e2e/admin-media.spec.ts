import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test, type QrsServer } from './fixtures';
import { chooseOption, expectToast, openTab, pdfBytes, pngFromPixels, type FilePayload } from './admin-helpers';
import { expectNoViolations } from './axe';

// The panel's Media view: every file of the library, uploaded by drag and drop with a progress
// bar each, described per language, searched, filtered and sorted, with where each is used;
// a used file is not deleted, an unused one goes to the trash.

const SHOTS = '/tmp/media-shots';

/** picture is a real PNG of width×height pixels in a soft gradient of rgb, large enough for the server to make resized copies. */
const picture = (name: string, width: number, height: number, rgb: [number, number, number]): FilePayload => ({
  name,
  mimeType: 'image/png',
  buffer: pngFromPixels(width, height, (x, y) => [
    Math.round(rgb[0] * (0.6 + (0.4 * x) / width)),
    Math.round(rgb[1] * (0.6 + (0.4 * y) / height)),
    rgb[2],
  ]),
});

const lobby = picture('clinic-lobby.png', 900, 600, [40, 150, 200]);
const portrait = picture('anna-portrait.png', 600, 800, [200, 120, 60]);
const report: FilePayload = { name: 'study-report.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Clinical study report') };

/** signInAsEditor makes an editor account (or a viewer's) and signs it in, in a browser of its own, through its sign-in link. */
async function signInAsEditor(browser: Browser, server: QrsServer, width: number, role: 'editor' | 'viewer' = 'editor'): Promise<Page> {
  const grant = await server.api<{ signInLink: string }>('POST', '/api/staff', { username: 'eddie', role, access: 'link' });
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`/admin${new URL(grant.signInLink).hash}`);
  await page.getByLabel('New password', { exact: true }).fill('eddie chose this one himself');
  await page.getByLabel('Repeat new password').fill('eddie chose this one himself');
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(page.getByText(`Signed in as eddie (${role === 'editor' ? 'Editor' : 'Viewer'})`)).toBeVisible();
  return page;
}

/** dropOn drops files on target as a drag from the desktop does: a drop event carrying them. */
async function dropOn(page: Page, target: Locator, files: FilePayload[]): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const f of list) transfer.items.add(new File([new Uint8Array(f.bytes)], f.name, { type: f.mimeType }));
      return transfer;
    },
    files.map((f) => ({ name: f.name, mimeType: f.mimeType, bytes: [...f.buffer] })),
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

/** fileNames are the names of the files the view lists, in its order. */
function fileNames(page: Page): Locator {
  return page.getByRole('list', { name: 'Files' }).locator(':scope > li');
}

async function expectFiles(page: Page, names: string[]): Promise<void> {
  await expect.poll(() => fileNames(page).evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')))).toEqual(names);
  await expect(page.getByRole('list', { name: 'Files' })).not.toHaveAttribute('aria-busy', 'true');
}

/** closeWithEscape closes a dialog with Escape: the first press may close a toast over it (the top layer). */
async function closeWithEscape(page: Page, dialog: Locator): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden({ timeout: 1000 });
  }).toPass();
}

/** shoot saves what the page shows to SHOTS: the whole page, or with a dialog open the window alone. */
async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

/**
 * toastsGone waits until the toasts have timed out, for a screenshot they would cover: the
 * pointer is moved off them first, since a toast under it waits.
 */
async function toastsGone(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await expect(page.locator('[role="region"] ol > li')).toHaveCount(0, { timeout: 15_000 });
}

test('an editor uploads, describes, finds, sorts and deletes files of the media library, and sees where each is used', async ({ browser, server }) => {
  test.setTimeout(180_000);
  const page = await signInAsEditor(browser, server, 1440);
  await openTab(page, 'Media');
  const panel = page.getByRole('tabpanel', { name: 'Media' });
  await expect(panel.getByText('No files yet')).toBeVisible();

  // Two pictures and a PDF dropped at once: each has its own progress bar, which fills.
  await dropOn(page, panel.getByTestId('media-drop-zone'), [lobby, portrait, report]);
  const uploads = panel.getByRole('list', { name: 'Uploads' });
  for (const f of [lobby, portrait, report]) {
    const row = uploads.getByRole('listitem', { name: f.name });
    await expect(row.getByRole('progressbar', { name: `Upload of ${f.name}` })).toBeVisible();
    await expect(row).toContainText('Uploaded');
    await expect(row.getByRole('progressbar', { name: `Upload of ${f.name}` })).toHaveAttribute('aria-valuenow', '100');
  }
  await expectToast(page, 'Upload finished', '3 files uploaded');
  await expect(fileNames(page)).toHaveCount(3);
  await expectNoViolations(page, 'the media view with its finished uploads at 1440 px');

  // Each card names its type, size and pixel size, its uploader, and has a thumbnail: a resized copy, or a PDF's icon.
  const lobbyCard = fileNames(page).filter({ has: page.getByRole('button', { name: 'clinic-lobby.png', exact: true }) });
  await expect(lobbyCard).toContainText('PNG picture');
  await expect(lobbyCard).toContainText('900 × 600 px');
  await expect(lobbyCard).toContainText(/eddie, \w+ \d+, \d{4}/);
  await expect(lobbyCard).toContainText('Focal point50% / 50%');
  await expect(lobbyCard).toContainText('Not used');
  await expect(lobbyCard.locator('img')).toHaveAttribute('src', /\.webp$/);
  await expect(fileNames(page).filter({ hasText: 'study-report.pdf' })).toContainText('PDF document');

  // The picture described in English and in German.
  await panel.getByRole('button', { name: 'clinic-lobby.png', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'clinic-lobby.png' });
  await dialog.getByLabel('Alternative text (English)').fill('The bright lobby of the clinic');
  await dialog.getByLabel('Caption (English)').fill('Reception, ground floor');
  await dialog.getByRole('button', { name: 'Save English' }).click();
  await expectToast(page, 'Description saved (English)');
  await dialog.getByLabel('Alternative text (Deutsch)').fill('Die helle Eingangshalle der Klinik');
  await dialog.getByRole('button', { name: 'Save Deutsch' }).click();
  await expectToast(page, 'Description saved (Deutsch)');
  // Its focal point moves with the keys and is kept.
  await dialog.getByTestId('focus-picker').focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  await dialog.getByRole('button', { name: 'Save focal point' }).click();
  await expectToast(page, 'Focal point saved');
  await closeWithEscape(page, dialog);
  await expect(lobbyCard).toContainText('English:The bright lobby of the clinic — Reception, ground floor');
  await expect(lobbyCard).toContainText('Deutsch:Die helle Eingangshalle der Klinik');
  await expect(lobbyCard).toContainText('Focal point45% / 45%');

  // Search by name and by description, in any language.
  const search = panel.getByRole('searchbox', { name: 'Search files' });
  await search.fill('eingangshalle');
  await expectFiles(page, ['clinic-lobby.png']);
  await expect(panel.getByRole('status').filter({ hasText: 'found' })).toHaveText('1 file found');
  await search.fill('report');
  await expectFiles(page, ['study-report.pdf']);
  await search.fill('');

  // Filter by type; sort by name and by size.
  await chooseOption(page, 'Type', 'PDFs', panel);
  await expectFiles(page, ['study-report.pdf']);
  await chooseOption(page, 'Type', 'Pictures', panel);
  await expect(fileNames(page)).toHaveCount(2);
  await chooseOption(page, 'Type', 'All files', panel);
  await chooseOption(page, 'Sort', 'Name', panel);
  await expectFiles(page, ['anna-portrait.png', 'clinic-lobby.png', 'study-report.pdf']);
  await chooseOption(page, 'Sort', 'Largest first', panel);
  const bySize = [lobby, portrait, report].sort((a, b) => b.buffer.length - a.buffer.length).map((f) => f.name);
  await expectFiles(page, bySize);

  // A team member with the portrait: the file is now used, and says where.
  const files = await server.api<{ id: number; name: string; url: string }[]>('GET', '/api/media');
  const portraitUrl = files.find((f) => f.name === 'anna-portrait.png')!.url;
  await server.api('POST', '/api/team-members', { name: 'Anna Weber', title: 'Physician', company: 'QRS', description: 'Leads the study.', imageUrl: portraitUrl });
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Media' })).toHaveAttribute('aria-selected', 'true');
  const portraitCard = fileNames(page).filter({ has: page.getByRole('button', { name: 'anna-portrait.png', exact: true }) });
  await expect(portraitCard).toContainText('Used in 1 place');
  await expect(portraitCard.getByRole('link', { name: 'Team member “Anna Weber”' })).toBeVisible();

  // Unused alone leaves it out.
  await panel.getByLabel('Unused files only').check();
  await expectFiles(page, ['study-report.pdf', 'clinic-lobby.png']);
  await panel.getByLabel('Unused files only').uncheck();
  await expect(fileNames(page)).toHaveCount(3);

  // The list shows the same files and facts.
  await panel.getByRole('button', { name: 'List', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(portraitCard).toContainText('600 × 800 px');
  await expect(portraitCard.getByRole('link', { name: 'Team member “Anna Weber”' })).toBeVisible();
  await expectNoViolations(page, 'the media list at 1440 px');
  await shoot(page, 'list-1440');
  await panel.getByRole('button', { name: 'Grid', exact: true }).click();
  await expectNoViolations(page, 'the media grid at 1440 px');
  await shoot(page, 'grid-1440');

  // Its panel lists the use; Delete is refused, naming it.
  await panel.getByRole('button', { name: 'anna-portrait.png', exact: true }).click();
  const used = page.getByRole('dialog', { name: 'anna-portrait.png' });
  await expect(used.getByRole('list', { name: 'Where anna-portrait.png is used' })).toContainText('Team member “Anna Weber” › Profile image');
  await expect(used.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(used).toContainText('This file cannot be deleted while it is used: Team member “Anna Weber” › Profile image');
  await expectNoViolations(page, 'a used file’s panel at 1440 px');
  await shoot(page, 'panel-1440', false);
  // The use's link opens the team member for editing, on its tab.
  await used.getByRole('link', { name: 'Team member “Anna Weber”' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=team$/);
  const memberForm = page.getByRole('dialog', { name: 'Edit Team Member' });
  await expect(memberForm.getByRole('textbox', { name: /^Name/ })).toHaveValue('Anna Weber');
  await closeWithEscape(page, memberForm);
  await expect(page.getByRole('tabpanel', { name: 'Team Members' }).getByText('Anna Weber')).toBeVisible();

  // An unused file goes to the trash, and comes back with Undo.
  await openTab(page, 'Media');
  await panel.getByRole('button', { name: 'study-report.pdf', exact: true }).click();
  const unused = page.getByRole('dialog', { name: 'study-report.pdf' });
  await unused.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete “study-report.pdf”?' });
  await expect(confirm).toContainText('It goes to the trash');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, '“study-report.pdf” moved to the trash', 'In the trash for 30 days.');
  await expect(unused).toBeHidden();
  await expect(fileNames(page)).toHaveCount(2);
  // The Trash tab holds it, and puts it back in the library.
  await openTab(page, 'Trash');
  const entry = page.getByRole('list', { name: 'Deleted items' }).getByRole('listitem').filter({ hasText: 'study-report.pdf' });
  await entry.getByRole('button', { name: /^Restore/ }).click();
  await expect(entry).toBeHidden();
  await openTab(page, 'Media');
  await expect(fileNames(page)).toHaveCount(3);

  // The same picture again, with the button's file input: the library had its bytes, and says which file holds them.
  await panel.getByTestId('media-drop-zone').locator('input[type="file"]').setInputFiles({ ...lobby, name: 'lobby-copy.png' });
  const again = uploads.getByRole('listitem', { name: 'lobby-copy.png' });
  await expect(again).toContainText('Already in the library as “clinic-lobby.png”');
  await expect(again.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expectToast(page, 'Upload finished', '1 already in the library');
  await expect(fileNames(page)).toHaveCount(3);
  await expect(fileNames(page).filter({ hasText: 'clinic-lobby.png' })).toHaveCount(1);
  await shoot(page, 'uploads-1440');
  await again.getByRole('button', { name: 'Show that file “clinic-lobby.png”' }).click();
  const lobbyPanel = page.getByRole('dialog', { name: 'clinic-lobby.png' });
  await expect(lobbyPanel.getByLabel('Alternative text (English)')).toHaveValue('The bright lobby of the clinic');
  await closeWithEscape(page, lobbyPanel);

  // A document's draft uses the lobby as the home page's social preview: the use links to that document's editor.
  const lobbyUrl = files.find((f) => f.name === 'clinic-lobby.png')!.url;
  const home = await server.api<{ published: { body: { seo: Record<string, unknown> } } }>('GET', '/api/content/home/draft');
  await server.api('PUT', '/api/content/home/draft', { ...home.published.body, seo: { ...home.published.body.seo, image: lobbyUrl } });
  await page.reload();
  await panel.getByRole('button', { name: 'clinic-lobby.png', exact: true }).click();
  const uses = lobbyPanel.getByRole('list', { name: 'Where clinic-lobby.png is used' });
  await expect(uses.getByRole('listitem')).toHaveCount(1);
  await expect(uses.getByRole('link')).toHaveText(/^Site content/);
  await expect(lobbyPanel.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await uses.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\?tab=content&doc=home$/);
  await expect(page.getByRole('tab', { name: 'Site content' })).toHaveAttribute('aria-selected', 'true');
});

test('on a phone the media view lists, opens and describes files with the keyboard alone, and passes axe', async ({ browser, server }) => {
  test.setTimeout(120_000);
  const upload = (f: FilePayload) => server.upload<{ id: number; url: string }>('/api/media', 'file', f.name, f.mimeType, new Uint8Array(f.buffer));
  const [, anna] = await Promise.all([upload(lobby), upload(portrait), upload(report)]);
  await server.api('POST', '/api/team-members', { name: 'Anna Weber', title: 'Physician', company: 'QRS', description: 'Leads the study.', imageUrl: anna.url });
  await server.api('PATCH', `/api/media/${anna.id}?locale=en`, { alt: 'Anna Weber in the clinic’s garden', caption: '' });

  const page = await signInAsEditor(browser, server, 390);
  await openTab(page, 'Media');
  const panel = page.getByRole('tabpanel', { name: 'Media' });
  await expect(fileNames(page)).toHaveCount(3);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(await overflow(), 'the grid fits a phone').toBe(0);
  await expectNoViolations(page, 'the media grid at 390 px');
  await shoot(page, 'grid-390');
  await panel.getByRole('button', { name: 'List', exact: true }).click();
  expect(await overflow(), 'the list fits a phone').toBe(0);
  await expectNoViolations(page, 'the media list at 390 px');
  await shoot(page, 'list-390');

  // With the keyboard: the file's name opens its panel, Escape closes it and the focus returns.
  const open = panel.getByRole('button', { name: 'anna-portrait.png', exact: true });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'anna-portrait.png' });
  await expect(dialog.getByRole('link', { name: 'Team member “Anna Weber”' })).toBeVisible();
  await expect(dialog.getByLabel('Alternative text (English)')).toHaveValue('Anna Weber in the clinic’s garden');
  await shoot(page, 'panel-390', false);
  await dialog.getByLabel('Alternative text (Deutsch)').focus();
  await page.keyboard.type('Anna Weber im Garten der Klinik');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Save Deutsch' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Description saved (Deutsch)');
  await expectNoViolations(page, 'a used file’s panel at 390 px');
  await closeWithEscape(page, dialog);
  await expect(open).toBeFocused();
  await expect(fileNames(page).filter({ has: page.getByRole('button', { name: 'anna-portrait.png', exact: true }) })).toContainText('Deutsch:Anna Weber im Garten der Klinik');
});

test('a viewer reads the library and where each file is used, and is offered no upload, description, replacement or delete', async ({ browser, server }) => {
  const file = await server.upload<{ id: number }>('/api/media', 'file', lobby.name, lobby.mimeType, new Uint8Array(lobby.buffer));
  await server.api('PATCH', `/api/media/${file.id}?locale=de`, { alt: 'Die helle Eingangshalle der Klinik' });
  const page = await signInAsEditor(browser, server, 1440, 'viewer');
  await openTab(page, 'Media');
  const panel = page.getByRole('tabpanel', { name: 'Media' });
  await expect(fileNames(page)).toHaveCount(1);
  await expect(panel.getByRole('button', { name: 'Upload files' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'clinic-lobby.png', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'clinic-lobby.png' });
  await expect(dialog).toContainText('Die helle Eingangshalle der Klinik');
  await expect(dialog).toContainText('Not used anywhere yet.');
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Replace file' })).toHaveCount(0);
  await expectNoViolations(page, 'a file’s panel as a viewer reads it');
});

// Replacing a file: one picture of the library, used by a team member and as the home page's
// social preview, takes another picture's bytes; both uses show the new file at once, the old
// address leads to it, and the file is still refused a delete while it is used. At a phone's
// width and a desktop's.
for (const width of [1440, 390]) {
  test(`at ${width} px an editor replaces a picture used by a team member and the home page, and both show the new file at once`, async ({ browser, server }) => {
    test.setTimeout(180_000);
    const page = await signInAsEditor(browser, server, width);
    const first = picture('ada-lab.png', 1200, 800, [60, 110, 190]);
    const second = picture('ada-garden.png', 1200, 800, [70, 170, 80]);

    // Uploaded in the Media view, and described.
    await openTab(page, 'Media');
    const panel = page.getByRole('tabpanel', { name: 'Media' });
    await dropOn(page, panel.getByTestId('media-drop-zone'), [first]);
    await expectToast(page, 'Upload finished', '1 file uploaded');
    await panel.getByRole('button', { name: first.name, exact: true }).click();
    let details = page.getByRole('dialog', { name: first.name });
    await details.getByLabel('Alternative text (English)').fill('Ada at the resonance lab');
    await details.getByRole('button', { name: 'Save English' }).click();
    await expectToast(page, 'Description saved (English)');
    await closeWithEscape(page, details);

    // Chosen for a team member…
    await openTab(page, 'Team Members');
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const form = page.getByRole('dialog', { name: 'Add Team Member' });
    await form.getByLabel('Name').fill('Dr. Ada Quantum');
    await form.getByLabel('Title').fill('Chief Scientist');
    await form.getByLabel('Company').fill('QRS Research AG');
    await form.getByLabel('Description').fill('Leads the resonance research programme.');
    // The field offers its own upload, "Upload new", and the library beside it.
    await expect(form.getByLabel('Upload new')).toHaveAttribute('type', 'file');
    await form.getByRole('button', { name: 'Choose from library' }).click();
    const teamPicker = page.getByRole('dialog', { name: 'Choose from library: Profile image' });
    await teamPicker.getByRole('button', { name: new RegExp(`^${first.name}`) }).click();
    await expect(teamPicker).toBeHidden();
    await expect(form.getByText(`From the library: ${first.name}`)).toBeVisible();
    await shoot(page, `team-form-picked-${width}`, false);
    await form.getByRole('button', { name: 'Add Team Member' }).click();
    await expectToast(page, 'Team member added successfully!');

    // …and as the home page's social preview, published.
    await openTab(page, 'Site content');
    await page.getByRole('link', { name: 'Home', exact: true }).first().click();
    await expect(page.getByRole('heading', { name: 'Home', level: 2 })).toBeVisible();
    const seo = page.getByRole('region', { name: /^Search engines and sharing/ });
    const toggle = seo.getByRole('button', { name: /^Search engines and sharing/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(seo.getByLabel('Upload new')).toHaveAttribute('type', 'file');
    await seo.getByRole('button', { name: 'Choose from library' }).click();
    const seoPicker = page.getByRole('dialog', { name: 'Choose from library: Social preview image' });
    await seoPicker.getByRole('button', { name: new RegExp(`^${first.name}`) }).click();
    await expect(seoPicker).toBeHidden();
    await expect(seo.getByRole('img', { name: 'Current image: Ada at the resonance lab' })).toBeVisible();
    await shoot(page, `social-image-picked-${width}`, false);
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
    await expectToast(page, 'Published — the pages are live');

    // The library holds the one file, used twice.
    const before = await server.api<{ id: number; url: string; usedIn: unknown[] }[]>('GET', '/api/media');
    expect(before).toHaveLength(1);
    expect(before[0].usedIn).toHaveLength(2);
    const oldUrl = before[0].url;

    // Its panel lists both uses, and offers Replace file beside Delete.
    await openTab(page, 'Media');
    await expectNoViolations(page, `the media view at ${width} px`);
    await panel.getByRole('button', { name: first.name, exact: true }).click();
    details = page.getByRole('dialog', { name: first.name });
    const uses = details.getByRole('list', { name: `Where ${first.name} is used` });
    await expect(uses).toContainText('Team member “Dr. Ada Quantum” › Profile image');
    await expect(uses).toContainText('Search engines and sharing › Social preview image');
    const replace = details.getByRole('button', { name: 'Replace file' });
    await expect(replace).toHaveAccessibleDescription(/takes this file’s place wherever it is used/);
    await replace.scrollIntoViewIfNeeded();
    await expectNoViolations(page, `a used file’s panel with Replace file at ${width} px`);
    await toastsGone(page);
    await shoot(page, `replace-panel-${width}`, false);

    // Replaced by another picture: its progress shows while the server has not answered (the
    // request is held until the test saw it)…
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      '**/api/media/*/replace',
      async (route) => {
        await held;
        await route.continue();
      },
      { times: 1 },
    );
    await details.getByLabel(`A picture to replace “${first.name}”`).setInputFiles(second);
    await expect(details.getByRole('progressbar', { name: `Upload of ${second.name}` })).toBeVisible();
    await expect(details.getByRole('status').filter({ hasText: second.name })).toContainText(`${second.name}: Uploading…`);
    await expect(details.getByRole('button', { name: 'Replace file' })).toHaveAttribute('aria-disabled', 'true');
    await toastsGone(page);
    await shoot(page, `replace-uploading-${width}`, false);
    release();
    // …then the panel shows the new file, its description kept.
    await expectToast(page, 'File replaced', 'Every page and document that uses it shows the new file. The old file is in the trash for 30 days.');
    details = page.getByRole('dialog', { name: second.name });
    await expect(details.getByLabel('Alternative text (English)')).toHaveValue('Ada at the resonance lab');
    await expect(details.getByRole('list', { name: `Where ${second.name} is used` }).getByRole('listitem')).toHaveCount(2);
    await expect(details.getByRole('alert')).toHaveCount(0);
    const after = await server.api<{ id: number; url: string; name: string }[]>('GET', '/api/media');
    expect(after.map((m) => [m.id, m.name])).toEqual([[before[0].id, second.name]]);
    const newUrl = after[0].url;
    expect(newUrl).not.toBe(oldUrl);
    await expect(details.getByText(newUrl, { exact: true })).toBeVisible();
    await details.getByRole('button', { name: 'Replace file' }).scrollIntoViewIfNeeded();
    await toastsGone(page);
    await shoot(page, `replaced-panel-${width}`, false);

    // The same picture again is refused, in the server's words, and the panel keeps its place.
    await details.getByLabel(`A picture to replace “${second.name}”`).setInputFiles(second);
    await expect(details.getByRole('alert')).toContainText('This is the file the library holds here already');
    await expect(details.getByText(newUrl, { exact: true })).toBeVisible();
    await expect(details.getByLabel('Alternative text (English)')).toHaveValue('Ada at the resonance lab');
    await shoot(page, `replace-refused-${width}`, false);

    // The team page and the home page's social preview show the new address, as a visitor reads them.
    const visitor = await browser.newPage({ baseURL: server.url });
    await visitor.goto('/team');
    const member = visitor.locator('main').getByRole('listitem').filter({ has: visitor.getByRole('heading', { name: 'Dr. Ada Quantum' }) });
    await expect(member.getByRole('img')).toHaveAttribute('src', newUrl);
    const home = await (await visitor.request.get('/')).text();
    const ogImage = /<meta property="og:image" content="([^"]*)">/.exec(home)?.[1];
    expect(ogImage, home.slice(0, 3000)).toBeDefined();
    expect(new URL(ogImage!).pathname).toBe(newUrl);
    // The old address leads to the new file.
    const moved = await visitor.request.get(oldUrl, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(new URL(moved.headers()['location'], server.url).pathname).toBe(newUrl);
    await visitor.close();

    // Still used in both places, the file is not deleted: the panel and the server say where it is used.
    await expect(details.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(details).toContainText(/This file cannot be deleted while it is used: .*Team member “Dr\. Ada Quantum” › Profile image/);
    await expect(details).toContainText(/This file cannot be deleted while it is used: .*Search engines and sharing › Social preview image/);
    const refused = await page.request.delete(`/api/media/${before[0].id}`, { headers: { Origin: server.url } });
    expect(refused.status()).toBe(409);
    const usedIn = ((await refused.json()) as { usedIn: { label: string; where: string }[] }).usedIn.map((u) => `${u.label} › ${u.where}`);
    expect(usedIn).toEqual(
      expect.arrayContaining(['Team member “Dr. Ada Quantum” › Profile image', expect.stringMatching(/home.* › Search engines and sharing › Social preview image$/)]),
    );
  });
}

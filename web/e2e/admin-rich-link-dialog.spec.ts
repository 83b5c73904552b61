import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, test, type QrsServer } from './fixtures';
import { expectToast, openTab, pdf, pdfBytes, selectWord } from './admin-helpers';

// The link dialog of a rich text in the German privacy policy: it offers the German pages
// (their German titles, their /de/… addresses), the files the downloads use, and uploads a
// file itself; the published German page links them in the server's HTML.

/** Screenshots of the open dialog go to this folder when it is set (QRS_SCREENSHOTS=/tmp/…). */
const shots = process.env.QRS_SCREENSHOTS;

/** signInAsEditor makes an editor account and signs it in, in a browser of its own, through its sign-in link. */
async function signInAsEditor(browser: Browser, server: QrsServer, width: number): Promise<Page> {
  const grant = await server.api<{ signInLink: string }>('POST', '/api/staff', { username: 'edda', role: 'editor', access: 'link' });
  const page = await (await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } })).newPage();
  await page.goto(`/admin${new URL(grant.signInLink).hash}`);
  await page.getByLabel('New password', { exact: true }).fill('edda chose this one herself');
  await page.getByLabel('Repeat new password').fill('edda chose this one herself');
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(page.getByText('Signed in as edda (Editor)')).toBeVisible();
  return page;
}

/** germanCookies opens the German privacy policy's cookie section and answers its paragraph, ready to type in. */
async function germanCookies(page: Page): Promise<Locator> {
  await openTab(page, 'Site content');
  await page.getByRole('navigation', { name: 'Language of the content' }).getByRole('link', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Site content (Deutsch)' })).toBeVisible();
  await page.getByRole('link', { name: 'Privacy policy', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Privacy policy (Deutsch)', level: 2 })).toBeVisible();
  const sections = page.getByRole('region', { name: /^Sections/ });
  const toggle = sections.getByRole('button', { name: /^Sections/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await sections.getByRole('button', { name: /^Section 4:/ }).click();
  const editor = sections.getByRole('group', { name: /^Section 4:/ }).getByRole('textbox', { name: 'Paragraph 1', exact: true });
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  return editor;
}

/** openLinkDialog selects word in editor and opens the link dialog on it with the keys. */
async function openLinkDialog(page: Page, editor: Locator, word: string): Promise<Locator> {
  await selectWord(editor, word);
  await page.keyboard.press('ControlOrMeta+k');
  const dialog = page.getByRole('dialog', { name: 'Add link' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('in the German privacy policy an editor links a German page, a download’s file and a PDF uploaded from the dialog; the German page links them in its HTML', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  // A download whose file is in use.
  const study = await server.upload('/api/upload/pdf', 'pdf', 'study.pdf', 'application/pdf', new Uint8Array(pdfBytes('Clinical study')));
  await server.api('POST', '/api/categories', { name: 'Papers', description: '' });
  await server.api('POST', '/api/research-papers', {
    title: 'Clinical study 2024',
    description: 'The study',
    pdfUrl: study.url,
    authors: '',
    journal: '',
    publicationDate: '',
    category: 'Papers',
  });

  const page = await signInAsEditor(browser, server, 1440);
  const cookies = await germanCookies(page);

  // The pages offered are the German ones, under their German titles.
  let dialog = await openLinkDialog(page, cookies, 'Werbecookies');
  const pages = dialog.getByRole('list', { name: 'Pages' });
  await expect(pages.getByRole('button', { name: 'QRS-Startseite /de', exact: true })).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Dokumentenbibliothek /de/downloads', exact: true })).toBeVisible();
  for (const href of await pages.getByRole('button').allTextContents()) expect(href).toMatch(/\/de(\/|$)/);
  await expect(dialog.getByRole('list', { name: 'Files of the downloads' }).getByRole('button', { name: `Clinical study 2024 ${study.url}` })).toBeVisible();
  // Found by the German title or the panel's name; a section added.
  await dialog.getByLabel('Find a page or a file').fill('privacy');
  await expect(pages.getByRole('button', { name: 'Datenschutzerklärung /de/datenschutz', exact: true })).toBeVisible();
  await dialog.getByLabel('Find a page or a file').fill('nutzungsbed');
  await expect(pages.getByRole('button')).toHaveCount(2); // the page and its PDF
  await pages.getByRole('button', { name: 'Nutzungsbedingungen /de/nutzungsbedingungen', exact: true }).click();
  await expect(dialog.getByLabel('Address')).toHaveValue('/de/nutzungsbedingungen');
  await dialog.getByLabel('Section (optional)').fill('haftung');
  if (shots) await page.screenshot({ path: `${shots}/rich-link-dialog-1440.png` });
  await expectNoViolations(page, 'the link dialog of a German text');
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(dialog).toBeHidden();
  await expect(cookies.locator('a[href="/de/nutzungsbedingungen#haftung"]')).toHaveText('Werbecookies');

  // A file the downloads use.
  dialog = await openLinkDialog(page, cookies, 'Tracking');
  await dialog.getByLabel('Find a page or a file').fill('clinical');
  await dialog.getByRole('button', { name: `Clinical study 2024 ${study.url}` }).click();
  await expect(dialog.getByLabel('Address')).toHaveValue(study.url);
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(dialog).toBeHidden();
  await expect(cookies.locator(`a[href="${study.url}"]`)).toHaveText('Tracking');

  // A file uploaded from the dialog: a false PDF is refused with the server's words, a real one is linked.
  dialog = await openLinkDialog(page, cookies, 'Sitzungscookie');
  const choose = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Upload a file…' }).click();
    await (await chooser).setFiles(file);
  };
  await choose({ name: 'einwilligung.pdf', mimeType: 'application/pdf', buffer: Buffer.from('plain text') });
  await expect(dialog.getByRole('alert')).toHaveText(
    'einwilligung.pdf was not uploaded: File type not allowed: only PDF, JPEG, PNG, GIF, WebP and SVG files are accepted',
  );
  await expect(dialog.getByLabel('Address')).toHaveValue('');
  if (shots) await page.screenshot({ path: `${shots}/rich-link-dialog-refused-1440.png` });
  // The real upload is held until the test has seen it pending: the dialog says so and waits for it.
  let release!: () => void;
  const held = new Promise<void>((ok) => (release = ok));
  await page.route('**/api/upload/pdf', async (route) => {
    await held;
    await route.continue();
  });
  await choose(pdf('einwilligung.pdf', 'Einwilligung'));
  await expect(dialog.getByRole('status')).toHaveText('Uploading einwilligung.pdf…');
  await expect(dialog.getByRole('progressbar', { name: 'Uploading einwilligung.pdf' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Upload a file…' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Add link' })).toBeDisabled();
  if (shots) await page.screenshot({ path: `${shots}/rich-link-dialog-uploading-1440.png` });
  release();
  await expect(dialog.getByRole('status')).toHaveText('Uploaded einwilligung.pdf: the address below leads to it.');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  const uploaded = await dialog.getByLabel('Address').inputValue();
  expect(uploaded).toMatch(/^\/uploads\/[^/]+\.pdf$/);
  if (shots) await page.screenshot({ path: `${shots}/rich-link-dialog-uploaded-1440.png` });
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(dialog).toBeHidden();
  await expect(cookies.locator(`a[href="${uploaded}"]`)).toHaveText('Sitzungscookie');

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('alertdialog', { name: /^Publish Privacy policy/ }).getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published — the pages are live');

  // The German page's HTML, as a reader without JavaScript gets it, links the German page and both files.
  const reader = await (await browser.newContext({ baseURL: server.url, javaScriptEnabled: false })).newPage();
  const response = await reader.goto('/de/datenschutz');
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toMatch(/<a [^>]*href="\/de\/nutzungsbedingungen#haftung"[^>]*>Werbecookies<\/a>/);
  expect(html).toContain(`href="${study.url}"`);
  expect(html).toMatch(new RegExp(`<a [^>]*href="${uploaded.replace(/[.]/g, '\\.')}"[^>]*>Sitzungscookie</a>`));
  const file = await reader.request.get(uploaded);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  await reader.context().close();
});

test('the link dialog of a German text works with the keyboard alone at 390 px', async ({ browser, server }) => {
  const page = await signInAsEditor(browser, server, 390);
  const cookies = await germanCookies(page);
  const dialog = await openLinkDialog(page, cookies, 'Werbecookies');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The search is first; Tab leads into the pages it found.
  const search = dialog.getByLabel('Find a page or a file');
  await expect(search).toBeFocused();
  await page.keyboard.type('forschung');
  await page.keyboard.press('Tab');
  const first = dialog.getByRole('list', { name: 'Pages' }).getByRole('button').first();
  await expect(first).toBeFocused();
  await expect(first).toContainText('/de/forschung');
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Address')).toHaveValue('/de/forschung');
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await search.fill('');
  if (shots) await page.screenshot({ path: `${shots}/rich-link-dialog-390.png` });
  await expectNoViolations(page, 'the link dialog of a German text at 390 px');
  // The upload button is reached with the keyboard too.
  const upload = dialog.getByRole('button', { name: 'Upload a file…' });
  await upload.focus();
  await expect(upload).toBeFocused();
  await dialog.getByLabel('Address').focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(cookies.locator('a[href="/de/forschung"]')).toHaveText('Werbecookies');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

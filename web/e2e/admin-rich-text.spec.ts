import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, test, type QrsServer } from './fixtures';
import { expectToast, selectWord } from './admin-helpers';

// Rich text in the Site content editor, as an editor uses it on the privacy policy: words made
// bold and linked with the toolbar and with the keys, a typed <script>, a fragment pasted from
// Word, a link the link rule refuses; then the published page as a reader without JavaScript
// gets it from the server.

const shots = process.env.QRS_SCREENSHOTS;

/** signInAsEditor makes an editor account and signs it in, in a browser of its own, through its sign-in link. */
async function signInAsEditor(browser: Browser, server: QrsServer, width = 1280): Promise<Page> {
  const grant = await server.api<{ signInLink: string }>('POST', '/api/staff', { username: 'eddie', role: 'editor', access: 'link' });
  const page = await (await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } })).newPage();
  await page.goto(`/admin${new URL(grant.signInLink).hash}`);
  await page.getByLabel('New password', { exact: true }).fill('eddie chose this one himself');
  await page.getByLabel('Repeat new password').fill('eddie chose this one himself');
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(page.getByText('Signed in as eddie (Editor)')).toBeVisible();
  return page;
}

/** openPrivacySection opens the privacy policy's section n (from 1) and answers its fields. */
async function openPrivacySection(page: Page, n: number): Promise<Locator> {
  // Opened once; its other sections are opened in place, as those open stay open.
  const heading = page.getByRole('heading', { name: 'Privacy policy', level: 2 });
  if (!(await heading.isVisible())) await page.goto('/admin?tab=content&doc=privacy');
  await expect(heading).toBeVisible();
  const sections = page.getByRole('region', { name: /^Sections/ });
  const toggle = sections.getByRole('button', { name: /^Sections/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await sections.getByRole('button', { name: new RegExp(`^Section ${n}:`) }).click();
  return sections.getByRole('group', { name: new RegExp(`^Section ${n}:`) });
}

/** paragraph is the editor of a section's paragraph n, ready to type in. */
async function paragraph(section: Locator, n: number): Promise<Locator> {
  const editor = section.getByRole('textbox', { name: `Paragraph ${n}`, exact: true });
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  return editor;
}

/** addLink fills the link dialog with an address and adds the link. */
async function addLink(page: Page, href: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Add link' });
  await dialog.getByLabel('Address').fill(href);
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(dialog).toBeHidden();
}

/** WORD is a fragment as Word puts it on the clipboard: its bold, a link, fonts and colours, and a script. */
const WORD =
  '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word"><head>' +
  '<style>p.MsoNormal{mso-style-parent:"";font-family:"Calibri",sans-serif;color:red}</style></head><body lang=DE>' +
  '<!--StartFragment--><p class=MsoNormal><b><span style="font-size:14.0pt;font-family:Georgia;color:#C00000">Pasted</span></b>' +
  '<span style="font-family:\'Comic Sans MS\';color:blue;background:yellow"> from Word, see </span>' +
  '<a href="https://example.com/word" target="_blank" style="color:#0563C1">the source</a><script>window.pwned = 1</script>' +
  '<span style="font-size:20pt"> here.</span><o:p></o:p></p><!--EndFragment--></body></html>';

test('an editor makes words bold and links them on the privacy policy, with the toolbar and with the keys; readers without JavaScript get them from the server', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const page = await signInAsEditor(browser, server, 1440);
  const cookies = await openPrivacySection(page, 4);
  const first = await paragraph(cookies, 1);
  const toolbar = cookies.getByRole('toolbar', { name: 'Formatting' });
  for (const name of ['Bold', 'Italic', 'Link', 'Bulleted list', 'Numbered list']) {
    await expect(toolbar.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'false');
  }

  // With the toolbar.
  await selectWord(first, 'tracking');
  await toolbar.getByRole('button', { name: 'Bold', exact: true }).click();
  await expect(toolbar.getByRole('button', { name: 'Bold', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await selectWord(first, 'admin');
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  await addLink(page, '/terms');
  await expect(first.locator('strong', { hasText: 'tracking' })).toBeVisible();
  await expect(first.locator('a[href="/terms"]', { hasText: 'admin' })).toBeVisible();

  // With the keys; the link dialog refuses what the link rule refuses before anything is sent.
  await selectWord(first, 'strictly');
  await page.keyboard.press('ControlOrMeta+b');
  await selectWord(first, 'staff');
  await page.keyboard.press('ControlOrMeta+k');
  const dialog = page.getByRole('dialog', { name: 'Add link' });
  await expect(dialog.getByLabel('Open in a new window')).not.toBeChecked();
  await dialog.getByLabel('Address').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Links starting with javascript: are not allowed.');
  await expect(dialog.getByLabel('Address')).toHaveAttribute('aria-invalid', 'true');
  if (shots) await page.screenshot({ path: `${shots}/rich-text-link-dialog-1440.png` });
  await expectNoViolations(page, 'the link dialog of a rich text');
  // A page is found by its name in the document's language.
  await dialog.getByLabel('Find a page').fill('terms');
  await dialog.getByRole('button', { name: /^Terms of service \/terms$/ }).click();
  await expect(dialog.getByLabel('Address')).toHaveValue('/terms');
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
  await expect(first.locator('strong', { hasText: 'strictly' })).toBeVisible();
  await expect(first.locator('a[href="/terms"]', { hasText: 'staff' })).toBeVisible();
  await expect(first.locator('a')).toHaveCount(2);
  if (shots) await page.screenshot({ path: `${shots}/rich-text-editor-1440.png` });
  await expectNoViolations(page, 'a rich text with its toolbar');

  // A <script> typed into a text is words, and a fragment pasted from Word keeps only its bold and its link.
  const videos = await openPrivacySection(page, 6);
  const typed = await paragraph(videos, 1);
  await typed.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' <script>window.pwned = 1</script>');
  const pasteInto = await paragraph(cookies, 1);
  await selectWord(pasteInto, 'The public website');
  await pasteInto.evaluate((el, html) => {
    const data = new DataTransfer();
    data.setData('text/html', html);
    data.setData('text/plain', 'Pasted from Word, see the source here.');
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, WORD);
  await expect(pasteInto).toContainText('Pasted from Word, see the source here. uses no');
  await expect(pasteInto.locator('strong', { hasText: 'Pasted' })).toBeVisible();
  await expect(pasteInto.locator('a[href="https://example.com/word"]')).toHaveText('the source');
  await expect(pasteInto.locator('a[href="https://example.com/word"]')).not.toHaveAttribute('target', /.*/);
  await expect(pasteInto.locator('[style], span, font, script, img')).toHaveCount(0);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Publish Privacy policy?' }).getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published — the pages are live');

  // What the server stored: the format, nothing else.
  const stored = await server.api<{ published: { body: { sections: { paragraphs: unknown[] }[] } } }>('GET', '/api/content/privacy/draft');
  const cookieText = JSON.stringify(stored.published.body.sections[3].paragraphs[0]);
  expect(cookieText).toContain('{"type":"link","attrs":{"href":"/terms"}}');
  expect(cookieText).toContain('{"type":"link","attrs":{"href":"https://example.com/word"}}');
  expect(cookieText).not.toMatch(/color|font|style|script|target/i);
  // The typed <script> is stored as the words of a text, whether the paragraph is a plain
  // string or a document (this one links Google's privacy policy).
  const textsOf = (node: unknown): string[] => {
    if (typeof node === 'string') return [node];
    if (Array.isArray(node)) return node.flatMap(textsOf);
    if (node === null || typeof node !== 'object') return [];
    const { text, content } = node as { text?: unknown; content?: unknown };
    return [...(typeof text === 'string' ? [text] : []), ...textsOf(content ?? [])];
  };
  const videoText = stored.published.body.sections[5].paragraphs[0];
  expect(textsOf(videoText).join('')).toContain('<script>window.pwned = 1</script>');
  expect(JSON.stringify(videoText)).not.toMatch(/"type":"(?!doc"|paragraph"|text"|link")/);

  // A reader without JavaScript gets the marks and links in the server's HTML.
  const reader = await (await browser.newContext({ baseURL: server.url, javaScriptEnabled: false })).newPage();
  const response = await reader.goto('/privacy');
  expect(response?.status()).toBe(200);
  const html = await response!.text();
  expect(html).toContain('<strong>tracking</strong>');
  expect(html).toContain('<strong>strictly</strong>');
  expect(html).toMatch(/<a [^>]*href="\/terms"[^>]*>admin<\/a>/);
  expect(html).toMatch(/<a [^>]*href="\/terms"[^>]*>staff<\/a>/);
  expect(html).toContain('<strong>Pasted</strong>');
  expect(html).toMatch(/<a [^>]*href="https:\/\/example\.com\/word"[^>]*>the source<\/a>/);
  // No link opens a new window: none was asked for.
  expect(html).not.toMatch(/<a [^>]*target=/);
  expect(html).not.toContain('<script>window.pwned');
  expect(html).toContain('&lt;script&gt;window.pwned = 1&lt;/script&gt;');
  await expect(reader.locator('main a[href="/terms"]', { hasText: 'admin' })).toBeVisible();
  await expect(reader.getByText('<script>window.pwned = 1</script>', { exact: false })).toBeVisible();
  await reader.context().close();
});

test('a rich text works with the keyboard alone and fits a 390 px phone, its link dialog too', async ({ browser, server }) => {
  const page = await signInAsEditor(browser, server, 390);
  const cookies = await openPrivacySection(page, 4);
  const first = await paragraph(cookies, 1);
  await first.focus();
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  // The toolbar is one stop before the text; its arrows move between its buttons.
  await page.keyboard.press('Shift+Tab');
  const toolbar = cookies.getByRole('toolbar', { name: 'Formatting' });
  await expect(toolbar.getByRole('button', { name: 'Bold', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Italic', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(first.locator('em')).toHaveText('The');
  // A button gives the focus back to the text; the toolbar keeps the button last used.
  await expect(first).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(toolbar.getByRole('button', { name: 'Italic', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Edit link' }).or(page.getByRole('dialog', { name: 'Add link' }));
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Find a page')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await page.screenshot({ path: `${shots}/rich-text-link-dialog-390.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(first).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  if (shots) await page.screenshot({ path: `${shots}/rich-text-editor-390.png` });
  await expectNoViolations(page, 'a rich text at 390 px');
});

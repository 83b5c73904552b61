import type { Browser, Locator, Page } from '@playwright/test';
import { expectToast, openTab, selectWord } from './admin-helpers';
import { expectNoViolations } from './axe';
import { expect, test, type QrsServer } from './fixtures';

// A record's long text as rich text, as an editor writes a team member's bio: words made bold
// and linked with the toolbar and with the keys, a typed <script>, then a German translation
// with a bold word; the team pages as a reader without JavaScript gets them from the server.

const shots = process.env.QRS_SCREENSHOTS;

const BIO = 'Leads the resonance research programme and answers the questions of every clinic.';

/** signInAsEditor makes an editor account and signs it in, in a browser of its own, through its sign-in link. */
async function signInAsEditor(browser: Browser, server: QrsServer, width: number): Promise<Page> {
  const grant = await server.api<{ signInLink: string }>('POST', '/api/staff', { username: 'eddie', role: 'editor', access: 'link' });
  const page = await (await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } })).newPage();
  await page.goto(`/admin${new URL(grant.signInLink).hash}`);
  await page.getByLabel('New password', { exact: true }).fill('eddie chose this one himself');
  await page.getByLabel('Repeat new password').fill('eddie chose this one himself');
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(page.getByText('Signed in as eddie (Editor)')).toBeVisible();
  return page;
}

/** editor is a rich text's editor in scope, named name, ready to type in. */
async function editor(scope: Locator, name: string | RegExp): Promise<Locator> {
  const text = scope.getByRole('textbox', { name });
  await expect(text).toHaveAttribute('contenteditable', 'true');
  return text;
}

/** addLink fills the link dialog with an address and adds the link. */
async function addLink(page: Page, href: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Add link' });
  await dialog.getByLabel('Address').fill(href);
  await dialog.getByRole('button', { name: 'Add link' }).click();
  await expect(dialog).toBeHidden();
}

/** serverHtml is a page as the server sends it to a reader without JavaScript. */
async function serverHtml(browser: Browser, server: QrsServer, path: string, width = 1440): Promise<{ html: string; reader: Page }> {
  const reader = await (await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: { width, height: 900 } })).newPage();
  const response = await reader.goto(path);
  expect(response?.status()).toBe(200);
  return { html: await response!.text(), reader };
}

test('an editor makes words of a bio bold and links them, with the toolbar and with the keys, and translates it; the team pages show them without JavaScript', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  await server.api('POST', '/api/team-members', { name: 'Dr. Ada Quantum', title: 'Chief Scientist', company: 'QRS Research AG', description: BIO, orderIndex: 0 });
  // A bio of two paragraphs and a list, as a script may send it.
  const paragraph = (text: string) => ({ type: 'paragraph', content: [{ type: 'text', text }] });
  await server.api('POST', '/api/team-members', {
    name: 'Ben Field',
    title: 'Engineer',
    company: 'QRS Devices',
    description: {
      type: 'doc',
      content: [
        paragraph('Builds the devices.'),
        { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph('Coils')] }, { type: 'listItem', content: [paragraph('Controllers')] }] },
        paragraph('Tests each one by hand.'),
      ],
    },
    orderIndex: 1,
  });
  const page = await signInAsEditor(browser, server, 1440);
  await openTab(page, 'Team Members');
  await page.getByRole('button', { name: 'Edit Dr. Ada Quantum' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Team Member' });
  const bio = await editor(dialog, /^Description/);
  await expect(bio).toHaveText(BIO);
  const toolbar = dialog.getByRole('toolbar', { name: 'Formatting' });
  for (const name of ['Bold', 'Italic', 'Link', 'Bulleted list', 'Numbered list']) {
    await expect(toolbar.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'false');
  }

  // With the toolbar.
  await selectWord(bio, 'resonance');
  await toolbar.getByRole('button', { name: 'Bold', exact: true }).click();
  await expect(toolbar.getByRole('button', { name: 'Bold', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await selectWord(bio, 'questions');
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  await addLink(page, '/#contact');

  // With the keys.
  await selectWord(bio, 'programme');
  await page.keyboard.press('ControlOrMeta+b');
  await selectWord(bio, 'clinic');
  await page.keyboard.press('ControlOrMeta+k');
  await addLink(page, '/research');
  await expect(bio).toBeFocused();
  await expect(bio.locator('strong')).toHaveText(['resonance', 'programme']);
  await expect(bio.locator('a[href="/#contact"]')).toHaveText('questions');
  await expect(bio.locator('a[href="/research"]')).toHaveText('clinic');

  // A <script> typed is words.
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' <script>window.pwned = 1</script>');
  if (shots) await page.screenshot({ path: `${shots}/record-rich-text-editor-1440.png` });
  await expectNoViolations(page, 'a team member’s bio in the rich text editor');
  await dialog.getByRole('button', { name: 'Update Team Member' }).click();
  await expectToast(page, 'Team member updated successfully!');
  await expect(dialog).toBeHidden();

  // The list's preview reads the words alone.
  const card = page.getByRole('listitem').filter({ hasText: 'Dr. Ada Quantum' });
  await expect(card.getByText(`${BIO} <script>window.pwned = 1</script>`)).toBeVisible();

  // What the server stored: the format, nothing else.
  const [stored] = await server.api<{ name: string; description: unknown }[]>('GET', '/api/team-members');
  expect(stored.name).toBe('Dr. Ada Quantum');
  const storedText = JSON.stringify(stored.description);
  expect(storedText).toContain('{"type":"link","attrs":{"href":"/#contact"}}');
  expect(storedText).toContain('{"type":"link","attrs":{"href":"/research"}}');
  expect(storedText).toContain('<script>window.pwned = 1</script>');
  expect(storedText).not.toMatch(/"type":"(?!doc"|paragraph"|text"|bold"|link")/);

  // A reader without JavaScript gets the marks and links in the server's HTML, the script as words.
  const english = await serverHtml(browser, server, '/team');
  expect(english.html).toContain('<strong>resonance</strong>');
  expect(english.html).toContain('<strong>programme</strong>');
  expect(english.html).toMatch(/<a [^>]*href="\/#contact"[^>]*>questions<\/a>/);
  expect(english.html).toMatch(/<a [^>]*href="\/research"[^>]*>clinic<\/a>/);
  expect(english.html).not.toContain('<script>window.pwned');
  expect(english.html).toContain('&lt;script&gt;window.pwned = 1&lt;/script&gt;');
  expect(english.html).toMatch(/<p>Builds the devices\.<\/p><ul [^>]*><li>Coils<\/li><li>Controllers<\/li><\/ul><p>Tests each one by hand\.<\/p>/);
  await expect(english.reader.locator('main a[href="/#contact"]', { hasText: 'questions' })).toBeVisible();
  await expect(english.reader.getByText('<script>window.pwned = 1</script>', { exact: false })).toBeVisible();
  await english.reader.context().close();

  // The German bio is written beside the English one, a word of it bold.
  await page.getByRole('button', { name: 'Edit Dr. Ada Quantum' }).click();
  await dialog.getByRole('tab', { name: 'Deutsch' }).click();
  const source = dialog.locator('[id$="-description-source"]');
  await expect(source.locator('strong')).toHaveText(['resonance', 'programme']);
  const german = await editor(dialog, 'Description (Deutsch)');
  await expect(german).toHaveText('');
  await german.click();
  await page.keyboard.type('Leitet das Resonanz-Forschungsprogramm.');
  await selectWord(german, 'Resonanz-Forschungsprogramm');
  await page.keyboard.press('ControlOrMeta+b');
  await expect(german.locator('strong')).toHaveText('Resonanz-Forschungsprogramm');
  if (shots) await page.screenshot({ path: `${shots}/record-rich-text-german-1440.png` });
  await dialog.getByRole('button', { name: 'Save Deutsch' }).click();
  await expectToast(page, 'Translation saved');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  const deutsch = await serverHtml(browser, server, '/de/team');
  expect(deutsch.html).toContain('Leitet das <strong>Resonanz-Forschungsprogramm</strong>.');
  await deutsch.reader.context().close();

  // The team page at a phone's width and a desktop's, with JavaScript.
  for (const width of [390, 1440]) {
    const reader = await (await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } })).newPage();
    await reader.goto('/team');
    await expect(reader.locator('main strong', { hasText: 'resonance' })).toBeVisible();
    expect(await reader.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    if (shots) await reader.locator('main ul').first().screenshot({ path: `${shots}/record-rich-text-team-${width}.png` });
    await reader.context().close();
  }
});

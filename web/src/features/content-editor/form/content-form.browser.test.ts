import type { Browser, Page } from '@playwright/test';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contentSchemas, type ContentKey } from '@/content/schema';
import { defaultDocument } from './defaults';
import { fieldId } from './form-context';
import { toPointer } from './pointer';
import { formTree, leafPaths } from './schema-tree';
import { selectText } from '../../../../e2e/select-text';
import { buildHarness, launch, openHarness } from './testing/browser';

// The content form in Chromium, used as an editor uses it: every default document opens with
// a labelled field for each of its values, and typing, choosing, adding, removing, moving
// (with the buttons and by dragging with the keyboard), uploading and checking links hand on
// the document an editor expects.

let browser: Browser;
let page: Page;
const problems: string[] = [];

beforeAll(async () => {
  const [bundle, started] = await Promise.all([buildHarness(), launch()]);
  browser = started;
  ({ page } = await openHarness(browser, bundle));
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text());
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

afterEach(() => {
  // React's warnings (keys, controlled fields) and script errors fail the test that caused them.
  expect(problems.splice(0)).toEqual([]);
});

/** open shows a document in the form, afresh, in a window width px wide. */
async function open(key: ContentKey, doc: unknown = defaultDocument(key), width = 1280): Promise<Page> {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(([k, d]) => window.formHarness.mount(k as ContentKey, d), [key, doc] as const);
  await page.getByRole('button', { name: 'Expand all' }).waitFor();
  return page;
}

/** lastChange is the last document the form handed on. */
function lastChange(page: Page): Promise<unknown> {
  return page.evaluate(() => window.formHarness.changes.at(-1));
}

function changeCount(page: Page): Promise<number> {
  return page.evaluate(() => window.formHarness.changes.length);
}

const clone = <T>(value: T): T => structuredClone(value);

type Coin = { seo: Record<string, unknown>; hero: { primaryCta: { href: string } }; roadmap: { items: { period: string; title: string; status: string }[] } };
const coin = () => clone(defaultDocument('qrs-coin')) as Coin;

describe('ContentForm in the browser', { timeout: 60_000 }, () => {
  it.each(Object.keys(contentSchemas) as ContentKey[])('shows every value of the default %s document in a labelled field', async (key) => {
    const doc = defaultDocument(key);
    await open(key, doc);
    await page.getByRole('button', { name: 'Expand all' }).click();
    const ids = leafPaths(formTree(key), doc).map((path) => fieldId(toPointer(path)));
    const missing = await page.evaluate((all) => {
      const labelled = (el: Element) =>
        ((el as HTMLInputElement).labels?.length ?? 0) > 0 || el.hasAttribute('aria-label') || el.hasAttribute('aria-labelledby');
      // A rich text is edited in a text box of its own, the editor's.
      const control = (el: Element) => ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) || (el.getAttribute('role') === 'textbox' && el.getAttribute('contenteditable') === 'true');
      return all.filter((id) => {
        const el = document.getElementById(id);
        return !el || !control(el) || !labelled(el);
      });
    }, ids);
    expect(missing).toEqual([]);
    // Every control of the page has a name, the list buttons included.
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll('input, textarea, select, button')]
        .filter((el) => !((el as HTMLInputElement).labels?.length || el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') || el.textContent?.trim()))
        .map((el) => el.outerHTML.slice(0, 120)),
    );
    expect(unnamed).toEqual([]);
    expect(await changeCount(page)).toBe(0);
  });

  it.each(['home', 'site', 'whitepaper'] as ContentKey[])('fits a 390 px phone screen with the %s document open', async (key) => {
    await open(key, defaultDocument(key), 390);
    await page.getByRole('button', { name: 'Expand all' }).click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it("changes the roadmap's third item to Q1 2027, completed", async () => {
    const before = coin();
    await open('qrs-coin', before);
    await page.getByRole('button', { name: /^Roadmap/ }).click();
    await page.getByRole('button', { name: /^Item 3: Q4 2025 — Centre Network Integration/ }).click();
    const item = page.getByRole('group', { name: /^Item 3/ });
    await item.getByLabel('Period').fill('Q1 2027');
    await item.getByLabel('Status').selectOption({ label: 'Completed' });
    const expected = clone(before);
    expected.roadmap.items[2] = { ...expected.roadmap.items[2], period: 'Q1 2027', status: 'completed' };
    expect(await lastChange(page)).toEqual(expected);
    // The folded line follows the item.
    await expect.poll(() => page.locator(`#${fieldId('/roadmap/items/2')}`).innerText()).toMatch(/Q1 2027 — Centre Network Integration\s*Completed/);
  });

  it('adds, removes and reorders list items with the buttons and with the keyboard', async () => {
    await open('qrs-coin', coin());
    await page.getByRole('button', { name: /^Roadmap/ }).click();
    const roadmapItems = async () => ((await lastChange(page)) as Coin).roadmap.items.map((i) => i.period);

    await page.getByRole('button', { name: 'Add item' }).click();
    // The new item opens with the focus in its first field.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(fieldId('/roadmap/items/4/period'));
    await page.keyboard.type('2028');
    expect(await roadmapItems()).toEqual(['Q2 2025', 'Q3 2025', 'Q4 2025', '2026 and beyond', '2028']);
    expect(((await lastChange(page)) as Coin).roadmap.items[4]).toEqual({ period: '2028', title: '', description: '', status: 'completed' });

    await page.getByRole('button', { name: 'Remove item 2' }).click();
    expect(await roadmapItems()).toEqual(['Q2 2025', 'Q4 2025', '2026 and beyond', '2028']);

    await page.getByRole('button', { name: 'Move item 1 down' }).click();
    expect(await roadmapItems()).toEqual(['Q4 2025', 'Q2 2025', '2026 and beyond', '2028']);
    // The focus stays with the moved item's button, so pressing again moves it on.
    await page.keyboard.press('Enter');
    expect(await roadmapItems()).toEqual(['Q4 2025', '2026 and beyond', 'Q2 2025', '2028']);
    await page.keyboard.press('Enter');
    expect(await roadmapItems()).toEqual(['Q4 2025', '2026 and beyond', '2028', 'Q2 2025']);
    // At the end the focus passes to Move up.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Move item 4 up');

    // Dragging with the keyboard: space picks the item up, an arrow moves it, space drops it.
    // Each step waits for what a screen reader hears.
    const heard = (text: string) => page.locator('[aria-live]').filter({ hasText: text }).waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Drag to reorder item 1' }).focus();
    await page.keyboard.press('Space');
    await heard('Picked up item 1 at position 1 of 4.');
    await page.keyboard.press('ArrowDown');
    await heard('item 1 is over position 2 of 4.');
    await page.keyboard.press('Space');
    await heard('item 1 dropped at position 2 of 4.');
    await expect.poll(roadmapItems).toEqual(['2026 and beyond', 'Q4 2025', '2028', 'Q2 2025']);
  });

  it('refuses a link that would run a script, with the message next to the field', async () => {
    await open('qrs-coin', coin());
    await page.getByRole('button', { name: /^Hero/ }).click();
    const href = page.getByRole('group', { name: 'Main button' }).getByLabel('Link address');
    await href.fill('javascript:alert(1)');
    await href.blur();
    const message = page.getByText('Links starting with javascript: are not allowed.');
    await message.waitFor();
    expect(await href.getAttribute('aria-invalid')).toBe('true');
    expect((await href.getAttribute('aria-describedby'))?.split(' ')).toContain(await message.getAttribute('id'));
    await href.fill('/whitepaper#roadmap');
    await expect.poll(() => message.count()).toBe(0);
    expect(((await lastChange(page)) as Coin).hero.primaryCta.href).toBe('/whitepaper#roadmap');
  });

  it('uploads a social preview image, asks for its description, and leaves both out when removed', async () => {
    await open('qrs-coin', coin());
    await page.getByRole('button', { name: /^Search engines and sharing/ }).click();
    await page.getByLabel('Social preview image (optional)', { exact: true }).and(page.locator('input[type=file]')).setInputFiles({ name: 'preview.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect.poll(async () => ((await lastChange(page)) as Coin).seo.image).toBe('/uploads/1-preview.png');
    await page.getByRole('img', { name: 'Current image, not described yet' }).waitFor();
    const alt = page.getByLabel(/^Social preview image description \(alt text\)/);
    await page.getByText('Describe the image, here or in the media library: required when an image is set.').waitFor();
    expect(await alt.getAttribute('aria-invalid')).toBe('true');
    await alt.fill('The coin on a phone screen');
    expect(((await lastChange(page)) as Coin).seo).toMatchObject({ image: '/uploads/1-preview.png', imageAlt: 'The coin on a phone screen' });

    await page.getByRole('button', { name: 'Remove social preview image' }).click();
    expect(((await lastChange(page)) as Coin).seo).toEqual(coin().seo);
    await page.getByText('No image').waitFor();

    // An optional text emptied is left out too, and an unticked box.
    await alt.fill('Alt');
    await alt.fill('');
    await page.getByLabel('Hide from search engines').check();
    expect(((await lastChange(page)) as Coin).seo).toEqual({ ...coin().seo, hidden: true });
    await page.getByLabel('Hide from search engines').uncheck();
    expect(((await lastChange(page)) as Coin).seo).toEqual(coin().seo);
  });

  it('refuses a file that is not a picture, and keeps a required picture without Remove', async () => {
    await open('home');
    await page.getByRole('button', { name: /^Products/ }).click();
    await page.getByRole('button', { name: /^Product 1:/ }).click();
    const picker = page.locator(`#${fieldId('/products/devices/0/image')}`);
    await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just text') });
    await page.getByText('Please select an image (JPG, PNG, GIF, WebP, SVG)').waitFor();
    expect(await picker.getAttribute('aria-invalid')).toBe('true');
    expect(await changeCount(page)).toBe(0);
    expect(await page.getByRole('button', { name: /^Remove image/ }).count()).toBe(0);
    await picker.setInputFiles({ name: 'device.png', mimeType: 'image/png', buffer: Buffer.from('png') });
    await expect
      .poll(async () => ((await lastChange(page)) as { products: { devices: { image: string }[] } }).products.devices[0].image)
      .toMatch(/^\/uploads\/\d+-device\.png$/);
  });

  it('counts the characters of the page title and description as search results show them', async () => {
    await open('qrs-coin', coin());
    await page.getByRole('button', { name: /^Search engines and sharing/ }).click();
    const title = page.getByLabel('Page title');
    const count = page.locator(`#${fieldId('/seo/title')}__count`);
    expect(await count.innerText()).toBe('40 / 60 characters');
    expect((await title.getAttribute('aria-describedby'))?.split(' ')).toContain(`${fieldId('/seo/title')}__count`);
    await title.fill('x'.repeat(72));
    expect(await count.innerText()).toBe('72 / 60 characters');
    await page.getByText('Search results usually show about 60 characters; the rest may be cut off.').waitFor();
    expect(await page.locator(`#${fieldId('/seo/description')}__count`).innerText()).toBe('120 / 160 characters');
  });

  it('counts no characters of a date, which is picked whole', async () => {
    await open('privacy');
    await page.getByRole('button', { name: 'Expand all' }).click();
    await page.locator(`#${fieldId('/updated')}`).waitFor();
    expect(await page.locator(`#${fieldId('/updated')}__count`).count()).toBe(0);
  });

  it('says Required when a required text is emptied, and shows the messages it is given where they belong', async () => {
    await open('qrs-coin', coin());
    await page.getByRole('button', { name: /^Objective/ }).click();
    await page.getByLabel('Heading', { exact: true }).fill('');
    await page.getByText('Required').waitFor();

    // A message handed in opens its section and its item, marks the field and names it.
    await page.evaluate(() => window.formHarness.setErrors({ '/roadmap/items/2/period': 'Required' }));
    const period = page.locator(`#${fieldId('/roadmap/items/2/period')}`);
    await period.waitFor();
    expect(await period.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`#${fieldId('/roadmap/items/2/period')}__error`).innerText()).toBe('Required');
    await page.getByRole('button', { name: 'Roadmap 1 problem' }).waitFor();
  });

  it('tells the editor to keep the slots a text needs', async () => {
    await open('qrs-coin', coin());
    await page.getByRole('button', { name: /^Wallets/ }).click();
    await page.getByText("Keep {wallet}: the page puts the wallet's name there.").waitFor();
    await page.getByLabel('Wallet button').fill('Connect');
    await page.getByText("{wallet} is missing: the page shows the wallet's name there. Write it back in.").waitFor();
  });

  it('leaves an optional list or choice out once it is emptied', async () => {
    type Paper = { sections: { points?: string[]; show?: string }[] };
    const doc = clone(defaultDocument('whitepaper')) as Paper;
    await open('whitepaper', doc);
    await page.getByRole('button', { name: /^Sections/ }).click();
    await page.locator(`#${fieldId('/sections/0')}`).click();
    const first = page.getByRole('group', { name: /^Section 1/ });
    expect(doc.sections[0].points).toBeUndefined();
    await first.getByRole('button', { name: 'Add point' }).click();
    await page.keyboard.type('A first point');
    expect(((await lastChange(page)) as Paper).sections[0].points).toEqual(['A first point']);
    await first.getByRole('button', { name: 'Remove point 1' }).click();
    expect('points' in ((await lastChange(page)) as Paper).sections[0]).toBe(false);

    await first.getByLabel('Block after the text').selectOption({ label: 'Roadmap' });
    expect(((await lastChange(page)) as Paper).sections[0].show).toBe('roadmap');
    await first.getByLabel('Block after the text').selectOption({ label: 'None' });
    expect((await lastChange(page)) as Paper).toEqual(doc);
  });

  describe('a rich text', () => {
    type Objective = { objective: { text: unknown } };
    const objective = async () => ((await lastChange(page)) as Objective).objective.text;

    /** openObjective shows the coin page's objective, whose text is a rich text, and answers its editor. */
    async function openObjective(text = 'Our goal is clear and simple') {
      const doc = coin() as unknown as Objective;
      doc.objective.text = text;
      await open('qrs-coin', doc);
      await page.getByRole('button', { name: /^Objective/ }).click();
      const editor = page.getByRole('textbox', { name: 'Text', exact: true });
      await expect.poll(() => editor.getAttribute('contenteditable')).toBe('true');
      const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
      return { editor, toolbar };
    }

    /** select selects a word of the editor's text, as a double click would. */
    async function select(word: string) {
      await selectText(page.getByRole('textbox', { name: 'Text', exact: true }), word);
      // ProseMirror reads the selection when the browser says it changed.
      await page.waitForTimeout(50);
    }

    const bold = (t: string) => ({ type: 'text', text: t, marks: [{ type: 'bold' }] });
    const plain = (t: string) => ({ type: 'text', text: t });
    const doc = (...content: object[]) => ({ type: 'doc', content: [{ type: 'paragraph', content }] });

    it('opens a plain text unchanged, and marks words with the toolbar, the keys and Markdown', async () => {
      const { editor, toolbar } = await openObjective();
      expect(await changeCount(page)).toBe(0);
      await select('goal');
      await toolbar.getByRole('button', { name: 'Bold' }).click();
      expect(await objective()).toEqual(doc(plain('Our '), bold('goal'), plain(' is clear and simple')));
      expect(await toolbar.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');

      await select('clear');
      await page.keyboard.press('ControlOrMeta+i');
      expect(await objective()).toEqual(doc(plain('Our '), bold('goal'), plain(' is '), { type: 'text', text: 'clear', marks: [{ type: 'italic' }] }, plain(' and simple')));

      // Undone twice, it is the plain string it was.
      await page.keyboard.press('ControlOrMeta+z');
      await page.keyboard.press('ControlOrMeta+z');
      await expect.poll(objective).toBe('Our goal is clear and simple');

      await editor.press('End');
      await page.keyboard.type(' **indeed** ');
      await expect.poll(objective).toEqual(doc(plain('Our goal is clear and simple '), bold('indeed'), plain(' ')));

      await page.keyboard.press('Enter');
      await page.keyboard.type('- first');
      await page.keyboard.press('Enter');
      await page.keyboard.type('second');
      const stored = (await objective()) as { content: { type: string }[] };
      expect(stored.content.map((b) => b.type)).toEqual(['paragraph', 'bulletList']);
      expect(stored.content[1]).toEqual({
        type: 'bulletList',
        content: ['first', 'second'].map((t) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [plain(t)] }] })),
      });
    });

    it('links words from the link dialog, refusing an address the link rule refuses', async () => {
      const { toolbar } = await openObjective();
      await select('clear');
      await page.keyboard.press('ControlOrMeta+k');
      const dialog = page.getByRole('dialog', { name: 'Add link' });
      await dialog.getByLabel('Address').fill('javascript:alert(1)');
      await dialog.getByRole('button', { name: 'Add link' }).click();
      await dialog.getByText('Links starting with javascript: are not allowed.').waitFor();
      expect(await dialog.getByLabel('Address').getAttribute('aria-invalid')).toBe('true');
      expect(await changeCount(page)).toBe(0);

      // A page is found by its name.
      await dialog.getByLabel('Find a page').fill('terms');
      await dialog.getByRole('button', { name: 'Terms of service /terms' }).click();
      expect(await dialog.getByLabel('Address').inputValue()).toBe('/terms');
      await dialog.getByLabel('Section (optional)').fill('liability');
      expect(await dialog.getByLabel('Open in a new window').isChecked()).toBe(false);
      await dialog.getByRole('button', { name: 'Add link' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const link = { type: 'text', text: 'clear', marks: [{ type: 'link', attrs: { href: '/terms#liability' } }] };
      expect(await objective()).toEqual(doc(plain('Our goal is '), link, plain(' and simple')));

      // The link is changed to open a new window, then removed.
      await select('clear');
      await toolbar.getByRole('button', { name: 'Link' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit link' });
      expect(await edit.getByLabel('Address').inputValue()).toBe('/terms');
      await edit.getByLabel('Open in a new window').check();
      await edit.getByRole('button', { name: 'Save link' }).click();
      await edit.waitFor({ state: 'hidden' });
      expect(((await objective()) as { content: { content: { marks?: unknown }[] }[] }).content[0].content[1].marks).toEqual([
        { type: 'link', attrs: { href: '/terms#liability', target: '_blank' } },
      ]);
      await select('clear');
      await page.keyboard.press('ControlOrMeta+k');
      await page.getByRole('dialog', { name: 'Edit link' }).getByRole('button', { name: 'Remove link' }).click();
      await expect.poll(objective).toBe('Our goal is clear and simple');
    });

    it("keeps only bold and links of a text pasted from Word", async () => {
      const { editor } = await openObjective('');
      const word =
        '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{color:red}</style></head><body>' +
        '<p class=MsoNormal style="margin:0;font-family:Calibri"><b><span style="font-size:14pt;color:#FF0000">Strong</span></b>' +
        '<span style="font-family:Comic Sans MS;color:blue"> words and </span><span style="font-weight:700">heavy</span> ' +
        '<a href="https://example.com/x" target="_blank" style="color:green">a link</a><script>alert(1)</script>' +
        '<a href="javascript:alert(1)">bad</a><img src="x.png" alt=""></p></body></html>';
      await editor.focus();
      await editor.evaluate((el, html) => {
        const data = new DataTransfer();
        data.setData('text/html', html);
        data.setData('text/plain', 'Strong words and heavy a link bad');
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, word);
      await expect.poll(objective).toEqual(
        doc(bold('Strong'), plain(' words and '), bold('heavy'), plain(' '), { type: 'text', text: 'a link', marks: [{ type: 'link', attrs: { href: 'https://example.com/x' } }] }, plain('bad')),
      );
    });
  });
});


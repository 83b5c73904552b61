import { expectNoViolations } from './axe';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test, type QrsServer } from './fixtures';
import { wallTime } from '../src/lib/time-zone';
import { expectToast, openTab, signIn } from './admin-helpers';

// The "Site content" area of the admin panel, used as an editor would: a document's form,
// its draft, preview, publishing, schedule and history, and the safety nets around them
// (leaving with unsaved changes, two editors at once, a session that ends while typing).

const shots = process.env.QRS_SCREENSHOTS;

interface RoadmapItem {
  period: string;
  title: string;
  status: string;
}
interface CoinDoc {
  roadmap: { items: RoadmapItem[] };
}
interface EditorState {
  revision: number;
  timeZone: string;
  published: { version: number; body: CoinDoc };
  draft: null | { body: CoinDoc; publishAt: string | null };
}

const coinState = (server: QrsServer) => server.api<EditorState>('GET', '/api/content/qrs-coin/draft');

/** openDocument opens a document of the Site content tab by its name, as the list shows it. */
async function openDocument(page: Page, name: string): Promise<void> {
  await openTab(page, 'Site content');
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

/** roadmapItem opens the Roadmap section and its item n (from 1), and returns the item's fields. */
async function roadmapItem(page: Page, n: number): Promise<Locator> {
  const section = page.getByRole('region', { name: /^Roadmap/ });
  const toggle = section.getByRole('button', { name: /^Roadmap/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const item = section.getByRole('button', { name: new RegExp(`^Item ${n} ?:`) });
  if ((await item.getAttribute('aria-expanded')) !== 'true') await item.click();
  const fields = section.getByRole('group', { name: new RegExp(`^Item ${n} ?:`) });
  await expect(fields.getByLabel('Period')).toBeVisible();
  return fields;
}

/** editorState is the line of the action bar saying whether the form holds unsaved changes. */
const saveState = (page: Page) => page.getByRole('status').filter({ hasText: /^(Unsaved changes|Draft saved|No changes|.*\.\.\.)$/ });

/** visitorPage opens a public page in a fresh browser without cookies (optionally without JavaScript). */
async function visitorPage(browser: Browser, server: QrsServer, path: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled });
  const page = await context.newPage();
  const res = await page.goto(path);
  expect(res?.status()).toBe(200);
  return page;
}

/** roadmapEntry is the public roadmap's entry of a milestone (its period, status, title and text). */
const roadmapEntry = (page: Page, title: string) => page.locator('main li').filter({ hasText: title });

test('an editor corrects the roadmap: a draft only staff see in the preview, then published to the coin page and the whitepaper, with and without JavaScript', async ({
  page,
  server,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, server);
  await openTab(page, 'Site content');
  const coinRow = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'QRS Coin', exact: true }) });
  await expect(coinRow).toContainText('Published');
  await expect(coinRow).toContainText('Version 1');
  await page.getByRole('link', { name: 'QRS Coin', exact: true }).click();
  await expect(page).toHaveURL(/\?tab=content&doc=qrs-coin$/);
  await expect(page.getByText('No draft.')).toBeVisible();

  const item = await roadmapItem(page, 3);
  await expect(item.getByLabel('Period')).toHaveValue('Q4 2025');
  await item.getByLabel('Period').fill('Q1 2027');
  await item.getByLabel('Status').selectOption({ label: 'Completed' });
  await expect(saveState(page)).toHaveText('Unsaved changes');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(page, 'Draft saved');
  await expect(saveState(page)).toHaveText('Draft saved');
  await expect(page.getByText('Editing the draft')).toBeVisible();
  // A reload keeps the document open, and the draft in the form.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'QRS Coin', level: 2 })).toBeVisible();
  await expect((await roadmapItem(page, 3)).getByLabel('Period')).toHaveValue('Q1 2027');

  // The preview shows the draft, marked as such, in a new tab.
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Preview', exact: true }).click()]);
  await preview.waitForLoadState();
  expect(new URL(preview.url()).pathname).toBe('/preview/qrs-coin');
  await expect(preview.locator('#qrs-preview-banner')).toContainText('Preview — unpublished changes');
  await expect(roadmapEntry(preview, 'Centre Network Integration')).toContainText('Q1 2027');
  await expect(roadmapEntry(preview, 'Centre Network Integration')).toContainText('Completed');
  await preview.close();

  // Visitors still see the published roadmap, and cannot open the preview.
  const visitor = await visitorPage(browser, server, '/qrs-coin');
  await expect(roadmapEntry(visitor, 'Centre Network Integration')).toContainText('Q4 2025');
  await expect(visitor.getByText('Q1 2027')).toHaveCount(0);
  const peek = await visitor.request.get('/preview/qrs-coin');
  expect(peek.status()).toBe(401);
  expect(await peek.text()).not.toContain('Q1 2027');
  await visitor.context().close();

  // Publishing names the pages that change, and answers once they are live.
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Publish QRS Coin?' });
  await expect(confirm).toContainText('/qrs-coin');
  await expect(confirm).toContainText('/whitepaper');
  await confirm.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published — the pages are live');
  await expect(page.getByText('No draft.')).toBeVisible();
  await expect(page.getByText(/version 2, published by e2e-admin/)).toBeVisible();

  for (const javaScript of [true, false]) {
    for (const path of ['/qrs-coin', '/whitepaper']) {
      const reader = await visitorPage(browser, server, path, javaScript);
      const entry = roadmapEntry(reader, 'Centre Network Integration');
      await expect(entry, `${path} with JavaScript ${javaScript ? 'on' : 'off'}`).toContainText('Q1 2027');
      await expect(entry).toContainText('Completed');
      await expect(entry).not.toContainText('Q4 2025');
      await reader.context().close();
    }
  }

  // The list says so too.
  await page.getByRole('link', { name: 'All site content' }).filter({ visible: true }).click();
  await expect(coinRow).toContainText('Version 2 · by e2e-admin');
});

test('a change scheduled two seconds ahead goes live by itself, and the editor shows it', async ({ page, server, browser }) => {
  test.setTimeout(120_000);
  // Narrower than the live preview's room beside the form, where the list of documents shows beside the editor.
  await page.setViewportSize({ width: 1100, height: 900 });
  await signIn(page, server);
  await openDocument(page, 'QRS Coin');
  const item = await roadmapItem(page, 3);
  await item.getByLabel('Period').fill('Q2 2027');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(page, 'Draft saved');

  // The time is the site's wall clock, in the zone the label names.
  const { timeZone } = await coinState(server);
  const when = page.getByLabel(/^Publish on/);
  await expect(when).toBeVisible();
  expect(await page.locator('label[for="content-schedule-at"]').innerText()).toContain(timeZone);
  // A time gone by is refused beside the input, which takes the focus.
  await when.fill(wallTime(new Date(Date.now() - 3_600_000), timeZone));
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(when).toHaveAccessibleDescription('Choose a time in the future');
  await expect(when).toHaveAttribute('aria-invalid', 'true');
  await expect(when).toBeFocused();

  // A schedule shows in the editor and in the list, and can be cancelled (an hour ahead, so
  // nothing goes live while it is looked at).
  await when.fill(wallTime(new Date(Date.now() + 3_600_000), timeZone));
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expectToast(page, 'Scheduled');
  await expect(page.getByText('Scheduled draft.')).toBeVisible();
  await expect(page.getByText(`Goes live on`, { exact: false }).first()).toContainText(`(${timeZone})`);
  await expect(page.getByRole('link', { name: 'QRS Coin (scheduled)' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel schedule' }).click();
  await expectToast(page, 'Schedule cancelled');
  await expect(page.getByRole('button', { name: 'Cancel schedule' })).toHaveCount(0);
  expect((await coinState(server)).draft?.publishAt ?? null).toBeNull();

  // Two seconds ahead, counted from the next whole second (the input holds whole seconds).
  const at = new Date(Math.ceil(Date.now() / 1000) * 1000 + 2000);
  await when.fill(wallTime(at, timeZone));
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expectToast(page, 'Scheduled');

  // The public page changes by itself.
  await expect
    .poll(async () => (await (await fetch(`${server.url}/qrs-coin`)).text()).includes('Q2 2027'), { timeout: 30_000 })
    .toBe(true);
  const visitor = await visitorPage(browser, server, '/qrs-coin', false);
  await expect(roadmapEntry(visitor, 'Centre Network Integration')).toContainText('Q2 2027');
  await visitor.context().close();

  // The editor follows without a reload: the draft went live as version 2.
  await expect(page.getByText('No draft.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/version 2, published by/)).toBeVisible();
  await expect((await roadmapItem(page, 3)).getByLabel('Period')).toHaveValue('Q2 2027');
});

test('an earlier version from History is compared with the form and restored as a draft', async ({ page, server }) => {
  // Version 2 moved the third milestone; the editor wants version 1 back.
  const start = await coinState(server);
  const v2 = structuredClone(start.published.body);
  v2.roadmap.items[2].period = 'Q3 2026';
  await server.api('PUT', '/api/content/qrs-coin', v2);

  await signIn(page, server);
  await openDocument(page, 'QRS Coin');
  await expect((await roadmapItem(page, 3)).getByLabel('Period')).toHaveValue('Q3 2026');
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History of QRS Coin' });
  // The version's summary names the change in the words the comparison below uses.
  await expect(history.getByRole('button', { name: /^Version 2/ })).toContainText('Changed Roadmap › Item 3 › Period');
  await history.getByRole('button', { name: /^Version 1/ }).click();
  await expect(history.getByText('1 field differs; the same fields are hidden.')).toBeVisible();
  const row = history.getByRole('row', { name: /Roadmap › Item 3 › Period/ });
  await expect(row).toContainText('Q4 2025');
  await expect(row).toContainText('Q3 2026');
  await history.getByRole('button', { name: 'Restore as draft' }).click();
  await expectToast(page, 'Version 1 restored as the draft');
  await expect(history).toBeHidden();

  await expect(page.getByText('Editing the draft')).toBeVisible();
  await expect((await roadmapItem(page, 3)).getByLabel('Period')).toHaveValue('Q4 2025');
  const after = await coinState(server);
  expect(after.draft?.body.roadmap.items[2].period).toBe('Q4 2025');
  expect(after.published.body.roadmap.items[2].period).toBe('Q3 2026');
});

test('a required field left empty is named beside the field and above the form, takes the focus, and nothing is saved until it is filled', async ({
  page,
  server,
}) => {
  await signIn(page, server);
  await openDocument(page, 'QRS Coin');
  const period = (await roadmapItem(page, 3)).getByLabel('Period');
  await period.fill('');
  await page.getByRole('button', { name: 'Save draft' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'your attention before this can be saved' });
  await expect(summary).toContainText('Roadmap › Item 3 › Period: Required');
  await expect(period).toBeFocused();
  await expect(period).toHaveAttribute('aria-invalid', 'true');
  await expect(period).toHaveAccessibleDescription(/Required/);
  expect((await coinState(server)).draft).toBeNull();

  await period.fill('Q1 2027');
  await expect(summary).toBeHidden();
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expectToast(page, 'Draft saved');
  expect((await coinState(server)).draft?.body.roadmap.items[2].period).toBe('Q1 2027');
});

test('leaving unsaved changes asks first: another panel tab, a link, another document, the browser tab and a record dialog', async ({ page, server }) => {
  test.setTimeout(120_000);
  // Narrower than the live preview's room beside the form, where the list of documents shows beside the editor.
  await page.setViewportSize({ width: 1100, height: 900 });
  await signIn(page, server);
  await openDocument(page, 'QRS Coin');
  const period = (await roadmapItem(page, 3)).getByLabel('Period');
  await period.fill('Typed, not saved');
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });

  // Another tab of the panel: Stay keeps the text.
  await page.getByRole('tab', { name: 'Team Members' }).click();
  await expect(leave).toContainText('Your changes to QRS Coin will be lost.');
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Site content' })).toHaveAttribute('aria-selected', 'true');
  await expect(period).toHaveValue('Typed, not saved');

  // A link out of the panel.
  await page.getByRole('link', { name: 'View site' }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=content&doc=qrs-coin$/);
  await expect(period).toHaveValue('Typed, not saved');

  // Logout.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByText(`Signed in as ${server.username}`)).toBeVisible();
  await expect(period).toHaveValue('Typed, not saved');

  // Reloading the browser tab asks the browser's own question; the text comes back after it.
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe('beforeunload');
  await expect(page.getByText(/Your unsaved changes from .* were restored/)).toBeVisible();
  await expect((await roadmapItem(page, 3)).getByLabel('Period')).toHaveValue('Typed, not saved');

  // Another document: Leave goes there, and the text is gone for good.
  await page.getByRole('navigation', { name: 'Site content' }).getByRole('link', { name: 'Home' }).click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { name: 'Home', level: 2 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Site content' }).getByRole('link', { name: 'QRS Coin' }).click();
  await expect((await roadmapItem(page, 3)).getByLabel('Period')).toHaveValue('Q4 2025');
  await expect(page.getByText(/were restored/)).toHaveCount(0);

  // A record dialog: Escape and Cancel ask once something was typed.
  await openTab(page, 'Team Members');
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const form = page.getByRole('dialog', { name: 'Add Team Member' });
  await form.getByLabel('Name').fill('Half-typed name');
  await page.keyboard.press('Escape');
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(form.getByLabel('Name')).toHaveValue('Half-typed name');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(form).toBeHidden();
});

test('a save over someone else’s change is refused with their name, keeps the text, and Keep mine saves it', async ({ page, server }) => {
  await signIn(page, server);
  await openDocument(page, 'QRS Coin');
  const period = (await roadmapItem(page, 3)).getByLabel('Period');
  await period.fill('Mine 2027');

  // Meanwhile another editor saves a draft of the same document.
  const theirs = structuredClone((await coinState(server)).published.body);
  theirs.roadmap.items[0].title = 'Their launch';
  await server.api('PUT', '/api/content/qrs-coin/draft', theirs);

  await page.getByRole('button', { name: 'Save draft' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'since you opened it' });
  await expect(conflict).toContainText(`${server.username} changed this page at`);
  await expect(conflict).toContainText('Your text is still here.');
  await expect(period).toHaveValue('Mine 2027');

  await conflict.getByRole('button', { name: 'Compare with theirs' }).click();
  const compare = page.getByRole('dialog', { name: 'Their version and yours' });
  await expect(compare.getByRole('row', { name: /Roadmap › Item 3 › Period/ })).toContainText('Mine 2027');
  await expect(compare.getByRole('row', { name: /Roadmap › Item 1 › Title/ })).toContainText('Their launch');
  await page.keyboard.press('Escape');
  await expect(compare).toBeHidden();

  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expectToast(page, 'Your text is saved as the draft');
  await expect(conflict).toBeHidden();
  await expect(period).toHaveValue('Mine 2027');
  const saved = await coinState(server);
  expect(saved.draft?.body.roadmap.items[2].period).toBe('Mine 2027');
  expect(saved.draft?.body.roadmap.items[0].title).not.toBe('Their launch');
});

test('a session that ended while typing asks to sign in in place, then saves with the text intact', async ({ page, server }) => {
  await signIn(page, server);
  await openDocument(page, 'QRS Coin');
  const period = (await roadmapItem(page, 3)).getByLabel('Period');
  await period.fill('Typed before the session ended');

  // The session ends on the server (as after a timeout or a logout elsewhere).
  expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);

  await page.getByRole('button', { name: 'Save draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toHaveValue(server.username);
  await dialog.getByLabel('Password').fill(server.password);
  await dialog.getByRole('button', { name: 'Sign in and continue' }).click();
  await expectToast(page, 'Draft saved');
  await expect(dialog).toBeHidden();
  await expect(period).toHaveValue('Typed before the session ended');
  expect((await coinState(server)).draft?.body.roadmap.items[2].period).toBe('Typed before the session ended');
});

test('a document opened after the session ended asks to sign in in place, then opens', async ({ page, server }) => {
  await signIn(page, server);
  await openTab(page, 'Site content');
  await expect(page.getByRole('link', { name: 'QRS Coin', exact: true }).first()).toBeVisible();

  // The session ends on the server while the list is on screen.
  expect((await page.request.post('/api/auth/logout')).status()).toBe(200);

  await page.getByRole('link', { name: 'QRS Coin', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Password').fill(server.password);
  await dialog.getByRole('button', { name: 'Sign in and continue' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'QRS Coin', level: 2 })).toBeVisible();
  await expect((await roadmapItem(page, 3)).getByLabel('Period')).toHaveValue('Q4 2025');
});

test('the content list, an editor with a schedule and messages, the history and the leave question pass the WCAG 2.1 AA checks', async ({
  page,
  server,
}) => {
  test.setTimeout(120_000);
  const body = structuredClone((await coinState(server)).published.body);
  body.roadmap.items[2].period = 'Q1 2027';
  await server.api('PUT', '/api/content/qrs-coin/draft', body);
  await server.api('PUT', '/api/content/qrs-coin/schedule', { publishAt: '2099-01-01T09:00:00' });
  await signIn(page, server);
  await openTab(page, 'Site content');
  await expect(page.getByText(/^Scheduled for 1 Jan 2099, 09:00/)).toBeVisible();
  await expectNoViolations(page, 'the content list');

  await page.getByRole('link', { name: 'QRS Coin', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Cancel schedule' })).toBeVisible();
  const period = (await roadmapItem(page, 3)).getByLabel('Period');
  await period.fill('');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(period).toBeFocused();
  await expectNoViolations(page, 'the editor with a schedule and a message');

  await page.getByRole('button', { name: 'History' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Version 1/ }).click();
  await expect(page.getByRole('dialog').getByText(/fields? differs?;/)).toBeVisible();
  await expectNoViolations(page, 'the history');
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
  await expectNoViolations(page, 'the leave question');
});

test('editor screenshots at phone and desktop width', async ({ page, server }) => {
  test.skip(!shots, 'set QRS_SCREENSHOTS to a folder to take them');
  test.setTimeout(120_000);
  await signIn(page, server);
  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ]) {
    await page.setViewportSize({ width, height });
    await openDocument(page, 'QRS Coin');
    const item = await roadmapItem(page, 3);
    await item.getByLabel('Period').fill(`Q1 2027`);
    await item.getByLabel('Status').selectOption({ label: 'Completed' });
    await item.getByLabel('Period').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/content-editor-${width}.png` });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expectToast(page, 'Draft saved');
    await page.getByRole('link', { name: 'All site content' }).filter({ visible: true }).click();
    await expect(page.getByRole('heading', { name: 'Site content', level: 2 })).toBeVisible();
    await page.screenshot({ path: `${shots}/content-list-${width}.png`, fullPage: true });
    const preview = await page.context().newPage();
    await preview.setViewportSize({ width, height });
    await preview.goto('/preview/qrs-coin');
    await preview.getByRole('heading', { name: 'Listing Roadmap' }).scrollIntoViewIfNeeded();
    await preview.screenshot({ path: `${shots}/content-preview-${width}.png` });
    await preview.goto('/preview/qrs-coin');
    await preview.screenshot({ path: `${shots}/content-preview-banner-${width}.png` });
    await preview.close();
    await server.api('DELETE', '/api/content/qrs-coin/draft');
  }
});

test('the editor tells a full list and a text near and over its limit before anything is sent', async ({ page, server }) => {
  test.setTimeout(120_000);
  // A roadmap of 40 items, the most it may hold, saved as the draft.
  const state = await coinState(server);
  const items = Array.from({ length: 40 }, (_, i) => ({ ...state.published.body.roadmap.items[0], title: `Milestone ${i + 1}` }));
  await server.api('PUT', '/api/content/qrs-coin/draft', { ...state.published.body, roadmap: { ...state.published.body.roadmap, items } });
  const saved = await coinState(server);
  await signIn(page, server);
  await openDocument(page, 'QRS Coin');
  const section = page.getByRole('region', { name: /^Roadmap/ });
  await section.getByRole('button', { name: /^Roadmap/ }).click();
  await expect(section.getByRole('button', { name: 'Add item' })).toBeDisabled();
  await expect(section.getByText('This list holds at most 40 items.')).toBeVisible();

  const item = await roadmapItem(page, 1);
  const description = item.getByLabel('Description');
  await description.fill('a'.repeat(2990));
  await expect(item.getByText('2990 / 3000 characters')).toBeVisible();
  if (shots) {
    for (const [width, height] of [
      [390, 844],
      [1440, 900],
    ]) {
      await page.setViewportSize({ width, height });
      await description.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/content-limit-${width}.png` });
    }
  }
  await description.fill('a'.repeat(3001));
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(item.getByText('Must be at most 3000 characters')).toBeVisible();
  expect((await coinState(server)).revision).toBe(saved.revision);
});

import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test, type QrsServer } from './fixtures';
import { expectToast, openTab, selectWord, signIn } from './admin-helpers';
import { expectNoViolations } from './axe';
import { wallTime } from '../src/lib/time-zone';

// Review before publishing, as the people of a site use it: the owner wants changes to the
// legal page reviewed and names an editor reviewer; another editor's change goes to review
// instead of the site, is sent back with a comment, changed, sent again and approved, and only
// then do visitors see it. A viewer follows the queue without acting on it.

const REVIEWER = 'ben@example.com';
const AUTHOR = 'cy@example.com';
const VIEWER = 'val@example.com';

/** staffPage makes an account and signs it in, in a browser of its own, choosing its own password first. */
async function staffPage(browser: Browser, server: QrsServer, username: string, role: 'editor' | 'viewer', width = 1280): Promise<Page> {
  const { temporaryPassword } = await server.api<{ temporaryPassword: string }>('POST', '/api/staff', { username, role, access: 'password' });
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto('/qrsadmin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(temporaryPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const own = `${username} has a password of their own`;
  await page.getByLabel('New password', { exact: true }).fill(own);
  await page.getByLabel('Repeat new password').fill(own);
  await page.getByRole('button', { name: 'Save new password' }).click();
  // The panel, not the password form (which names the account too), says who is signed in.
  await expect(page.getByText(`Signed in as ${username} (${role === 'editor' ? 'Editor' : 'Viewer'})`)).toBeVisible();
  return page;
}

/** leadField opens the Legal document's first section and answers its lead paragraph. */
async function leadField(page: Page) {
  const section = page.getByRole('region', { name: /^Hero/ });
  const toggle = section.getByRole('button', { name: /^Hero/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return section.getByLabel('Lead paragraph');
}

/** sendForReview sends the form of the document named name for review with a note, from the editor's action bar. */
async function sendForReview(page: Page, note: string, name = 'Legal') {
  await page.getByRole('button', { name: 'Send for review' }).click();
  const dialog = page.getByRole('dialog', { name: `Send ${name} for review` });
  await dialog.getByLabel(/Note for the reviewers/).fill(note);
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expectToast(page, 'Sent for review');
  await expect(dialog).toBeHidden();
}

/** openReview opens the Legal review of the queue. */
async function openReview(page: Page) {
  await page.goto('/admin?tab=reviews');
  await page.getByRole('list', { name: 'Waiting for review' }).getByRole('button', { name: /^Legal/ }).click();
  return page.getByRole('article', { name: 'Legal' });
}

test('an editor’s change to the legal page is reviewed, sent back, changed and approved before visitors see it', async ({ page, server, browser }) => {
  test.setTimeout(180_000);
  const reviewer = await staffPage(browser, server, REVIEWER, 'editor');
  const author = await staffPage(browser, server, AUTHOR, 'editor');

  // The owner wants the legal page reviewed, by the first editor besides the owners.
  await signIn(page, server);
  await openTab(page, 'Staff');
  const card = page.getByRole('region', { name: 'Changes need review' });
  await expect(card.getByRole('switch', { name: 'Everything' })).toHaveAttribute('aria-checked', 'false');
  await card.getByRole('checkbox', { name: 'Legal', exact: true }).check();
  await card.getByRole('checkbox', { name: REVIEWER }).check();
  await expect(card.getByText('Unsaved changes.')).toBeVisible();
  await card.getByRole('button', { name: 'Save review settings' }).click();
  await expectToast(page, 'Review settings saved', '1 document needs review before changes go live.');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Changes need review' }).getByRole('checkbox', { name: 'Legal', exact: true })).toBeChecked();
  await expectNoViolations(page, 'the staff tab with the review settings');

  // The other editor changes the legal page: it can only be sent for review, with a note.
  await author.goto('/admin?tab=content&doc=legal');
  await expect(author.getByRole('heading', { name: 'Legal', level: 2 })).toBeVisible();
  await expect(author.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await expect(author.getByRole('form', { name: 'Schedule publishing' })).toBeHidden();
  await (await leadField(author)).fill('QRS works from Schaan in Liechtenstein.');
  await sendForReview(author, 'The office moved to Schaan');
  await expect(author.getByText(/^In review by .*ben@example\.com/)).toBeVisible();
  await expect(author.getByText('Note: “The office moved to Schaan”')).toBeVisible();
  await expectNoViolations(author, 'the editor of a draft in review');
  await expect(await leadField(author)).toBeDisabled();
  await expect(author.getByRole('button', { name: 'Save draft' })).toBeDisabled();
  await author.goto('/admin?tab=content');
  await expect(author.getByRole('listitem').filter({ has: author.getByRole('link', { name: 'Legal', exact: true }) })).toContainText('In review');

  // Visitors still see the published text.
  const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
  await visitor.goto('/legal');
  await expect(visitor.getByText('operates from Liechtenstein under the law of the Principality')).toBeVisible();
  await expect(visitor.getByText('QRS works from Schaan')).toHaveCount(0);

  // A viewer follows the queue and sees the change, and is offered no decision.
  const viewer = await staffPage(browser, server, VIEWER, 'viewer');
  await expect(viewer.getByRole('tab', { name: 'Reviews (1 waiting)' })).toBeVisible();
  const seen = await openReview(viewer);
  await expect(seen.getByText('The office moved to Schaan')).toBeVisible();
  await expect(seen.getByText('QRS works from Schaan in Liechtenstein.')).toBeVisible();
  await expect(seen.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: 'Request changes' })).toHaveCount(0);

  // The reviewer sees the count, the change beside the published text, and sends it back.
  await reviewer.reload();
  await expect(reviewer.getByRole('tab', { name: 'Reviews (1 waiting)' })).toBeVisible();
  const review = await openReview(reviewer);
  await expect(review.getByText(`Sent for review by ${AUTHOR}`)).toBeVisible();
  const change = review.getByRole('table', { name: /the draft sent for review changes/ });
  await expect(change.getByRole('row', { name: /Lead paragraph/ })).toContainText('operates from Liechtenstein');
  await expect(change.getByRole('row', { name: /Lead paragraph/ })).toContainText('QRS works from Schaan in Liechtenstein.');
  await expectNoViolations(reviewer, 'the review queue with a review open');
  await review.getByRole('button', { name: 'Request changes' }).click();
  const sendBack = reviewer.getByRole('dialog', { name: 'Request changes to Legal' });
  // The comment is required.
  await sendBack.getByRole('button', { name: 'Send back' }).click();
  await expect(sendBack.getByRole('alert')).toHaveText('Say what should change: the comment is sent to the author.');
  await sendBack.getByLabel('What should change').fill('Name the street too, as the register does.');
  await sendBack.getByRole('button', { name: 'Send back' }).click();
  await expectToast(reviewer, `Sent back to ${AUTHOR}`);
  await expect(reviewer.getByText('Nothing waits for review')).toBeVisible();
  await expect(reviewer.getByRole('list', { name: 'Decided reviews' })).toContainText('Changes requested');

  // The author sees why, changes the text and sends it again.
  await author.goto('/admin?tab=content');
  await expect(author.getByRole('listitem').filter({ has: author.getByRole('link', { name: 'Legal', exact: true }) })).toContainText('Changes requested');
  await author.getByRole('link', { name: 'Legal', exact: true }).click();
  await expect(author.getByText('Changes requested: Name the street too, as the register does.')).toBeVisible();
  await expect(author.getByText(new RegExp(`^By ${REVIEWER.replace('.', '\\.')} on `))).toBeVisible();
  await (await leadField(author)).fill('QRS works from Landstrasse 1, Schaan, in Liechtenstein.');
  await sendForReview(author, 'With the street');
  await expect(author.getByText(/^In review by /)).toBeVisible();

  // The reviewer approves it: it goes live at once.
  await reviewer.reload();
  await expect(reviewer.getByRole('tab', { name: 'Reviews (1 waiting)' })).toBeVisible();
  const again = await openReview(reviewer);
  await expect(again.getByText('With the street')).toBeVisible();
  await again.getByRole('button', { name: 'Approve' }).click();
  const confirm = reviewer.getByRole('alertdialog', { name: 'Approve Legal?' });
  await expect(confirm).toContainText('It goes live at once');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expectToast(reviewer, 'Approved: Legal', 'The pages are live.');
  await expect(reviewer.getByRole('tab', { name: 'Reviews', exact: true })).toBeVisible();
  await expect(reviewer.getByRole('list', { name: 'Decided reviews' }).getByRole('listitem').first()).toContainText(`Approved by ${REVIEWER}`);

  // Visitors see the new text; the author's editor shows it published, with nothing in review.
  await visitor.reload();
  await expect(visitor.getByText('QRS works from Landstrasse 1, Schaan, in Liechtenstein.')).toBeVisible();
  await author.reload();
  await expect(author.getByText('No draft.')).toBeVisible();
  await expect(author.getByText(/^In review by /)).toHaveCount(0);
});

test('the author withdraws a draft from review to change it again, and the reviewer cannot approve their own change', async ({ page, server, browser }) => {
  test.setTimeout(120_000);
  const reviewer = await staffPage(browser, server, REVIEWER, 'editor', 390);
  await server.api('PUT', '/api/settings/review', { everything: true, documents: [], reviewers: [REVIEWER] });

  // The reviewer's own change waits for someone else: on a phone, sent for review all the same.
  await reviewer.goto('/admin?tab=content&doc=legal');
  await (await leadField(reviewer)).fill('A reviewer’s own change.');
  await reviewer.getByRole('button', { name: 'Send' }).click();
  const dialog = reviewer.getByRole('dialog', { name: 'Send Legal for review' });
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expectToast(reviewer, 'Sent for review');
  await reviewer.goto('/admin?tab=reviews');
  await reviewer.getByRole('list', { name: 'Waiting for review' }).getByRole('button', { name: /^Legal/ }).click();
  await expect(reviewer.getByText('You sent this change: another reviewer approves it or sends it back.')).toBeVisible();
  await expect(reviewer.getByRole('button', { name: 'Approve' })).toHaveCount(0);

  // The author withdraws it; the draft can be changed again and the queue is empty.
  await reviewer.goto('/admin?tab=content&doc=legal');
  await reviewer.getByRole('button', { name: 'Withdraw' }).click();
  await expectToast(reviewer, 'Withdrawn from review');
  await expect(await leadField(reviewer)).toBeEnabled();
  await signIn(page, server);
  await expect(page.getByRole('tab', { name: 'Reviews', exact: true })).toBeVisible();
  await page.goto('/admin?tab=reviews');
  await expect(page.getByText('Nothing waits for review')).toBeVisible();
});

test('a draft in review with a wished date shows in the calendar, and once approved is scheduled for that time', async ({ page, server, browser }) => {
  test.setTimeout(120_000);
  const author = await staffPage(browser, server, AUTHOR, 'editor');
  await server.api('PUT', '/api/settings/review', { everything: false, documents: ['legal'], reviewers: [] });
  const { timeZone } = await server.api<{ timeZone: string }>('GET', '/api/content/legal/draft');
  const day = wallTime(new Date(Date.now() + 3 * 86_400_000), timeZone).slice(0, 10);

  await author.goto('/admin?tab=content&doc=legal');
  await (await leadField(author)).fill('QRS works from Schaan from next week.');
  await author.getByRole('button', { name: 'Send for review' }).click();
  const dialog = author.getByRole('dialog', { name: 'Send Legal for review' });
  await dialog.getByLabel(/^Publish on/).fill(`${day}T09:30`);
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expectToast(author, 'Sent for review');
  await expect(author.getByText(/^Publish on .*, 09:30 \(/)).toBeVisible();

  // The calendar shows the wished time in its own kind, which cannot be moved.
  await signIn(page, server);
  await page.goto(`/admin?tab=calendar&view=week&day=${day}`);
  const calendar = page.getByRole('tabpanel', { name: 'Calendar' });
  const legalEntry = calendar.getByRole('link', { name: '09:30 Legal', exact: true });
  await expect(legalEntry).toBeVisible();
  await expect(legalEntry).toHaveAccessibleDescription('In review, wished publish in English');
  await expect(calendar.getByRole('button', { name: /^Move Legal/ })).toHaveCount(0);

  // The owner approves it: it is scheduled for the wished time, and the calendar says so.
  await page.goto('/admin?tab=reviews');
  await page.getByRole('list', { name: 'Waiting for review' }).getByRole('button', { name: /^Legal/ }).click();
  await page.getByRole('article', { name: 'Legal' }).getByRole('button', { name: 'Approve' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Approve Legal?' });
  await expect(confirm).toContainText('It is scheduled to go live on');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Approved: Legal');
  await page.goto(`/admin?tab=calendar&view=week&day=${day}`);
  await expect(legalEntry).toBeVisible();
  await expect(legalEntry).toHaveAccessibleDescription('Scheduled publish in English');
  await author.reload();
  await expect(author.getByText(/^Goes live on/)).toBeVisible();
});

/** replaceWord selects a word of a rich text's editor, as a double click on it would, and types another in its place. */
async function replaceWord(editor: Locator, word: string, by: string): Promise<void> {
  await selectWord(editor, word);
  await editor.page().keyboard.type(by);
}

test('one word changed in a privacy paragraph shows, in the review and in the history, as the word removed and the word added', async ({ page, server, browser }) => {
  test.setTimeout(120_000);
  const shots = process.env.QRS_SCREENSHOTS;
  const author = await staffPage(browser, server, AUTHOR, 'editor');
  await server.api('PUT', '/api/settings/review', { everything: false, documents: ['privacy'], reviewers: [] });

  // The author shortens how long the server logs are kept: "30 days" becomes "14 days".
  await author.goto('/admin?tab=content&doc=privacy');
  await expect(author.getByRole('heading', { name: 'Privacy policy', level: 2 })).toBeVisible();
  const sections = author.getByRole('region', { name: /^Sections/ });
  const toggle = sections.getByRole('button', { name: /^Sections/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await sections.getByRole('button', { name: /^Section 9: Retention/ }).click();
  const retention = sections.getByRole('group', { name: /^Section 9:/ }).getByRole('textbox', { name: 'Paragraph 1', exact: true });
  await replaceWord(retention, '30', '14');
  await expect(retention).toContainText('Server logs are deleted after 14 days.');
  await sendForReview(author, 'Logs are kept two weeks now', 'Privacy policy');

  /** expectWordChanged checks that the compare shows the retention paragraph, named by its section, with "30" struck and "14" added. */
  const expectWordChanged = async (compare: Locator, differs = '1 field differs') => {
    await expect(compare.getByText(`${differs}; the same fields are hidden.`)).toBeVisible();
    const row = compare.getByRole('row', { name: /^Retention › Paragraph 1/ });
    await expect(row.locator('del')).toHaveText(['30']);
    await expect(row.locator('ins')).toHaveText(['14']);
    await expect(row.locator('del')).toHaveCSS('text-decoration-line', 'line-through');
    await expect(row.getByRole('cell').first()).toContainText('Server logs are deleted after 30 days.');
    await expect(row.getByRole('cell').last()).toContainText('Server logs are deleted after 14 days.');
  };

  // The owner reviews it: the changed word is marked in the queue's compare view.
  await signIn(page, server);
  await page.goto('/admin?tab=reviews');
  await page.getByRole('list', { name: 'Waiting for review' }).getByRole('button', { name: /^Privacy policy/ }).click();
  const review = page.getByRole('article', { name: 'Privacy policy' });
  await expectWordChanged(review);
  await expectNoViolations(page, 'a review with a word changed');
  await review.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog', { name: 'Approve Privacy policy?' }).getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Approved: Privacy policy', 'The pages are live.');

  // The history compares the version before with the published text: the same word marked.
  await page.goto('/admin?tab=content&doc=privacy');
  await expect(page.getByText('No draft.')).toBeVisible();
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History of Privacy policy' });
  await history.getByRole('button', { name: /^Version 1/ }).click();
  // Published, the policy is dated the day it went live: its "Last updated" differs too.
  await expectWordChanged(history, '2 fields differ');
  const dated = history.getByRole('row', { name: /^Last updated/ });
  await expect(dated.getByRole('cell').first()).toContainText('2025-01-15');
  await expect(dated.getByRole('cell').last()).toContainText(String(new Date().getUTCFullYear()));
  await expectNoViolations(page, 'the history comparing a word changed');
  if (shots) {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await history.getByRole('row', { name: /^Retention › Paragraph 1/ }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/history-word-diff-${width}.png` });
    }
  }
});

test('review screenshots at phone and desktop width', async ({ page, server, browser }) => {
  const shots = process.env.QRS_SCREENSHOTS;
  test.skip(!shots, 'set QRS_SCREENSHOTS to a folder to take them');
  test.setTimeout(120_000);
  const author = await staffPage(browser, server, AUTHOR, 'editor');
  await server.api('PUT', '/api/settings/review', { everything: false, documents: ['legal', 'privacy', 'terms', 'qrs-coin'], reviewers: [] });
  await author.goto('/admin?tab=content&doc=legal');
  await (await leadField(author)).fill('QRS works from Schaan in Liechtenstein.');
  for (const width of [390, 1280]) {
    await author.setViewportSize({ width, height: 900 });
    await author.getByRole('button', { name: /^Send( for review)?$/ }).click();
    const send = author.getByRole('dialog', { name: 'Send Legal for review' });
    await send.getByLabel(/Note for the reviewers/).fill('The office moved to Schaan');
    await author.screenshot({ path: `${shots}/review-send-${width}.png` });
    await send.getByRole('button', { name: 'Cancel' }).click();
  }
  await sendForReview(author, 'The office moved to Schaan');
  await signIn(page, server);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await author.setViewportSize({ width, height: 900 });
    await page.goto('/admin?tab=reviews');
    await expect(page.getByText('Waiting for review (1)')).toBeVisible();
    await page.screenshot({ path: `${shots}/reviews-${width}.png`, fullPage: true });
    const review = await openReview(page);
    await expect(page.getByText('field differs')).toBeVisible();
    await page.screenshot({ path: `${shots}/review-open-${width}.png`, fullPage: true });
    // The send-back dialog with its required comment left empty: the error in the hint's place.
    await review.getByRole('button', { name: 'Request changes' }).click();
    const sendBack = page.getByRole('dialog', { name: 'Request changes to Legal' });
    await sendBack.getByRole('button', { name: 'Send back' }).click();
    await expect(sendBack.getByRole('alert')).toBeVisible();
    await page.screenshot({ path: `${shots}/review-send-back-${width}.png` });
    await sendBack.getByRole('button', { name: 'Cancel' }).click();
    await author.goto('/admin?tab=content&doc=legal');
    await expect(author.getByText(/^In review by /)).toBeVisible();
    await author.screenshot({ path: `${shots}/editor-in-review-${width}.png` });
    await page.goto('/admin?tab=staff');
    await page.getByRole('region', { name: 'Changes need review' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/review-settings-${width}.png` });
  }
});

test('under review, a language’s first version is saved as a draft, sent for review and goes live once another reviewer approves it', async ({ page, server, browser }) => {
  test.setTimeout(120_000);
  const author = await staffPage(browser, server, AUTHOR, 'editor');
  await server.api('DELETE', '/api/content/legal?locale=de'); // offline in German: its next version is a first one
  await server.api('PUT', '/api/settings/review', { everything: false, documents: ['legal'], reviewers: [] });
  const note = 'goes live once another reviewer approves it';

  await author.goto('/admin?tab=content&doc=legal&lang=de');
  await expect(author.getByText('Not published in Deutsch')).toBeVisible();
  await expect(author.getByText(note)).toBeVisible();
  await expect(author.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  const shots = process.env.QRS_SCREENSHOTS;
  if (shots) {
    for (const width of [390, 1280]) {
      await author.setViewportSize({ width, height: 900 });
      await author.getByText(note).scrollIntoViewIfNeeded();
      await author.screenshot({ path: `${shots}/review-first-version-${width}.png` });
    }
  }
  await sendForReview(author, 'Erste Fassung.', 'Legal (Deutsch)');
  await expect(author.getByText('Not published in Deutsch')).toBeVisible();

  // The owner reviews it: approved, it is live.
  await signIn(page, server);
  const review = await openReview(page);
  await expect(review.getByText('Erste Fassung.')).toBeVisible();
  await review.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve' }).click();
  await expectToast(page, 'Approved: Legal (Deutsch)', 'The pages are live.');
  await author.reload();
  await expect(author.getByText('Not published in Deutsch')).toHaveCount(0);
});

// The Messages tab as a lead inbox: unread and answered states with the count on the tab,
// search and filters, CSV export of all or the shown messages, and bulk delete.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, type QrsServer } from './fixtures';
import { chooseOption, expectToast, openTab, signIn } from './admin-helpers';
import { parseCsv } from './csv';

interface Sent {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** send posts the messages through the public contact API, oldest first, as visitors do. */
async function send(server: QrsServer, ...messages: Sent[]): Promise<void> {
  for (const m of messages) {
    const res = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(m),
    });
    expect(res.status, `sending ${m.name}'s message`).toBe(200);
  }
}

const maria: Sent = {
  name: 'Maria Müller',
  email: 'maria@example.com',
  subject: 'wellness-centers',
  message: 'Where is the nearest wellness centre to Zürich? We are "four", with two children.',
};
const tom: Sent = { name: 'Tom Berger', email: 'tom@berger.example', subject: 'qrs-coin', message: 'What is the minimum investment?' };
const aiko: Sent = {
  name: 'Aiko Tanaka',
  email: 'a.tanaka@clinic.jp',
  subject: 'qrs-technology',
  message: 'Is there a distributor in Japan?\nWe run two clinics in Osaka.',
};

const inboxList = (page: Page) => page.getByRole('list', { name: 'Contact messages' }).getByRole('listitem');
const item = (page: Page, name: string) => inboxList(page).filter({ hasText: name });
const names = async (page: Page) => (await inboxList(page).locator('[id$="-name"]').allTextContents()).join(', ');
const show = (page: Page, state: string) =>
  page.getByRole('group', { name: 'Show' }).getByRole('button', { name: new RegExp(`^${state} \\d+$`) }).click();

/** stored answers the inbox as the server keeps it, by name. */
async function stored(server: QrsServer) {
  const list = await server.api<{ name: string; readAt: string | null; answeredAt: string | null }[]>('GET', '/api/contact-messages');
  return Object.fromEntries(list.map((m) => [m.name, { read: m.readAt !== null, answered: m.answeredAt !== null }]));
}

/** exportCsv clicks an export button and answers the downloaded file's name and rows. */
async function exportCsv(page: Page, button: string | RegExp) {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: button }).click();
  const file = await download;
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFF'), 'the file starts with a byte-order mark, so spreadsheets read it as UTF-8').toBe(true);
  return { name: file.suggestedFilename(), rows: parseCsv(text.slice(1)) };
}

test('new messages are unread and counted on the tab; opening one marks it read; answered ones are filtered', async ({
  page,
  server,
}) => {
  await send(server, maria, tom, aiko);
  await signIn(page, server);
  // The count is on the tab before it is opened, and in its name for screen readers.
  await expect(page.getByRole('tab', { name: 'Messages (3 unread)' })).toBeVisible();
  await openTab(page, 'Messages');
  await expect(page.getByText('3 messages, 3 unread.')).toBeVisible();
  expect(await names(page)).toBe('Aiko Tanaka, Tom Berger, Maria Müller');
  await expect(item(page, 'Tom Berger').getByText('Unread', { exact: true })).toBeVisible();

  // Opening Tom's message shows all of it and marks it read: the count drops.
  await item(page, 'Tom Berger').getByRole('button', { expanded: false }).click();
  await expect(item(page, 'Tom Berger').getByRole('button', { expanded: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Messages (2 unread)' })).toBeVisible();
  await expect(item(page, 'Tom Berger').getByText('Unread', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Reply to Tom Berger' })).toHaveAttribute(
    'href',
    'mailto:tom@berger.example?subject=Re%3A%20QRS%20Coin%20Investment',
  );
  expect((await stored(server))['Tom Berger']).toEqual({ read: true, answered: false });

  await item(page, 'Tom Berger').getByRole('button', { name: 'Mark as answered' }).click();
  await expect(item(page, 'Tom Berger').getByText('Answered', { exact: true })).toBeVisible();
  await expect(item(page, 'Tom Berger').getByRole('button', { name: 'Mark as not answered' })).toBeVisible();

  await show(page, 'Answered');
  expect(await names(page)).toBe('Tom Berger');
  await expect(page.getByText('Showing 1 of 3 messages')).toBeVisible();
  await show(page, 'Not answered');
  expect(await names(page)).toBe('Aiko Tanaka, Maria Müller');
  await show(page, 'Unread');
  expect(await names(page)).toBe('Aiko Tanaka, Maria Müller');
  await show(page, 'All');
  await chooseOption(page, 'Subject', 'QRS Technology');
  expect(await names(page)).toBe('Aiko Tanaka');
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(inboxList(page)).toHaveCount(3);

  // Marked unread again, Tom's message counts again; the states are kept by the server.
  await item(page, 'Tom Berger').getByRole('button', { name: 'Mark as unread' }).click();
  await expect(page.getByRole('tab', { name: 'Messages (3 unread)' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Messages (3 unread)' })).toBeVisible();
  await expect(item(page, 'Tom Berger').getByText('Answered', { exact: true })).toBeVisible();
  expect(await stored(server)).toEqual({
    'Maria Müller': { read: false, answered: false },
    'Tom Berger': { read: false, answered: true },
    'Aiko Tanaka': { read: false, answered: false },
  });

  // Every message read: no count on the tab at all.
  for (const name of ['Aiko Tanaka', 'Tom Berger', 'Maria Müller']) {
    await item(page, name).getByRole('button', { expanded: false }).click();
  }
  await expect(page.getByRole('tab', { name: 'Messages', exact: true })).toBeVisible();
});

test('search finds messages by name, e-mail and text; CSV exports all or the shown ones, safe for spreadsheets', async ({
  page,
  server,
}) => {
  const formula = { name: '=HYPERLINK("http://evil.example","Click")', email: 'x@evil.example', subject: 'other', message: '+1 555 0100, call me back please.' };
  await send(server, maria, tom, aiko, formula);
  await signIn(page, server);
  await openTab(page, 'Messages');
  const search = page.getByRole('searchbox', { name: 'Search messages' });

  await search.fill('zurich');
  expect(await names(page)).toBe('Maria Müller');
  await search.fill('CLINIC.JP');
  expect(await names(page)).toBe('Aiko Tanaka');
  await search.fill('minimum investment');
  expect(await names(page)).toBe('Tom Berger');
  await search.fill('nobody wrote this');
  await expect(page.getByText('No messages match')).toBeVisible();

  await search.fill('müller');
  const shown = await exportCsv(page, 'Export shown (1)');
  expect(shown.name).toMatch(/^messages-filtered-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(shown.rows).toHaveLength(2);
  expect(shown.rows[0]).toEqual(['Received', 'Name', 'E-mail', 'Subject', 'Message', 'Read', 'Answered']);
  expect(shown.rows[1].slice(1)).toEqual(['Maria Müller', 'maria@example.com', 'Wellness Centers', maria.message, '', '']);
  expect(shown.rows[1][0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);

  await search.fill('');
  const all = await exportCsv(page, 'Export all (4)');
  expect(all.name).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(all.rows.map((r) => r[1])).toEqual([
    'Name',
    `'${formula.name}`, // kept as text, never run as a formula
    'Aiko Tanaka',
    'Tom Berger',
    'Maria Müller',
  ]);
  expect(all.rows[1][4]).toBe(`'${formula.message}`);
  expect(all.rows[2][4]).toBe(aiko.message); // the line break stays inside its cell
});

test('several messages are deleted at once after a confirmation naming how many; Cancel deletes nothing', async ({
  page,
  server,
}) => {
  const visitor = (name: string): Sent => ({ name, email: `${name.toLowerCase()}@example.com`, subject: 'other', message: `A question from ${name}.` });
  await send(server, visitor('Anna'), visitor('Ben'), visitor('Cleo'), visitor('Dora'));
  await signIn(page, server);
  await openTab(page, 'Messages');
  const deleteSelected = page.getByRole('button', { name: /^Delete selected/ });
  await expect(deleteSelected).toHaveText('Delete selected (0)');
  await expect(deleteSelected).toBeDisabled();

  await page.getByRole('checkbox', { name: 'Select message from Anna' }).check();
  await page.getByRole('checkbox', { name: 'Select message from Cleo' }).check();
  await expect(deleteSelected).toHaveText('Delete selected (2)');
  await deleteSelected.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Delete 2 messages?');
  await expect(dialog).toContainText('The 2 selected messages will be removed from the inbox. It goes to the trash, where it can be restored for 30 days.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(inboxList(page)).toHaveCount(4);
  expect(Object.keys(await stored(server))).toHaveLength(4);

  await deleteSelected.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, '2 messages deleted successfully!');
  expect(await names(page)).toBe('Dora, Ben');
  expect(Object.keys(await stored(server)).sort()).toEqual(['Ben', 'Dora']);
  await expect(deleteSelected).toHaveText('Delete selected (0)');

  // "Select all shown" takes only what the search shows.
  await page.getByRole('searchbox', { name: 'Search messages' }).fill('ben');
  await page.getByRole('checkbox', { name: 'Select all shown' }).check();
  await expect(deleteSelected).toHaveText('Delete selected (1)');
  await deleteSelected.click();
  await expect(dialog).toContainText('Delete 1 message?');
  await expect(dialog).toContainText('The selected message will be removed from the inbox. It goes to the trash, where it can be restored for 30 days.');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, '1 message deleted successfully!');
  expect(Object.keys(await stored(server))).toEqual(['Dora']);
});

test('on a phone the inbox fits the screen with a message open', async ({ page, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await send(server, maria, { ...aiko, email: 'a.very.long.address.of.the.osaka.clinic.group@clinic-group-osaka.example.jp' });
  await signIn(page, server);
  await openTab(page, 'Messages');
  await item(page, 'Aiko Tanaka').getByRole('button', { expanded: false }).click();
  await expect(page.getByRole('button', { name: 'Mark as answered' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('an opened message says which language it was written in', async ({ page, server }) => {
  const res = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...maria, name: 'Greta Keller', locale: 'de' }),
  });
  expect(res.status).toBe(200);
  await send(server, tom);
  await signIn(page, server);
  await openTab(page, 'Messages');
  await item(page, 'Greta Keller').getByRole('button', { expanded: false }).click();
  await expect(item(page, 'Greta Keller').getByText(/Written in Deutsch/)).toBeVisible();
  await item(page, 'Tom Berger').getByRole('button', { expanded: false }).click();
  await expect(item(page, 'Tom Berger').getByText(/Written in English/)).toBeVisible();
});

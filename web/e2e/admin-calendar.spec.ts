import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, test, type QrsServer } from './fixtures';
import { drag, expectToast, scheduleCoin, signIn, siteDay } from './admin-helpers';

// The publishing calendar: a scheduled publish shows on its day, opens its document, and is
// moved to another day from the keyboard (the Move action, confirmed); a viewer reads it and
// is offered no way to move it.

/** longDay names a day as the calendar does: "Monday, 4 May 2026". */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/** shortDate is a day as the editor writes it: "4 May 2026". */
const shortDate = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${day}T00:00:00Z`));

/**
 * coinEntry is the coin page's scheduled publish in scope, as the calendar shows it: a link named
 * by what it shows, the time and the title; its kind and language are its description.
 */
async function coinEntry(scope: Locator): Promise<Locator> {
  const entry = scope.getByRole('link', { name: '09:30 QRS Coin', exact: true });
  await expect(entry).toBeVisible();
  await expect(entry).toHaveAccessibleDescription('Scheduled publish in English');
  return entry;
}

/** dayCell is a day of the calendar's grid. */
const dayCell = (page: Page, day: string) => page.getByRole('tabpanel', { name: 'Calendar' }).getByRole('group', { name: longDay(day) });

test('a scheduled publish moved to another day from the keyboard, confirmed, goes live on that day', async ({ page, server }) => {
  const { day, timeZone } = await scheduleCoin(server);
  // Another day of the same month, still ahead: the day after, or else the day before.
  const next = siteDay(timeZone, 4);
  const target = next.slice(0, 7) === day.slice(0, 7) ? next : siteDay(timeZone, 2);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, server);
  await page.goto(`/admin?tab=calendar&day=${day}`);

  await coinEntry(dayCell(page, day));
  await expect(page.getByRole('group', { name: longDay(siteDay(timeZone, 0)) })).toHaveAttribute('aria-current', 'date');
  await expectNoViolations(page, 'the month');

  // The Move action, from the keyboard: a day gone by is refused before anything is sent.
  await dayCell(page, day).getByRole('button', { name: 'Move QRS Coin (English) to another date' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Move QRS Coin (English)' });
  await expect(dialog).toContainText(`It goes live on ${longDay(day)} at 09:30 (${timeZone})`);
  const date = dialog.getByLabel('New date');
  await date.fill(siteDay(timeZone, -1));
  await expect(dialog.getByRole('alert')).toHaveText(`${longDay(siteDay(timeZone, -1))} has passed: choose today or a later day.`);
  await expect(dialog.getByRole('button', { name: 'Move', exact: true })).toBeDisabled();

  // The confirmation names the document, the day it is on and the day it goes to.
  await date.fill(target);
  await expect(dialog.getByRole('status')).toHaveText(`QRS Coin (English) will go live on ${longDay(target)} at 09:30 instead of ${longDay(day)}.`);
  await expectNoViolations(page, 'the move dialog');
  await date.press('Enter');
  await expectToast(page, 'Moved', `QRS Coin (English) goes live on ${longDay(target)} at 09:30.`);
  await expect(dialog).toBeHidden();
  await expect(dayCell(page, day).getByRole('link', { name: /QRS Coin/ })).toHaveCount(0);

  // The entry opens its document, whose editor shows the new time.
  await (await coinEntry(dayCell(page, target))).click();
  await expect(page).toHaveURL(/tab=content&doc=qrs-coin/);
  await expect(page.getByText(`Goes live on ${shortDate(target)}, 09:30`)).toBeVisible();
});

test('a scheduled publish dragged onto another day moves there once confirmed', async ({ page, server }) => {
  const { day, timeZone } = await scheduleCoin(server);
  const next = siteDay(timeZone, 4);
  const target = next.slice(0, 7) === day.slice(0, 7) ? next : siteDay(timeZone, 2);
  // The whole month on the screen: a drag reaches only what is in the viewport.
  await page.setViewportSize({ width: 1280, height: 1300 });
  await signIn(page, server);
  await page.goto(`/admin?tab=calendar&day=${day}`);
  await drag(page, dayCell(page, day).getByTitle('Drag to another day'), dayCell(page, target), `QRS Coin (English) is over ${longDay(target)}.`);
  const dialog = page.getByRole('dialog', { name: 'Move QRS Coin (English)' });
  await expect(dialog.getByRole('status')).toHaveText(`QRS Coin (English) will go live on ${longDay(target)} at 09:30 instead of ${longDay(day)}.`);
  await dialog.getByRole('button', { name: 'Move', exact: true }).click();
  await expectToast(page, 'Moved');
  await coinEntry(dayCell(page, target));
  const state = await server.api<{ draft: { publishAt: string } }>('GET', '/api/content/qrs-coin/draft');
  expect(new Date(state.draft.publishAt).toLocaleDateString('en-CA', { timeZone })).toBe(target);
});

/** viewerPage signs a new viewer in, in a browser of its own. */
async function viewerPage(browser: Browser, server: QrsServer): Promise<Page> {
  const { temporaryPassword } = await server.api<{ temporaryPassword: string }>('POST', '/api/staff', {
    username: 'vera',
    role: 'viewer',
    access: 'password',
  });
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/qrsadmin');
  await page.getByLabel('Username').fill('vera');
  await page.getByLabel('Password').fill(temporaryPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('New password', { exact: true }).fill('vera has her own now');
  await page.getByLabel('Repeat new password').fill('vera has her own now');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Signed in as vera (Viewer)')).toBeVisible();
  return page;
}

test('a viewer reads the calendar, in the week view and on a phone, and is offered no way to move an entry', async ({ browser, server }) => {
  const { day } = await scheduleCoin(server);
  const page = await viewerPage(browser, server);
  await page.goto(`/admin?tab=calendar&view=week&day=${day}`);
  const panel = page.getByRole('tabpanel', { name: 'Calendar' });
  await coinEntry(dayCell(page, day));
  await expect(panel.getByText('Editors and owners can move a scheduled publish to another day.')).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Move / })).toHaveCount(0);
  await expect(panel.getByTitle('Drag to another day')).toHaveCount(0);

  // Only German: the English publish is left out.
  await page.getByLabel('Language', { exact: true }).click();
  await page.getByRole('option', { name: 'Deutsch', exact: true }).click();
  await expect(page).toHaveURL(/lang=de/);
  await expect(panel.getByRole('link', { name: /QRS Coin/ })).toHaveCount(0);
  await page.getByLabel('Language', { exact: true }).click();
  await page.getByRole('option', { name: 'All languages', exact: true }).click();

  // On a phone the week is an agenda of its days.
  await page.setViewportSize({ width: 390, height: 844 });
  const agenda = panel.getByRole('list', { name: 'Agenda' });
  await expect(agenda.getByRole('heading', { name: longDay(day) })).toBeVisible();
  await coinEntry(agenda);
  await expect(agenda.getByRole('button', { name: /^Move / })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.context().close();
});

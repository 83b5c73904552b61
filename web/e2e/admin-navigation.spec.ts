import type { Browser, Page } from '@playwright/test';
import { expect, test, type QrsServer } from './fixtures';
import { openTab, signIn } from './admin-helpers';
import { expectNoViolations } from './axe';

// The panel's navigation: its views in groups, a sidebar of tabs on a desktop and a menu on a
// phone, each view at its own address.

/** sendMessages posts contact messages through the public form's route, as visitors would. */
async function sendMessages(server: QrsServer, ...names: string[]): Promise<void> {
  for (const name of names) {
    const res = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, email: 'visitor@example.com', subject: 'other', message: 'A question about the device.' }),
    });
    expect(res.status, `sending ${name}'s message`).toBe(200);
  }
}

/** tabNames answers the names of the tabs of the sidebar's group, in order. */
function tabNames(page: Page, group: string): Promise<string[]> {
  return page.getByRole('tablist', { name: group }).getByRole('tab').allInnerTexts();
}

/** horizontalOverflow is how far the page scrolls sideways (0 when it fits). */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('on a desktop the views are listed under group headings, and an opened view keeps its address', async ({ page, server }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, server);
  const nav = page.getByRole('navigation', { name: 'Admin sections' });
  await expect(nav.getByRole('heading')).toHaveText(['Content', 'Inbox', 'Insights', 'Settings']);
  expect(await tabNames(page, 'Content')).toEqual([
    'Site content',
    'Calendar',
    'Reviews',
    'Media',
    'Team Members',
    'Gallery Images',
    'Gallery Videos',
    'Downloads',
    'Global Partners',
    'Testimonials',
  ]);
  expect(await tabNames(page, 'Inbox')).toEqual(['Messages']);
  expect(await tabNames(page, 'Insights')).toEqual(['Insights', 'Not found (404)', 'Broken links']);
  expect(await tabNames(page, 'Settings')).toEqual(['Staff', 'Your account', 'Audit log', 'Trash', 'Redirects']);
  // The panel opens on the team, as it always has.
  await expect(page.getByRole('tab', { name: 'Team Members' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Team Members' })).toBeVisible();

  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=audit$/);
  await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Team Members' })).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel', { name: 'Audit log' }).getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(page).toHaveTitle('Audit log | Admin Panel | QRS');

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Audit log' }).getByRole('heading', { name: 'Audit log' })).toBeVisible();

  // Each view is a step of the browser's history.
  await page.getByRole('tab', { name: 'Redirects' }).click();
  await expect(page).toHaveURL(/\?tab=redirects$/);
  await expect(page.getByRole('tabpanel', { name: 'Redirects' }).getByRole('heading', { name: 'Redirects' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?tab=audit$/);
  await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(page.getByRole('tab', { name: 'Redirects' })).toHaveAttribute('aria-selected', 'true');
});

test('the arrow keys walk the sidebar\'s tabs from one group to the next', async ({ page, server }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, server);
  const tab = (name: string) => page.getByRole('tab', { name });
  // One stop of the Tab key for the whole list: the open view's tab.
  await expect(tab('Team Members')).toHaveAttribute('tabindex', '0');
  await expect(tab('Testimonials')).toHaveAttribute('tabindex', '-1');

  await tab('Testimonials').click();
  await page.keyboard.press('ArrowDown');
  await expect(tab('Messages')).toBeFocused();
  await expect(tab('Messages')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Messages' }).getByRole('heading', { name: 'Messages' })).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(tab('Testimonials')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tab('Redirects')).toBeFocused();
  await expect(tab('Redirects')).toHaveAttribute('aria-selected', 'true');
  // Past the last tab, round to the first.
  await page.keyboard.press('ArrowDown');
  await expect(tab('Site content')).toBeFocused();
  await expect(tab('Site content')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=content$/);
  await page.keyboard.press('Home');
  await expect(tab('Site content')).toBeFocused();
});

test('on a phone a menu lists the groups, opens the chosen view and closes, and nothing scrolls sideways', async ({ page, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, server);
  // No row of tab buttons: a bar names the open view beside the menu's button.
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('tabpanel', { name: 'Team Members' })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Admin sections' });
  await expect(menu.getByRole('heading', { level: 3 })).toHaveText(['Content', 'Inbox', 'Insights', 'Settings']);
  const settings = menu.getByRole('region', { name: 'Settings' });
  await expect(settings.getByRole('button')).toHaveText(['Staff', 'Your account', 'Audit log', 'Trash', 'Redirects']);
  await expect(menu.getByRole('region', { name: 'Content' }).getByRole('button', { name: 'Gallery Videos' })).toBeVisible();
  // The open view is marked, and has the focus.
  await expect(menu.getByRole('button', { name: 'Team Members' })).toHaveAttribute('aria-current', 'page');
  await expect(menu.getByRole('button', { name: 'Team Members' })).toBeFocused();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoViolations(page, 'the phone\'s menu');

  await settings.getByRole('button', { name: 'Trash' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(/\/admin\?tab=trash$/);
  await expect(page.getByRole('tabpanel', { name: 'Trash' }).getByRole('heading', { name: 'Trash' })).toBeVisible();
  await expect(page.getByText('Settings', { exact: true }).filter({ visible: true })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  await expectNoViolations(page, 'the phone\'s bar');

  // Escape closes the menu and keeps the view.
  await menuButton.click();
  await expect(menu.getByRole('button', { name: 'Trash' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  // The view's address opens it on a phone too.
  await page.goto('/admin?tab=messages');
  await expect(page.getByRole('tabpanel', { name: 'Messages' }).getByRole('heading', { name: 'Messages' })).toBeVisible();
});

test('on a phone, choosing another view in the menu with unsaved changes asks first', async ({ page, server }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, server);
  await openTab(page, 'Site content');
  await page.getByRole('link', { name: 'QRS Coin', exact: true }).first().click();
  const hero = page.getByRole('region', { name: /^Hero/ });
  await hero.getByRole('button', { name: /^Hero/ }).click();
  const title = hero.getByLabel('Title');
  await title.fill('Typed, not saved');

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Admin sections' }).getByRole('button', { name: 'Team Members' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\?tab=content&doc=qrs-coin$/);
  await expect(title).toHaveValue('Typed, not saved');

  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('dialog', { name: 'Admin sections' }).getByRole('button', { name: 'Team Members' }).click();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Team Members' }).getByRole('heading', { name: 'Team Members' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});

/** viewerPage signs a new viewer account in, in a browser of its own, at the width given. */
async function viewerPage(browser: Browser, server: QrsServer, width: number): Promise<Page> {
  const { temporaryPassword } = await server.api<{ temporaryPassword: string }>('POST', '/api/staff', {
    username: 'vera',
    role: 'viewer',
    access: 'password',
  });
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
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

test('a viewer is offered no Staff and no Audit log, on a desktop or a phone, nor by their addresses', async ({ browser, server }) => {
  const desk = await viewerPage(browser, server, 1280);
  expect(await tabNames(desk, 'Settings')).toEqual(['Your account', 'Trash', 'Redirects']);
  await expect(desk.getByRole('tab', { name: 'Staff' })).toHaveCount(0);
  await expect(desk.getByRole('tab', { name: 'Audit log' })).toHaveCount(0);
  // The address of an owner's view opens the default one.
  await desk.goto('/admin?tab=staff');
  await expect(desk.getByRole('tab', { name: 'Team Members' })).toHaveAttribute('aria-selected', 'true');
  await expect(desk.getByRole('tabpanel', { name: 'Team Members' })).toBeVisible();

  await desk.setViewportSize({ width: 390, height: 844 });
  await desk.getByRole('button', { name: 'Menu', exact: true }).click();
  const settings = desk.getByRole('dialog', { name: 'Admin sections' }).getByRole('region', { name: 'Settings' });
  await expect(settings.getByRole('button')).toHaveText(['Your account', 'Trash', 'Redirects']);
  await desk.context().close();
});

test('the unread messages are counted beside Messages and on the phone\'s menu button', async ({ page, server }) => {
  await sendMessages(server, 'Maria', 'Tom');
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, server);
  const messages = page.getByRole('tab', { name: 'Messages (2 unread)' });
  await expect(messages).toBeVisible();
  await expect(messages).toContainText('2');

  await page.setViewportSize({ width: 390, height: 844 });
  const menuButton = page.getByRole('button', { name: 'Menu (2 unread)' });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toContainText('2');
  await menuButton.click();
  const menu = page.getByRole('dialog', { name: 'Admin sections' });
  await menu.getByRole('button', { name: 'Messages (2 unread)' }).click();
  await expect(menu).toBeHidden();

  // Reading one leaves one to count.
  await page.getByRole('tabpanel', { name: 'Messages' }).getByRole('button', { name: /Maria/ }).click();
  await expect(page.getByRole('button', { name: 'Menu (1 unread)' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByRole('tab', { name: 'Messages (1 unread)' })).toBeVisible();
});

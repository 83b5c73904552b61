import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectToast, openTab, signIn } from './admin-helpers';

// Screenshots of the staff pages are taken only when QRS_SCREENSHOTS names a folder.
const shots = process.env.QRS_SCREENSHOTS;

async function screenshots(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** addAccount adds an account in the Staff tab and answers the sign-in link or temporary password shown once. */
async function addAccount(page: Page, username: string, role: string, access: 'Sign-in link' | 'Temporary password'): Promise<string> {
  await page.getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a staff account' });
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  await dialog.getByRole('radio', { name: new RegExp(`^${access}`) }).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  const shown = page.getByRole('dialog', { name: new RegExp(`for ${username.replace('.', '\\.')}$`) });
  await expect(shown).toBeVisible();
  const secret = (await shown.getByRole('status').textContent()) ?? '';
  expect(secret.length).toBeGreaterThan(16);
  await screenshots(page, `staff-grant-${access === 'Sign-in link' ? 'link' : 'password'}`);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  return secret.trim();
}

test('an owner invites an editor by a sign-in link; the editor chooses a password and works without the owners\' tabs; a deactivated editor is out at once', async ({
  page,
  server,
  browser,
}) => {
  await signIn(page, server);
  await expect(page.getByText(`Signed in as ${server.username} (Owner)`)).toBeVisible();
  await openTab(page, 'Staff');
  const link = await addAccount(page, 'anna.editor', 'Editor', 'Sign-in link');
  // The link is on the site's public address (QRS_BASE_URL), its token in the fragment.
  const { pathname, hash, search } = new URL(link);
  expect([pathname, search]).toEqual(['/admin', '']);
  expect(hash).toMatch(/^#welcome=[A-Za-z0-9_-]{40,}$/);
  const card = page.getByRole('article', { name: 'anna.editor' });
  await expect(card).toBeVisible();
  await expect(card.getByLabel('Role')).toHaveText(/Editor/);
  await screenshots(page, 'staff-tab');

  // The colleague opens the link in their own browser.
  const theirs = await browser.newContext({ baseURL: server.url });
  const anna = await theirs.newPage();
  await anna.goto(`/admin${hash}`);
  await expect(anna.getByRole('heading', { name: 'Welcome, anna.editor' })).toBeVisible();
  await expect(anna).toHaveURL(/\/admin$/); // the token left the address bar
  await screenshots(anna, 'staff-welcome');
  await anna.getByLabel('New password', { exact: true }).fill('short');
  await anna.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(anna.getByText('Must be at least 12 characters')).toBeVisible();
  await anna.getByLabel('New password', { exact: true }).fill('anna chose this one herself');
  await anna.getByLabel('Repeat new password').fill('anna chose this one herself');
  await anna.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(anna.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  await expect(anna.getByText('Signed in as anna.editor (Editor)')).toBeVisible();
  await expect(anna.getByRole('tab', { name: 'Team Members' })).toBeVisible();
  await expect(anna.getByRole('tab', { name: 'Your account' })).toBeVisible();
  await expect(anna.getByRole('tab', { name: 'Staff' })).toHaveCount(0);
  await expect(anna.getByRole('tab', { name: 'Audit log' })).toHaveCount(0);

  // The link worked once.
  const again = await browser.newContext({ baseURL: server.url });
  const stranger = await again.newPage();
  await stranger.goto(`/admin${hash}`);
  await expect(stranger.getByText('This sign-in link has expired or was used already. Ask an owner for a new one.')).toBeVisible();
  await again.close();

  // The owner sees her signed in and ends that session.
  await page.reload();
  await expect(card).toContainText('1 session');
  await card.getByRole('button', { name: 'Sessions (1)' }).click();
  const sessions = page.getByRole('dialog', { name: 'Where anna.editor is signed in' });
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await sessions.getByRole('button', { name: /^End the session of Chrome on Linux/ }).click();
  await expectToast(page, '1 session ended');
  await expect(sessions.getByRole('listitem')).toHaveCount(0);
  await sessions.getByRole('button', { name: 'Close' }).click();
  await anna.reload();
  await expect(anna.getByRole('heading', { name: 'Admin Panel', level: 1 })).toHaveCount(0);

  // Deactivated, her own password no longer signs her in.
  await card.getByRole('button', { name: 'Deactivate' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expectToast(page, 'anna.editor is deactivated');
  await expect(card.getByText('Deactivated')).toBeVisible();
  await anna.goto('/qrsadmin');
  await anna.getByLabel('Username').fill('anna.editor');
  await anna.getByLabel('Password').fill('anna chose this one herself');
  await anna.getByRole('button', { name: 'Sign In' }).click();
  await expect(anna.getByRole('alert').filter({ hasText: 'Login failed: This account is deactivated' })).toBeVisible();
  await theirs.close();
});

test('a temporary password must be replaced at the first sign-in, and an owner changes a role', async ({ page, server, browser }) => {
  await signIn(page, server);
  await openTab(page, 'Staff');
  const temporary = await addAccount(page, 'victor', 'Viewer', 'Temporary password');
  const card = page.getByRole('article', { name: 'victor' });
  await expect(card.getByText('Must choose a password')).toBeVisible();

  const theirs = await browser.newContext({ baseURL: server.url });
  const victor = await theirs.newPage();
  await victor.goto('/qrsadmin');
  await victor.getByLabel('Username').fill('victor');
  await victor.getByLabel('Password').fill(temporary);
  await victor.getByRole('button', { name: 'Sign In' }).click();
  await expect(victor.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await victor.getByLabel('New password', { exact: true }).fill('victor has his own now');
  await victor.getByLabel('Repeat new password').fill('victor has his own now');
  await victor.getByRole('button', { name: 'Save new password' }).click();
  await expect(victor.getByText('Signed in as victor (Viewer)')).toBeVisible();
  // A viewer reads the panel and is offered nothing that changes the site.
  await server.api('POST', '/api/team-members', { name: 'Ann Example', title: 'Lead', company: 'QRS', description: 'Leads the team.' });
  const sent = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Maria Visitor', email: 'maria@example.com', subject: 'other', message: 'A question about the device.' }),
  });
  expect(sent.status).toBe(200);
  await victor.reload();
  await expect(victor.getByRole('heading', { name: 'Ann Example' })).toBeVisible();
  await expect(victor.getByRole('button', { name: 'Add Team Member' })).toHaveCount(0);
  await expect(victor.getByRole('button', { name: /^Drag to reorder/ })).toHaveCount(0);
  await expect(victor.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  // A viewer reads a message without marking it read, and is offered no marks or deletes.
  await openTab(victor, 'Messages');
  await victor.getByRole('button', { name: /Maria Visitor/ }).click();
  await expect(victor.getByText('A question about the device.')).toBeVisible();
  await expect(victor.getByRole('link', { name: 'Reply to Maria Visitor' })).toBeVisible();
  await expect(victor.getByRole('button', { name: 'Mark as answered' })).toHaveCount(0);
  await expect(victor.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await expect(victor.getByRole('checkbox')).toHaveCount(0);
  const inbox = await server.api<{ readAt: string | null }[]>('GET', '/api/contact-messages');
  expect(inbox[0].readAt, 'the viewer left the message unread').toBeNull();
  await openTab(victor, 'Site content');
  await victor.getByRole('link', { name: /^Privacy policy/ }).first().click();
  await expect(victor.getByText('Read only: your role does not change the site')).toBeVisible();
  await expect(victor.getByRole('button', { name: 'Publish' })).toHaveCount(0);

  await card.getByLabel('Role').click();
  await page.getByRole('option', { name: 'Editor', exact: true }).click();
  await expectToast(page, "victor's role is now Editor");
  await victor.goto('/admin');
  await expect(victor.getByText('Signed in as victor (Editor)')).toBeVisible();
  await expect(victor.getByRole('button', { name: 'Add Team Member' })).toBeVisible();
  await theirs.close();
});

test('everyone sees where they are signed in and ends a session elsewhere', async ({ page, server, browser }) => {
  await signIn(page, server);
  const other = await browser.newContext({ baseURL: server.url, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1' });
  const phone = await other.newPage();
  await signIn(phone, server);

  await openTab(page, 'Your account');
  const sessions = page.getByRole('region', { name: 'Where you are signed in' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This browser')).toBeVisible();
  await expect(sessions.getByText('Safari on iPhone')).toBeVisible();
  await screenshots(page, 'staff-account');
  await sessions.getByRole('button', { name: /^End the session of Safari on iPhone/ }).click();
  await expectToast(page, '1 session ended');
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Admin Panel', level: 1 })).toHaveCount(0);
  await other.close();
});

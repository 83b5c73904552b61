import { axe } from './axe';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import rules from '../content/rules.json' with { type: 'json' };
import { expectToast, openTab } from './admin-helpers';
import { expect, INITIAL_PASSWORD_FILE, test } from './fixtures';

const { generic: genericMessages, password: passwordRules } = rules;

// A first installation: no admin configured, so the server makes user admin with a generated
// password, written to the data folder, which must be replaced before the panel opens.
test.use({ generatedAdmin: true });

const NEW_PASSWORD = 'a much longer secret of mine';

async function signInThroughTheForm(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/qrsadmin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function expectNoAccessibilityViolations(page: Page, what: string): Promise<void> {
  const { violations } = await axe(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(summary, `accessibility violations on ${what}`).toEqual([]);
}

const heading = (page: Page) => page.getByRole('heading', { name: 'Choose a new password', level: 1 });
const current = (page: Page) => page.getByLabel('Current password', { exact: true });
const fresh = (page: Page) => page.getByLabel('New password', { exact: true });
const repeat = (page: Page) => page.getByLabel('Repeat new password', { exact: true });
const save = (page: Page) => page.getByRole('button', { name: 'Save new password' });

test('the generated first password is replaced at first sign-in, then the panel opens', async ({ page, server }) => {
  const file = join(server.dataDir, INITIAL_PASSWORD_FILE);
  expect(server.username).toBe('admin');
  expect(existsSync(file)).toBe(true);

  await signInThroughTheForm(page, server.username, server.password);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(heading(page)).toBeVisible();
  await expect(page.getByText('This account has a password someone else set. Choose your own before you continue.')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  // The password just typed at sign-in is filled in; the minimum is shown before anything is typed.
  await expect(current(page)).toHaveValue(server.password);
  await expect(fresh(page)).toHaveAccessibleDescription(new RegExp(`${passwordRules.minLength} characters`));
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  // Too short: refused beside the new password.
  const short = 'x'.repeat(passwordRules.minLength - 1);
  await fresh(page).fill(short);
  await repeat(page).fill(short);
  await save(page).click();
  await expect(fresh(page)).toHaveAccessibleDescription(passwordRules.tooShort);
  await expect(fresh(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(fresh(page)).toBeFocused();

  // Long enough, but the repeat differs: refused beside the repeat.
  await fresh(page).fill(NEW_PASSWORD);
  await repeat(page).fill(`${NEW_PASSWORD}!`);
  await save(page).click();
  await expect(repeat(page)).toHaveAccessibleDescription(passwordRules.repeatMismatch);
  await expect(fresh(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(heading(page)).toBeVisible();
  await expectNoAccessibilityViolations(page, 'the new-password form with an error');

  await repeat(page).fill(NEW_PASSWORD);
  await save(page).click();
  await expectToast(page, passwordRules.changed);
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Team Members' })).toHaveAttribute('aria-selected', 'true');
  await expect(heading(page)).toHaveCount(0);
  expect(existsSync(file), 'the file of the generated password is deleted').toBe(false);

  // The tabs work now: the team list and the staff-only inbox load.
  await expect(page.getByText('0 members, shown on the team page in this order.')).toBeVisible();
  await expect(page.getByText('No team members yet')).toBeVisible();
  await openTab(page, 'Messages');
  await expect(page.getByText('No messages yet')).toBeVisible();

  // Signing in again: the generated password no longer works, the chosen one opens the panel at once.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInThroughTheForm(page, server.username, server.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed: Invalid username or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/qrsadmin$/);
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  await expect(heading(page)).toHaveCount(0);
});

test('a wrong current password is named beside its field, and guessing is stopped with the wait', async ({ page, server }) => {
  await signInThroughTheForm(page, server.username, server.password);
  await expect(heading(page)).toBeVisible();
  // After a reload the sign-in's password is gone from memory: the form asks for it.
  await page.reload();
  await expect(heading(page)).toBeVisible();
  await expect(current(page)).toHaveValue('');
  await fresh(page).fill(NEW_PASSWORD);
  await repeat(page).fill(NEW_PASSWORD);
  await save(page).click();
  await expect(current(page)).toHaveAccessibleDescription(genericMessages.required);

  await current(page).fill('not the generated password');
  await save(page).click();
  await expect(current(page)).toHaveAccessibleDescription(passwordRules.wrongCurrent);
  await expect(current(page)).toBeFocused();

  // The server lets five wrong guesses through a minute, then answers 429 with Retry-After.
  const tooMany = page.getByRole('alert').filter({ hasText: /Wait \d+ seconds? before the next try\./ });
  for (let guess = 0; guess < 10 && !(await tooMany.isVisible()); guess++) {
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/auth/password'));
    await current(page).fill(`wrong guess ${guess}`);
    await save(page).click();
    await answered;
    await expect(save(page)).toBeEnabled();
  }
  await expect(tooMany).toContainText('Too many wrong passwords.');

  // The refusals changed nothing: the generated password still signs in and still must be replaced.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInThroughTheForm(page, server.username, server.password);
  await expect(heading(page)).toBeVisible();
});

test('a panel that meets the demand for a new password shows the form in its place', async ({ page, server }) => {
  await signInThroughTheForm(page, server.username, server.password);
  await expect(heading(page)).toBeVisible();
  // A panel opened before the server asked for a new password: its first session check did not
  // say so. The inbox it opens is refused with 403, and the panel asks again.
  let stale = true;
  await page.route('**/api/auth/me', async (route) => {
    if (!stale) return route.fallback();
    stale = false;
    await route.fulfill({ json: { username: server.username, role: 'owner' } });
  });
  await page.goto('/admin?tab=messages');
  await expect(heading(page)).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  expect(stale).toBe(false);
});

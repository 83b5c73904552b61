import { axe } from './axe';
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test, type QrsServer } from './fixtures';
import { expectToast, openTab, signIn } from './admin-helpers';
import { totp } from './totp';

// Screenshots of the enrolment are taken only when QRS_SCREENSHOTS names a folder.
const shots = process.env.QRS_SCREENSHOTS;

/** shoot takes the page at a phone's width and a desktop's, when screenshots are asked for. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** expectNoAccessibilityViolations checks the page against WCAG 2.1 AA. */
async function expectNoAccessibilityViolations(page: Page, what: string): Promise<void> {
  const { violations } = await axe(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(summary, `accessibility violations on ${what}`).toEqual([]);
}

/** passwordStep signs in with the password and waits for the second step. */
async function passwordStep(page: Page, server: QrsServer): Promise<void> {
  await page.goto('/qrsadmin');
  await page.getByLabel('Username').fill(server.username);
  await page.getByLabel('Password').fill(server.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in', level: 1 })).toBeVisible();
}

/** signOut leaves the panel. */
async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('an owner sets up two-factor sign-in, then signs in with a code and with a recovery code', async ({ browser, page, server }) => {
  // The owner is signed in in another browser too, which turning it on signs out.
  const elsewhere = await browser.newPage({ baseURL: server.url });
  await signIn(elsewhere, server);
  await signIn(page, server);
  await openTab(page, 'Your account');
  const card = page.getByRole('region', { name: /Two-factor sign-in/ });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  // The key the phone would scan, shown to type by hand as well.
  await expect(card.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secretText = page.getByTestId('two-factor-secret');
  await expect(secretText).toHaveText(/^[A-Z2-7 ]{16,}$/);
  const secret = (await secretText.textContent())!.replace(/\s/g, '');
  await shoot(page, '2fa-enrol');
  await expectNoAccessibilityViolations(page, 'the two-factor setup');

  const confirmCode = card.getByLabel('Authentication code');
  const confirmPassword = card.getByLabel('Your password');
  const confirm = card.getByRole('button', { name: 'Confirm and turn on' });
  await expect(confirmCode).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(confirmCode).toHaveAttribute('inputmode', 'numeric');
  await expect(confirmPassword).toHaveAttribute('autocomplete', 'current-password');
  // It takes the password as well as a code: without it, nothing is sent.
  await confirmCode.fill(totp(secret));
  await expect(confirm).toBeDisabled();
  // A wrong password, and a code of another key, are each refused at their field.
  await confirmPassword.fill('not the password');
  await confirm.click();
  await expect(card.getByText('Wrong password')).toBeVisible();
  await expect(confirmPassword).toHaveValue('');
  const wrong = totp(secret, Date.now() + 10 * 60_000);
  await confirmPassword.fill(server.password);
  await confirmCode.fill(wrong);
  await confirm.click();
  await expect(card.getByText('Wrong authentication code')).toBeVisible();
  await confirmCode.fill(totp(secret));
  await confirm.click();

  // The recovery codes, shown once: they are saved before the card lets go.
  const list = card.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  expect(codes.every((c) => /^[a-z2-9]{5}-[a-z2-9]{5}$/.test(c))).toBe(true);
  await shoot(page, '2fa-recovery-codes');
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe('qrs-recovery-codes.txt');
  const text = readFileSync((await file.path())!, 'utf8');
  for (const code of codes) expect(text).toContain(code);
  const done = card.getByRole('button', { name: 'Done' });
  await expect(done).toBeDisabled();
  await card.getByLabel('I have saved them').check();
  await done.click();
  await expectToast(page, 'Two-factor sign-in is on');
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await expect(card).toContainText('Recovery codes left: 10 of 10');
  // The other browser was signed out; this one stays.
  await elsewhere.reload();
  await expect(elsewhere.getByRole('heading', { name: 'Access Required', level: 1 })).toBeVisible();
  await elsewhere.close();

  // Signing in again takes the password, then a code of the app.
  await signOut(page);
  await passwordStep(page, server);
  const code = page.getByLabel('Authentication code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await shoot(page, '2fa-sign-in-code');
  await expectNoAccessibilityViolations(page, 'the second step of a sign-in');
  await code.fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong authentication code' })).toBeVisible();
  // The code of the enrolment's step is spent; the app's next one is taken, as a clock a step ahead.
  await code.fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();

  // A recovery code stands in for the app, once.
  await signOut(page);
  await passwordStep(page, server);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  await openTab(page, 'Your account');
  await expect(page.getByRole('region', { name: /Two-factor sign-in/ })).toContainText('Recovery codes left: 9 of 10');

  await signOut(page);
  await passwordStep(page, server);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Wrong or already used recovery code' })).toBeVisible();
});

test('while the owners require it, a new editor sets up two-factor sign-in before the panel opens', async ({ page, server }) => {
  // The owner has it and requires it of everyone (through the API, as the panel would).
  const own = await server.api<{ secret: string }>('POST', '/api/auth/two-factor/setup');
  await server.api('POST', '/api/auth/two-factor/enable', { password: server.password, code: totp(own.secret) });
  await server.api('PUT', '/api/settings/security', { requireTwoFactor: true });
  const grant = await server.api<{ temporaryPassword: string }>('POST', '/api/staff', { username: 'erin', role: 'editor', access: 'password' });

  await page.goto('/qrsadmin');
  await page.getByLabel('Username').fill('erin');
  await page.getByLabel('Password').fill(grant.temporaryPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // First a password of their own, then the setup, and only then the panel.
  await page.getByLabel('New password', { exact: true }).fill('erin chooses a long one');
  await page.getByLabel('Repeat new password', { exact: true }).fill('erin chooses a long one');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in', level: 1 })).toBeVisible();
  await page.getByLabel('Your password').fill('erin chooses a long one');
  await expect(page.getByRole('tab')).toHaveCount(0);
  const secretText = page.getByTestId('two-factor-secret');
  await expect(secretText).toHaveText(/^[A-Z2-7 ]{16,}$/);
  await shoot(page, '2fa-required');
  await expectNoAccessibilityViolations(page, 'the required two-factor setup');

  await page.getByLabel('Authentication code').fill(totp((await secretText.textContent())!.replace(/\s/g, '')));
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByLabel('I have saved them').check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  await openTab(page, 'Your account');
  const card = page.getByRole('region', { name: /Two-factor sign-in/ });
  await expect(card).toContainText("The site's owners require it for every account.");
  // Required, it cannot be turned off here.
  await expect(card.getByRole('button', { name: 'Turn off' })).toHaveCount(0);
});

test("the editor's sign-in in place asks for the code too, then opens the document", async ({ page, server }) => {
  await signIn(page, server);
  await openTab(page, 'Site content');
  await expect(page.getByRole('link', { name: 'QRS Coin', exact: true }).first()).toBeVisible();

  // Two-factor sign-in is turned on from another browser (the fixture's own session), which
  // ends this browser's session while the list is on screen.
  const own = await server.api<{ secret: string }>('POST', '/api/auth/two-factor/setup');
  await server.api('POST', '/api/auth/two-factor/enable', { password: server.password, code: totp(own.secret) });
  await page.getByRole('link', { name: 'QRS Coin', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Password').fill(server.password);
  await dialog.getByRole('button', { name: 'Sign in and continue' }).click();

  const second = page.getByRole('dialog', { name: 'Two-factor sign-in' });
  const code = second.getByLabel('Authentication code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill(totp(own.secret, Date.now() + 10 * 60_000)); // a code of ten minutes on
  await second.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(second.getByRole('alert')).toHaveText('Wrong authentication code');
  // The setup spent the code of its step; the app's next one is taken.
  await code.fill(totp(own.secret, Date.now() + 30_000));
  await second.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(second).toBeHidden();
  await expect(page.getByRole('heading', { name: 'QRS Coin', level: 2 })).toBeVisible();
});

/**
 * enrolThroughTheApi turns two-factor sign-in on for the fixture's admin, as the panel would, and answers
 * the secret and the recovery codes. The code of the step now is spent by it.
 */
async function enrolThroughTheApi(server: QrsServer): Promise<{ secret: string; recoveryCodes: string[] }> {
  const own = await server.api<{ secret: string }>('POST', '/api/auth/two-factor/setup');
  const { recoveryCodes } = await server.api<{ recoveryCodes: string[] }>('POST', '/api/auth/two-factor/enable', {
    password: server.password,
    code: totp(own.secret),
  });
  return { secret: own.secret, recoveryCodes };
}

test('five wrong codes send the sign-in back to the password', async ({ page, server }) => {
  const { secret } = await enrolThroughTheApi(server);
  await passwordStep(page, server);
  const code = page.getByLabel('Authentication code');
  const wrongAlert = page.getByRole('alert').filter({ hasText: 'Wrong authentication code' });
  for (let i = 1; i <= 4; i++) {
    await code.fill(totp(secret, Date.now() + (10 + i) * 60_000));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(wrongAlert).toBeVisible();
  }
  await code.fill(totp(secret, Date.now() + 20 * 60_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  // The fifth ends the step: the form asks for the password again, and says why.
  await expect(page.getByRole('heading', { name: 'Admin Sign In', level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many wrong codes. Please enter your password again.' })).toBeVisible();
  await page.getByLabel('Password').fill(server.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in', level: 1 })).toBeVisible();
  // The setup spent the code of its step; the app's next one is taken.
  await page.getByLabel('Authentication code').fill(totp(secret, Date.now() + 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
});

test('turning two-factor sign-in off takes the password and a code, and signs out the other browsers', async ({ browser, page, server }) => {
  const { secret, recoveryCodes } = await enrolThroughTheApi(server);
  // Signed in here and in another browser, each with a recovery code, which leaves the app's codes unspent.
  const signInWithRecoveryCode = async (p: Page, recoveryCode: string) => {
    await passwordStep(p, server);
    await p.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await p.getByLabel('Recovery code').fill(recoveryCode);
    await p.getByRole('button', { name: 'Verify' }).click();
    await expect(p.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  };
  const elsewhere = await browser.newPage({ baseURL: server.url });
  await signInWithRecoveryCode(elsewhere, recoveryCodes[0]);
  await signInWithRecoveryCode(page, recoveryCodes[1]);

  await openTab(page, 'Your account');
  const card = page.getByRole('region', { name: /Two-factor sign-in/ });
  await card.getByRole('button', { name: 'Turn off' }).click();
  const password = card.getByLabel('Your password');
  const code = card.getByLabel('Authentication code');
  const turnOff = card.getByRole('button', { name: 'Turn off' });
  await password.fill(server.password);
  await expect(turnOff).toBeDisabled(); // a code too
  await code.fill(totp(secret, Date.now() + 10 * 60_000));
  await turnOff.click();
  await expect(card.getByText('Wrong authentication code')).toBeVisible();
  await expect(card.getByText('On', { exact: true })).toBeVisible();
  await shoot(page, '2fa-turn-off');
  await expectNoAccessibilityViolations(page, 'turning two-factor sign-in off');

  // A recovery code stands in for the app's code, as at sign-in; a wrong one is refused at its field.
  await card.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await card.getByLabel('Recovery code').fill('aaaaa-bbbbb');
  await turnOff.click();
  await expect(card.getByText('Wrong or already used recovery code')).toBeVisible();
  await card.getByRole('button', { name: 'Use your authenticator app instead' }).click();

  // The app's next code (the setup spent the one of its step) turns it off.
  await card.getByLabel('Authentication code').fill(totp(secret, Date.now() + 30_000));
  await turnOff.click();
  await expectToast(page, 'Two-factor sign-in is off');
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await elsewhere.reload();
  await expect(elsewhere.getByRole('heading', { name: 'Access Required', level: 1 })).toBeVisible();
  await elsewhere.close();
});

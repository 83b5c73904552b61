import { expect, test } from './fixtures';
import { expectToast, signIn } from './admin-helpers';

test('a visitor who is not signed in sees the access-required card on /admin', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByText('Admin access requires special authorization.')).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  // Staff who land there signed out go straight to the sign-in form.
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
});

test('/login leads to the sign-in page', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/qrsadmin$/);
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
});

test('a wrong password is refused with the spec message, then the right one opens the panel', async ({ page, server }) => {
  await page.goto('/qrsadmin');
  await page.getByLabel('Username').fill(server.username);
  await page.getByLabel('Password').fill(`${server.password}-wrong`);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed: Invalid username or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/qrsadmin$/);

  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('Invalid username or password')).toBeVisible();

  await page.getByLabel('Password').fill(server.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
  // The failure of the first attempt does not linger over the opened panel.
  await expect(toasts.getByText('Invalid username or password')).toHaveCount(0);
  await expect(page.getByText(`Signed in as ${server.username}`)).toBeVisible();
  for (const tab of ['Team Members', 'Gallery Images', 'Gallery Videos', 'Downloads', 'Global Partners', 'Messages']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  // The session survives a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();
});

test('the panel keeps no sign-in token where page scripts can read it and works on its cookie after a reload', async ({
  page,
  server,
}) => {
  const withBearer: string[] = [];
  page.on('request', (req) => {
    if (req.headers().authorization) withBearer.push(`${req.method()} ${new URL(req.url()).pathname}`);
  });
  await signIn(page, server);
  const readable = () =>
    page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage }, cookies: document.cookie }));
  expect(await readable()).toEqual({ local: {}, session: {}, cookies: '' });

  await page.reload();
  await expect(page.getByText(`Signed in as ${server.username}`)).toBeVisible();
  // A write from the panel, on the cookie alone, is taken: it comes from the site itself.
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const form = page.getByRole('dialog', { name: 'Add Team Member' });
  await form.getByLabel('Name').fill('Cookie Keeper');
  await form.getByLabel('Title').fill('Editor');
  await form.getByLabel('Company').fill('QRS');
  await form.getByLabel('Description').fill('Added after a reload.');
  await form.getByRole('button', { name: 'Add Team Member' }).click();
  await expectToast(page, 'Team member added successfully!');
  expect((await server.api<{ name: string }[]>('GET', '/api/team-members')).map((m) => m.name)).toEqual(['Cookie Keeper']);
  expect(await readable()).toEqual({ local: {}, session: {}, cookies: '' });
  expect(withBearer).toEqual([]);
});

test('a token an earlier panel left in local storage is removed and never sent', async ({ page, server }) => {
  const withBearer: string[] = [];
  page.on('request', (req) => {
    if (req.headers().authorization) withBearer.push(`${req.method()} ${new URL(req.url()).pathname}`);
  });
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('qrs_auth_token', 'left-over-token'));
  await signIn(page, server);
  expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({});
  expect(withBearer).toEqual([]);
});

test('logout ends the session on the server and goes home', async ({ page, server }) => {
  await signIn(page, server);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(401);
  await page.goto('/admin');
  await expect(page.getByText('Admin access requires special authorization.')).toBeVisible();
});

test('staff can sign in, switch tabs and add a video with the keyboard alone', async ({ page, server }) => {
  await server.api('POST', '/api/categories', { name: 'Interviews', description: '' });
  await page.goto('/qrsadmin');
  await page.getByLabel('Username').focus();
  await page.keyboard.type(server.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(server.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Admin Panel', level: 1 })).toBeVisible();

  // Arrow keys move between the tabs (a vertical list in the sidebar).
  await page.getByRole('tab', { name: 'Team Members' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('tab', { name: 'Gallery Images' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('tab', { name: 'Gallery Videos' })).toHaveAttribute('aria-selected', 'true');

  await page.getByRole('button', { name: 'Add Video' }).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('dialog', { name: 'Add Video' });
  await expect(form.getByLabel('Title')).toBeFocused();
  // The description's editor is loaded with the first form that shows one: a person sees its
  // toolbar appear before moving on from the title.
  await expect(form.getByRole('toolbar', { name: 'Formatting' })).toBeVisible();
  await page.keyboard.type('Keyboard video');
  // The description is rich text: its formatting toolbar is one stop before its text.
  await page.keyboard.press('Tab');
  await expect(form.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name: 'Bold', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Description')).toBeFocused();
  await page.keyboard.type('Added without a mouse');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('YouTube video ID or link')).toBeFocused();
  await page.keyboard.type('dQw4w9WgXcQ');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Folder *', { exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'Interviews' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  // Radix hands focus back to the select one task after the list closes; a person sees the
  // focus ring return before pressing the next key, and so does the test.
  const category = form.getByLabel('Folder *', { exact: true });
  await expect(category).toHaveText('Interviews');
  await expect(category).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Add Video' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectToast(page, 'Gallery video added successfully!');
  await expect(page.getByRole('button', { name: 'Play Keyboard video' })).toBeVisible();

  // Escape closes a form without saving.
  await page.getByRole('button', { name: 'Add Video' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Add Video' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('public pages never download the admin code', async ({ page }) => {
  // The scripts are fetched again afterwards: a response's body may be gone once the page
  // has moved on, so reading it while navigating would fail now and then.
  const urls = new Set<string>();
  page.on('request', (req) => {
    if (req.resourceType() === 'script') urls.add(req.url());
  });
  for (const path of ['/', '/team', '/gallery', '/downloads', '/global-partners']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const scripts: string[] = [];
  for (const url of urls) {
    const res = await page.request.get(url);
    expect(res.status(), url).toBe(200);
    scripts.push(await res.text());
  }
  expect(scripts.length).toBeGreaterThan(0);
  for (const marker of ['Admin Sign In', 'Bulk Image Upload', 'Upload Successful', 'Admin access requires special authorization']) {
    expect(scripts.some((s) => s.includes(marker)), `a public page loaded code containing "${marker}"`).toBe(false);
  }
});

test('after too many wrong passwords the sign-in form says when to try again', async ({ page, server }) => {
  for (let i = 0; i < 10; i++) {
    const res = await page.request.post('/api/auth/login', { data: { username: server.username, password: `wrong-${i}` } });
    expect(res.status()).toBe(401);
  }
  await page.goto('/qrsadmin');
  await page.getByLabel('Username').fill(server.username);
  await page.getByLabel('Password').fill('wrong-again');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many sign-in attempts' })).toHaveText(
    /Login failed: Too many sign-in attempts\. Please try again later\. Try again in \d+ seconds\./,
  );
});

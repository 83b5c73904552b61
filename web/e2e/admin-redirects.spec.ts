import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import rules from '../content/rules.json' with { type: 'json' };
import { expect, test, type QrsServer } from './fixtures';
import { expectToast, openTab } from './admin-helpers';
import { expectNoViolations } from './axe';
import { parseCsv } from './csv';

/** fill fills a redirect rule's {slots}, as the server words its refusal. */
const fill = (message: string, slots: Record<string, string>) => message.replace(/\{(\w+)\}/g, (_, name: string) => slots[name]!);

/** signInAsEditor makes an editor account and signs it in, in a browser of its own, through its sign-in link. */
async function signInAsEditor(browser: Browser, server: QrsServer): Promise<Page> {
  const grant = await server.api<{ signInLink: string }>('POST', '/api/staff', { username: 'eddie', role: 'editor', access: 'link' });
  const page = await (await browser.newContext({ baseURL: server.url })).newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin${new URL(grant.signInLink).hash}`);
  await page.getByLabel('New password', { exact: true }).fill('eddie chose this one himself');
  await page.getByLabel('Repeat new password').fill('eddie chose this one himself');
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(page.getByText('Signed in as eddie (Editor)')).toBeVisible();
  return page;
}

/** addRedirect fills the add dialog and sends it. */
async function addRedirect(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: 'Add Redirect' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Redirect' });
  await dialog.getByLabel('From (a path of this site) *').fill(from);
  await dialog.getByLabel('To (a path or https:// address) *').fill(to);
  await dialog.getByRole('button', { name: 'Add Redirect' }).click();
  return dialog;
}

test('an editor adds a redirect that visitors follow, a loop is refused under its field, and the list goes out and back as CSV', async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const page = await signInAsEditor(browser, server);
  await openTab(page, 'Redirects');
  await expect(page.getByText('No redirects yet')).toBeVisible();

  // The editor leads an old address on to the research page.
  const added = await addRedirect(page, '/old-research', '/research');
  await expectToast(page, 'Redirect added successfully!');
  await expect(added).toBeHidden();
  const panel = page.getByRole('tabpanel', { name: 'Redirects' });
  const rows = panel.getByRole('list', { name: 'Redirects' }).getByRole('listitem');
  await expect(rows.filter({ hasText: '/old-research' })).toContainText('/research');
  await expect(rows.filter({ hasText: '/old-research' })).toContainText('301');

  // A visitor asking for the old address lands on the research page.
  const visitor = await (await browser.newContext({ baseURL: server.url })).newPage();
  await visitor.goto('/old-research');
  await expect(visitor).toHaveURL(/\/research$/);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();

  // A redirect back to where another leads from would loop: refused, the reason under the field.
  await expect(await addRedirect(page, '/x', '/y')).toBeHidden();
  await expect(rows).toHaveCount(2);
  const loop = await addRedirect(page, '/y', '/x');
  const to = loop.getByLabel('To (a path or https:// address) *');
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(loop.getByRole('alert')).toHaveText(fill(rules.redirects.loop, { path: '/x', from: '/y' }));
  await expectNoViolations(page, 'the redirect form with its error');
  // The panel refuses a redirect to itself before sending it.
  await to.fill('/y');
  await loop.getByRole('button', { name: 'Add Redirect' }).click();
  await expect(loop.getByRole('alert')).toHaveText(rules.redirects.self);
  await loop.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Leave' }).click();
  await expect(loop).toBeHidden();
  await expect(rows).toHaveCount(2);

  // Exported, the list is a CSV file with the columns from, prefix, to and status.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^redirects-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(parseCsv(text.slice(1))).toEqual([
    ['from', 'prefix', 'to', 'status'],
    ['/old-research', 'no', '/research', '301'],
    ['/x', 'no', '/y', '301'],
  ]);

  // Edited in a spreadsheet and imported: /x for now, a new prefix line.
  const dir = mkdtempSync(join(tmpdir(), 'qrs-redirects-'));
  try {
    const edited = join(dir, 'redirects.csv');
    writeFileSync(edited, text.replace('"/x","no","/y","301"', '"/x","no","/y","302"') + '"/old-team","yes","/team","301"\r\n');
    await page.getByLabel('CSV file of redirects').setInputFiles(edited);
    await expect(panel.getByRole('status')).toHaveText(/Imported: 1 added, 1 updated, 1 unchanged\./);
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: '/x' })).toContainText('302');
    await expect(rows.filter({ hasText: '/old-team' })).toContainText('and every path under it');
    await visitor.goto('/old-team/anyone');
    await expect(visitor).toHaveURL(/\/team\/anyone$/);

    // A file with a bad line stores nothing and says which line and why.
    const bad = join(dir, 'bad.csv');
    writeFileSync(bad, 'from,to\r\n/fine,/team\r\n/api/old,/team\r\n');
    await page.getByLabel('CSV file of redirects').setInputFiles(bad);
    const refusal = panel.getByRole('alert');
    await expect(refusal).toContainText('1 line has errors (line 3)');
    await expect(refusal.getByRole('listitem')).toHaveText(`Line 3 — from: ${fill(rules.redirects.serverPath, { path: '/api' })}`);
    await expect(rows.filter({ hasText: '/fine' })).toHaveCount(0);
    await expectNoViolations(page, 'the Redirects tab with a refused import');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

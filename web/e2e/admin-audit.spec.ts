import { mkdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectToast, signIn } from './admin-helpers';
import { parseCsv } from './csv';

// Screenshots of the log are taken only when QRS_SCREENSHOTS names a folder.
const shots = process.env.QRS_SCREENSHOTS;

/** shoot saves a screenshot at a phone and a desktop width, with the locator in view. */
async function shoot(page: Page, name: string, target?: Locator) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    if (target) await target.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: width === 390 });
    // Nothing is wider than the screen: the log never scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('the owner reads a change in the audit log field by field, filters it by kind and exports it', async ({ page, server }) => {
  await server.api('POST', '/api/team-members', {
    name: 'Dr. Ada Quantum',
    title: 'Chief Scientist',
    company: 'QRS Research AG',
    description: 'Leads the resonance research programme.',
  });
  await server.api('POST', '/api/gallery/videos', {
    title: 'Device demo',
    description: 'How the device works.',
    youtubeId: 'dQw4w9WgXcQ',
    category: 'Videos',
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, server);
  await page.getByRole('button', { name: 'Edit Dr. Ada Quantum' }).click();
  const form = page.getByRole('dialog', { name: 'Edit Team Member' });
  await form.getByLabel('Title').fill('Head of Research');
  await form.getByRole('button', { name: 'Update Team Member' }).click();
  await expectToast(page, 'Team member updated successfully!');

  await page.getByRole('tab', { name: 'Audit log' }).click();
  const entries = page.getByTestId('audit-entry');
  const change = entries.filter({ hasText: 'Changed' }).filter({ hasText: 'Dr. Ada Quantum' });
  await expect(change).toHaveCount(1);
  await expect(change).toContainText(server.username);
  await expect(change).toContainText('127.0.0.1');
  await expect(change).toContainText('Team member');
  await expect(entries.filter({ hasText: 'Device demo' })).toHaveCount(1);

  // Opened, the entry shows the one field that changed, from its old value to its new one.
  await change.getByRole('button', { name: 'title' }).click();
  const changes = change.getByRole('list', { name: /Changes of/ });
  await expect(changes.getByRole('listitem')).toHaveCount(1);
  await expect(changes).toContainText('title');
  await expect(changes).toContainText('Chief Scientist');
  await expect(changes).toContainText('Head of Research');
  await shoot(page, 'audit-log', change);

  // Filtered by kind, only the team member's entries are left.
  await page.getByLabel('Kind').click();
  await page.getByRole('option', { name: 'Team member' }).click();
  await expect(entries.filter({ hasText: 'Device demo' })).toHaveCount(0);
  await expect(entries).toHaveCount(2);
  await expect(entries.filter({ hasText: 'Created' })).toHaveCount(1);

  // The export is the filtered log as a CSV file a spreadsheet opens.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export filtered as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFF'), 'the file starts with a byte-order mark, so spreadsheets read it as UTF-8').toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header).toEqual(['When', 'Who', 'From address', 'Action', 'Kind', 'Target', 'Target id', 'Changes']);
  expect(rows.map((r) => [r[3], r[4], r[5]])).toEqual([
    ['update', 'team-member', 'Dr. Ada Quantum'],
    ['create', 'team-member', 'Dr. Ada Quantum'],
  ]);
  expect(rows[0][0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  expect(rows[0][1]).toBe(server.username);
  expect(rows[0][7]).toBe('title: "Chief Scientist" → "Head of Research"');
});

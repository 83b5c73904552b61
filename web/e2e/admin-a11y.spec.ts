import { axe } from './axe';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openTab, pdfBytes, pngBytes, signIn } from './admin-helpers';

async function expectNoViolations(page: Page, what: string) {
  const { violations } = await axe(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(summary, `accessibility violations on ${what}`).toEqual([]);
}

test('the sign-in page, the access card and every tab pass the WCAG 2.1 AA checks', async ({ page, server }) => {
  // Nine full-page analyses: on two busy cores they take longer than the default minute.
  test.setTimeout(180_000);
  // One of everything, so each tab shows its cards and controls.
  await server.api('POST', '/api/categories', { name: 'Clinics', description: 'Partner clinics' });
  const { url: imageUrl } = await server.upload('/api/upload/image', 'image', 'a.png', 'image/png', new Uint8Array(pngBytes()));
  const { url: pdfUrl } = await server.upload('/api/upload/pdf', 'pdf', 'a.pdf', 'application/pdf', new Uint8Array(pdfBytes()));
  await server.api('POST', '/api/team-members', { name: 'Ada', title: 'CEO', company: 'QRS', description: 'Leads.', imageUrl, orderIndex: 0 });
  await server.api('POST', '/api/team-members', { name: 'Ben', title: 'CTO', company: 'QRS', description: 'Builds.', imageUrl: '', orderIndex: 1 });
  await server.api('POST', '/api/gallery/images', { title: 'Room', description: 'A room', imageUrl, category: 'Clinics' });
  await server.api('POST', '/api/gallery/videos', { title: 'Talk', description: 'A talk', youtubeId: 'dQw4w9WgXcQ', category: 'Clinics' });
  await server.api('POST', '/api/research-papers', {
    title: 'Study', description: 'A study', pdfUrl, category: 'Clinics', authors: 'A. B.', journal: 'J', publicationDate: '2020-01-01', orderIndex: 0,
  });
  await server.api('POST', '/api/partner-categories', { name: 'Clinic', description: '', displayOrder: 0, isActive: true });
  await server.api('POST', '/api/global-partners', {
    name: 'Clinic Vaduz', country: 'Liechtenstein', city: 'Vaduz', partnerType: 'clinic', description: 'A clinic', services: 'Therapy',
    contactPerson: 'Eva', email: 'eva@clinic.example', phone: '+423 000', website: 'clinic.example',
  });
  await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Maria', email: 'maria@example.com', subject: 'other', message: 'Hello there, a question.' }),
  });

  await page.goto('/admin');
  await expect(page.getByText('Admin access requires special authorization.')).toBeVisible();
  await expectNoViolations(page, 'the access-required card');
  await page.goto('/qrsadmin');
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await expectNoViolations(page, 'the sign-in page');

  await signIn(page, server);
  for (const [tab, ready] of [
    ['Team Members', 'Ada'],
    ['Gallery Images', 'Room'],
    ['Gallery Videos', 'Talk'],
    ['Downloads', 'Study'],
    ['Global Partners', 'Clinic Vaduz'],
    ['Messages', 'Maria'],
  ] as const) {
    await openTab(page, tab);
    await expect(page.getByRole('tabpanel').getByText(ready, { exact: true }).first()).toBeVisible();
    await expectNoViolations(page, `the ${tab} tab`);
  }
  await openTab(page, 'Team Members');
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add Team Member' }).click();
  await expect(page.getByRole('dialog').getByText('Required').first()).toBeVisible();
  await expectNoViolations(page, 'the team member form with its errors');
});

test('the trash, audit log, staff and account tabs and a sign-in link pass the WCAG 2.1 AA checks', async ({ page, server, browser }) => {
  test.setTimeout(180_000);
  const member = await server.api<{ id: number }>('POST', '/api/team-members', { name: 'Ada', title: 'CEO', company: 'QRS', description: 'Leads.' });
  await server.api('DELETE', `/api/team-members/${member.id}`);
  const grant = await server.api<{ signInLink: string }>('POST', '/api/staff', { username: 'eddie', role: 'editor', access: 'link' });

  await signIn(page, server);
  for (const [tab, ready] of [
    ['Trash', 'Ada'],
    ['Audit log', 'Created'],
    ['Staff', 'eddie'],
    ['Your account', 'Where you are signed in'],
  ] as const) {
    await openTab(page, tab);
    await expect(page.getByRole('tabpanel').getByText(ready, { exact: true }).first()).toBeVisible();
    await expectNoViolations(page, `the ${tab} tab`);
  }

  const theirs = await browser.newContext({ baseURL: server.url });
  const welcome = await theirs.newPage();
  await welcome.goto(`/admin${new URL(grant.signInLink).hash}`);
  await expect(welcome.getByRole('heading', { name: 'Welcome, eddie' })).toBeVisible();
  await expectNoViolations(welcome, 'the welcome page of a sign-in link');
  await theirs.close();
});

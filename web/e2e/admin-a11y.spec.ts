import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expectNoViolations, violationsOf } from './axe';
import { expect, test, type QrsServer } from './fixtures';
import { openTab, pdfBytes, pngBytes, scheduleCoin, signIn } from './admin-helpers';

// The link checker reaches the partner's site made below, on loopback, only when
// QRS_LINK_CHECK_PRIVATE allows private addresses.
test.use({ serverEnv: { QRS_LINK_CHECK_PRIVATE: '1' } });

test('the sign-in page, the access card, a form with its errors and the welcome page of a sign-in link pass the WCAG 2.1 AA checks', async ({
  page,
  server,
  browser,
}) => {
  const grant = await server.api<{ signInLink: string }>('POST', '/api/staff', { username: 'eddie', role: 'editor', access: 'link' });
  await page.goto('/admin');
  await expect(page.getByText('Admin access requires special authorization.')).toBeVisible();
  await expectNoViolations(page, 'the access-required card');
  await page.goto('/qrsadmin');
  await expect(page.getByRole('heading', { name: 'Admin Sign In' })).toBeVisible();
  await expectNoViolations(page, 'the sign-in page');

  await signIn(page, server);
  await openTab(page, 'Team Members');
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Add Team Member' }).click();
  await expect(page.getByRole('dialog').getByText('Required').first()).toBeVisible();
  await expectNoViolations(page, 'the team member form with its errors');

  const theirs = await browser.newContext({ baseURL: server.url });
  const welcome = await theirs.newPage();
  await welcome.goto(`/admin${new URL(grant.signInLink).hash}`);
  await expect(welcome.getByRole('heading', { name: 'Welcome, eddie' })).toBeVisible();
  await expectNoViolations(welcome, 'the welcome page of a sign-in link');
  await theirs.close();
});

// A person's browser: the server counts the tests' own headless Chromium as a bot.
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/**
 * seedEveryView gives every view of the panel something to show: one record of each kind (one
 * in the trash), a contact message, a scheduled publish and a draft in review with a wished
 * publish (on day), visits from elsewhere and an address not found, a staff account, and a
 * partner whose website answers 404 (partnerSite) for the link check.
 */
async function seedEveryView(server: QrsServer, partnerSite: string): Promise<{ day: string }> {
  await server.api('POST', '/api/categories', { name: 'Clinics', description: 'Partner clinics' });
  const { url: imageUrl } = await server.upload('/api/upload/image', 'image', 'lobby.png', 'image/png', new Uint8Array(pngBytes()));
  const { url: pdfUrl } = await server.upload('/api/upload/pdf', 'pdf', 'study.pdf', 'application/pdf', new Uint8Array(pdfBytes()));
  await server.api('POST', '/api/team-members', { name: 'Ada', title: 'CEO', company: 'QRS', description: 'Leads.', imageUrl, orderIndex: 0 });
  await server.api('POST', '/api/team-members', { name: 'Ben', title: 'CTO', company: 'QRS', description: 'Builds.', imageUrl: '', orderIndex: 1 });
  const gone = await server.api<{ id: number }>('POST', '/api/team-members', { name: 'Cleo', title: 'CFO', company: 'QRS', description: 'Counts.' });
  await server.api('DELETE', `/api/team-members/${gone.id}`);
  await server.api('POST', '/api/gallery/images', { title: 'Room', description: 'A room', imageUrl, category: 'Clinics' });
  await server.api('POST', '/api/gallery/videos', { title: 'Talk', description: 'A talk', youtubeId: 'dQw4w9WgXcQ', category: 'Clinics' });
  await server.api('POST', '/api/research-papers', {
    title: 'Study', description: 'A study', pdfUrl, category: 'Clinics', authors: 'A. B.', journal: 'J', publicationDate: '2020-01-01', orderIndex: 0,
  });
  await server.api('POST', '/api/partner-categories', { name: 'Clinic', description: '', displayOrder: 0, isActive: true });
  await server.api('POST', '/api/global-partners', {
    name: 'Clinic Vaduz', country: 'Liechtenstein', city: 'Vaduz', partnerType: 'clinic', description: 'A clinic', services: 'Therapy',
    contactPerson: 'Eva', email: 'eva@clinic.example', phone: '+423 000', website: `${partnerSite}/closed`,
  });
  await server.api('POST', '/api/testimonials', { quote: 'The treatment helped.', name: 'Marco Rossi', role: 'Physiotherapist, Lugano' });
  await server.api('POST', '/api/redirects', { from: '/old-news', to: '/research' });
  const sent = await fetch(`${server.url}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Maria Müller', email: 'maria@example.com', subject: 'wellness-centers', message: 'Where is the nearest wellness centre to Zürich?' }),
  });
  expect(sent.status, 'the contact message is sent').toBe(200);
  await server.api('POST', '/api/staff', { username: 'eddie', role: 'editor', access: 'link' });

  const { day } = await scheduleCoin(server);
  await server.api('PUT', '/api/settings/review', { everything: false, documents: ['legal'], reviewers: [] });
  const legal = await server.api<{ published: { body: { hero: { lead: string } } } }>('GET', '/api/content/legal/draft');
  await server.api('PUT', '/api/content/legal/draft', { ...legal.published.body, hero: { ...legal.published.body.hero, lead: 'QRS works from Schaan.' } });
  await server.api('POST', '/api/content/legal/review', { note: 'The office moved to Schaan', publishAt: `${day}T11:00:00` });

  // Visits from a search and a campaign, and an old address asked for from a partner's site.
  for (const [path, referer] of [
    ['/?utm_source=spring-mail&utm_campaign=launch', 'https://search.example/results'],
    ['/gallery', 'https://search.example/results'],
    ['/research?utm_source=partner-newsletter&utm_campaign=resonance-therapy-autumn', 'https://a-partner-with-a-long-name.example/links'],
    ['/old-brochure', 'https://partner.example/links'],
  ]) {
    await fetch(server.url + path, { headers: { 'User-Agent': PERSON, Referer: referer, 'Accept-Language': 'de-CH' } });
  }
  return { day };
}

/**
 * A View is a view of the panel at its address, ready once its text shows (in the tab panel),
 * and then made to show what is hidden at first (then).
 */
interface View {
  what: string;
  address: string;
  ready: string | RegExp;
  then?: (page: Page) => Promise<void>;
}

const views = (day: string): View[] => [
  { what: 'the content list', address: 'content', ready: /^Scheduled for/ },
  {
    what: 'a document open in the editor, a section and an item open',
    address: 'content&doc=qrs-coin',
    ready: 'Roadmap',
    then: async (page) => {
      const roadmap = page.getByRole('region', { name: 'Roadmap' });
      await roadmap.getByRole('button', { name: /^Roadmap/ }).click();
      await roadmap.getByRole('button', { name: /^Item 3 ?:/ }).click();
      await expect(roadmap.getByRole('group', { name: /^Item 3 ?:/ })).toBeVisible();
    },
  },
  { what: 'the calendar’s month', address: `calendar&day=${day}`, ready: 'QRS Coin' },
  { what: 'the calendar’s week', address: `calendar&view=week&day=${day}`, ready: 'QRS Coin' },
  { what: 'the reviews', address: 'reviews', ready: 'Waiting for review (1)' },
  { what: 'the media library', address: 'media', ready: 'lobby.png' },
  { what: 'the team members', address: 'team', ready: 'Ada' },
  { what: 'the gallery’s images', address: 'images', ready: 'Room' },
  { what: 'the gallery’s videos', address: 'videos', ready: 'Talk' },
  { what: 'the downloads', address: 'downloads', ready: 'Study' },
  { what: 'the partners', address: 'partners', ready: 'Clinic Vaduz' },
  { what: 'the testimonials', address: 'testimonials', ready: 'Marco Rossi' },
  {
    what: 'the messages, one open',
    address: 'messages',
    ready: 'Maria Müller',
    then: async (page) => {
      await page.getByRole('list', { name: 'Contact messages' }).getByRole('button', { expanded: false }).click();
      await expect(page.getByRole('link', { name: 'Reply to Maria Müller' })).toBeVisible();
    },
  },
  {
    what: 'the insights',
    address: 'insights',
    ready: 'Top pages',
    then: async (page) => {
      await expect(page.getByRole('region', { name: 'Campaigns', exact: true })).toContainText('resonance-therapy-autumn');
      await expect(page.getByRole('figure').getByRole('application')).toBeVisible();
    },
  },
  { what: 'the addresses not found', address: 'not-found', ready: '/old-brochure' },
  {
    what: 'the broken links, after a check',
    address: 'links',
    ready: 'No check has run yet',
    then: async (page) => {
      await page.getByRole('button', { name: 'Check now' }).click();
      await expect(page.getByText(/^Last check finished .*broken\.$/)).toBeVisible({ timeout: 30_000 });
    },
  },
  { what: 'the staff and the site’s two-factor and review settings', address: 'staff', ready: 'eddie' },
  { what: 'one’s own account and two-factor sign-in', address: 'account', ready: 'Where you are signed in' },
  { what: 'the audit log', address: 'audit', ready: 'Created' },
  { what: 'the trash', address: 'trash', ready: 'Cleo' },
  { what: 'the redirects', address: 'redirects', ready: '/old-news' },
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`every view of the panel, with something in it, passes the WCAG 2.1 AA checks and axe's experimental ones at ${viewport.width} px`, async ({
    page,
    server,
  }) => {
    // Twenty-one full-page analyses: on two busy cores they take longer than the default minute.
    test.setTimeout(240_000);
    // The partner's site: its home page is there, every other page is gone.
    const partner = createServer((req, res) => {
      res.writeHead(req.url === '/' ? 200 : 404, { 'Content-Type': 'text/html' });
      res.end(req.url === '/' ? '<h1>Clinic</h1>' : '<h1>Not found</h1>');
    });
    await new Promise<void>((ok) => partner.listen(0, '127.0.0.1', ok));
    try {
      const { day } = await seedEveryView(server, `http://127.0.0.1:${(partner.address() as AddressInfo).port}`);
      await page.setViewportSize(viewport);
      await signIn(page, server);
      // Every view is scanned, and what every one of them has is reported together.
      const found: Record<string, string[]> = {};
      for (const view of views(day)) {
        await page.goto(`/admin?tab=${view.address}`);
        await expect(page.getByRole('tabpanel').getByText(view.ready).filter({ visible: true }).first(), view.what).toBeVisible();
        await view.then?.(page);
        const violations = await violationsOf(page, { experimental: true });
        if (violations.length) found[view.what] = violations;
      }
      expect(found, `accessibility violations at ${viewport.width} px`).toEqual({});
    } finally {
      partner.close();
    }
  });
}

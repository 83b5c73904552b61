import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { chooseOption, expectToast, openTab } from './admin-helpers';
import { expectNoViolations } from './axe';

// The partner's site is on loopback, which the link checker reaches only when
// QRS_LINK_CHECK_PRIVATE allows private addresses.
test.use({ serverEnv: { QRS_LINK_CHECK_PRIVATE: '1' } });

/** partnerSite serves a partner's website whose home page is there and every other page is gone (404). */
async function partnerSite(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    res.writeHead(req.url === '/' ? 200 : 404, { 'Content-Type': 'text/html' });
    res.end(req.url === '/' ? '<h1>Clinic</h1>' : '<h1>Not found</h1>');
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test("an editor's check lists a partner's website that answers 404 as broken, where it is used and how to fix it", async ({
  page,
  server,
}) => {
  const partner = await partnerSite();
  try {
    const grant = await server.api<{ signInLink: string }>('POST', '/api/staff', { username: 'eddie', role: 'editor', access: 'link' });
    await page.goto(`/admin${new URL(grant.signInLink).hash}`);
    await page.getByLabel('New password', { exact: true }).fill('eddie chose this one himself');
    await page.getByLabel('Repeat new password').fill('eddie chose this one himself');
    await page.getByRole('button', { name: 'Save password and sign in' }).click();
    await expect(page.getByText('Signed in as eddie (Editor)')).toBeVisible();

    await openTab(page, 'Global Partners');
    await page.getByRole('button', { name: 'Add Global Partner' }).click();
    const form = page.getByRole('dialog', { name: 'Add Global Partner' });
    await form.getByLabel('Name *', { exact: true }).fill('Gone Clinic');
    await chooseOption(page, 'Partner type *', 'Clinic', form);
    await form.getByLabel('Country *', { exact: true }).fill('Austria');
    await form.getByLabel('Website').fill(`${partner.url}/closed`);
    await form.getByRole('button', { name: 'Add Partner' }).click();
    await expectToast(page, 'Global partner added successfully!');

    await openTab(page, 'Broken links');
    const tab = page.getByRole('tabpanel');
    await expect(tab.getByText('No check has run yet')).toBeVisible();
    await tab.getByRole('button', { name: 'Check now' }).click();

    const broken = tab.getByRole('listitem', { name: `${partner.url}/closed` });
    await expect(broken).toBeVisible();
    await expect(broken.getByText('404 Not Found')).toBeVisible();
    await expect(broken.getByText(/^Checked /)).toBeVisible();
    // Besides the partner's, the default legal texts link other sites (the supervisory
    // authority's), which a machine without the internet cannot reach: the counts say as many
    // as the list shows.
    const listed = await tab.getByRole('listitem').filter({ has: page.getByText(/^Checked /) }).count();
    expect(listed).toBeGreaterThanOrEqual(1);
    await expect(tab.getByText(new RegExp(`^Last check finished .*, ${listed} broken\\.$`))).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Check now' })).toBeEnabled();
    // The navigation counts the broken links beside the view's name.
    await expect(page.getByRole('tab', { name: `Broken links (${listed} broken)` })).toBeVisible();
    await expectNoViolations(page, 'the broken links tab');

    // Where it is used leads to where it is edited.
    const use = broken.getByRole('link', { name: 'Global partner “Gone Clinic”' });
    await expect(broken.getByText('› Website')).toBeVisible();
    await use.click();
    // The partner's own form, open on its tab.
    const edit = page.getByRole('dialog', { name: 'Edit Global Partner' });
    await expect(edit.getByLabel('Website')).toHaveValue(`${partner.url}/closed`);
    await expect(page).toHaveURL(/\/admin\?tab=partners$/);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('tab', { name: 'Global Partners' })).toHaveAttribute('aria-selected', 'true');
  } finally {
    partner.server.close();
  }
});

import { expect, test } from './fixtures';
import { expectToast, openTab, png, signIn } from './admin-helpers';

// The publish checks in the content editor: findings follow the text as it is typed, an
// error keeps the draft from going live until it is fixed, a warning lets it go.

const longTitle = 'Team and Advisors of QRS Quantum Resonance Therapy in Liechtenstein';

test('an editor sees the checks find an over-long SEO title and a picture without its description, fixes them and publishes', async ({ page, server }) => {
  test.setTimeout(120_000);
  await signIn(page, server);
  await openTab(page, 'Site content');
  await page.getByRole('link', { name: 'Team', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Team', level: 2 })).toBeVisible();

  const checks = page.getByRole('region', { name: 'Publish checks' });
  await expect(checks).toContainText('Nothing found so far.');

  const seo = page.getByRole('region', { name: /^Search engines and sharing/ });
  const toggle = seo.getByRole('button', { name: /^Search engines and sharing/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await seo.getByLabel('Page title', { exact: true }).fill(longTitle);
  await expect(checks.getByRole('listitem')).toHaveCount(1);
  await expect(checks).toContainText(`The title is ${longTitle.length} characters; search engines show about 60.`);
  await expect(checks.getByRole('img', { name: 'Warning' })).toBeVisible();
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeEnabled();

  // A sharing picture without its description is an error: publishing waits for it.
  await seo.locator('input[type=file]').setInputFiles(png('share.png'));
  const missingAlt = checks.getByRole('listitem').filter({ hasText: 'Describe the image' });
  await expect(missingAlt).toBeVisible();
  await expect(missingAlt.getByRole('img', { name: 'Error' })).toBeVisible();
  await expect(checks).toContainText('1 error blocks publishing · 1 warning');
  await expect(publish).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Publishing is blocked: fix 1 error' })).toBeVisible();

  // The finding names its field, and a click takes the editor there.
  await missingAlt.getByRole('button').click();
  const alt = seo.getByLabel(/^Social preview image description/);
  await expect(alt).toBeFocused();
  await alt.fill('The QRS team at the research institute');
  await expect(missingAlt).toHaveCount(0);
  await expect(publish).toBeEnabled();

  // The server, asked, finds the same and nothing more: the pages render.
  await checks.getByRole('button', { name: 'Check on the server' }).click();
  await expect(checks.getByRole('listitem')).toHaveCount(1);
  await expect(checks).toContainText('1 warning');

  // The warning shows but lets the publish go.
  await publish.click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published — the pages are live');
  const published = await server.api<{ seo: { title: string; imageAlt: string } }>('GET', '/api/content/team');
  expect(published.seo.title).toBe(longTitle);
  expect(published.seo.imageAlt).toBe('The QRS team at the research institute');
});

test('a publish the server refuses shows its findings: a link to a page the site does not have', async ({ page, server }) => {
  test.setTimeout(120_000);
  const state = await server.api<{ revision: number; published: { body: { homeButton: { href: string } } } }>('GET', '/api/content/not-found/draft');
  const body = structuredClone(state.published.body);
  body.homeButton.href = '/no-such-page';
  await server.api('PUT', '/api/content/not-found/draft', body);

  await signIn(page, server);
  await openTab(page, 'Site content');
  await page.getByRole('link', { name: /^Page not found/ }).first().click();
  const checks = page.getByRole('region', { name: 'Publish checks' });
  // The browser cannot tell which paths the site has: the server finds it on publishing.
  await expect(checks).toContainText('Nothing found so far.');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Not published');
  await expect(checks).toBeFocused();
  await expect(checks).toContainText('/no-such-page leads nowhere on this site');
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled();

  const after = await server.api<{ homeButton: { href: string } }>('GET', '/api/content/not-found');
  expect(after.homeButton.href).toBe('/');
});

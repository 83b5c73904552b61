import { expectToast, openTab, pdfBytes, signIn } from './admin-helpers';
import { expect, readingTest, test } from './fixtures';
import { collectPageErrors } from './public-helpers';

// Dates and numbers on the German pages are written as German writes them: by the server,
// which has no Intl, and again by the browser through Intl when it takes the page over, to
// the same letter (a difference would break the hydration and log an error).

readingTest('the German whitepaper writes the supply with Swiss digit groups and the chart short in German', async ({ page, request }) => {
  const served = await (await request.get('/de/whitepaper')).text();
  expect(served).toContain('50’000’000');
  expect(served).toContain('50\u00a0Mio.');

  const errors = collectPageErrors(page);
  await page.goto('/de/whitepaper');
  await expect(page.getByText('50\u00a0Mio.', { exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '40’000’000' })).toBeAttached();
  expect(errors).toEqual([]);
});

test('a research paper is dated in German on the German page, and in English on the English one', async ({ page, server, request }) => {
  const { url } = await server.upload('/api/upload/pdf', 'pdf', 'study.pdf', 'application/pdf', new Uint8Array(pdfBytes()));
  await server.api('POST', '/api/research-papers', {
    title: 'A study', description: 'A study.', authors: 'A. Author', journal: 'Journal X', category: 'Studies', pdfUrl: url,
    publicationDate: '2026-11-25', orderIndex: 0,
  });
  expect(await (await request.get('/de/forschungsarbeiten')).text()).toContain('25. November 2026');

  const errors = collectPageErrors(page);
  await page.goto('/de/forschungsarbeiten');
  await expect(page.getByText('25. November 2026')).toBeVisible();
  await page.goto('/research-papers');
  await expect(page.getByText('November 25, 2026')).toBeVisible();
  expect(errors).toEqual([]);
});

readingTest('the research page states the facts in each language’s numbers, from the one English site document', async ({ page }) => {
  await page.goto('/de/forschung');
  await expect(page.getByRole('cell', { name: '+18,2 %' })).toBeVisible();
  await expect(page.getByText('EP 0594 655 B1')).toBeVisible();
  await page.goto('/research');
  await expect(page.getByRole('cell', { name: '+18.2%' })).toBeVisible();
  await expect(page.getByText('EP 0594 655 B1')).toBeVisible();
});

test('an editor changes the total supply once, in the English site settings, and both languages state it', async ({ page, server }) => {
  await signIn(page, server);
  await openTab(page, 'Site content');
  await page.getByRole('link', { name: 'Site settings', exact: true }).click();
  await page.getByRole('button', { name: /^Facts/ }).first().click();
  const supply = page.getByRole('spinbutton', { name: 'Total supply' });
  await expect(supply).toHaveValue('50000000');
  await supply.fill('60000000');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published — the pages are live');

  const visitor = await page.context().newPage();
  await visitor.goto('/whitepaper');
  await expect(visitor.getByText(/tokenomics of 60,000,000 coins|total supply of 60,000,000 coins/).first()).toBeVisible();
  await visitor.goto('/de/whitepaper');
  await expect(visitor.getByText(/Gesamtmenge von 60’000’000 Coins/).first()).toBeVisible();
  expect(await (await visitor.request.get('/de/legal/token-sale-agreement.pdf')).ok()).toBe(true);

  // The German site settings have no facts of their own: they say where the facts are edited.
  await page.goto('/qrsadmin');
  await openTab(page, 'Site content');
  await page.getByRole('navigation', { name: 'Language of the content' }).getByRole('link', { name: 'Deutsch' }).click();
  await page.getByRole('link', { name: 'Site settings', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Site settings (Deutsch)' })).toBeVisible();
  await expect(page.getByText('Facts: the same in every language, edited in the English document.')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Total supply' })).toHaveCount(0);
});

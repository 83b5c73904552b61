import { pdfBytes } from './admin-helpers';
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

import { expect, readingTest as test } from './fixtures';

test('home page shows the hero headline', async ({ page }) => {
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Quantum Leap');
  expect(errors).toEqual([]);
});

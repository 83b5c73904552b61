import { axe } from './axe';
import { expect, readingTest as test } from './fixtures';
import { publicRoutes } from './public-helpers';

for (const width of [360, 1440]) {
  test(`every public page passes an axe scan without serious or critical issues at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const problems: string[] = [];
    for (const route of [...publicRoutes, { path: '/no-such-page' }]) {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      const { violations } = await axe(page).analyze();
      for (const v of violations) {
        if (v.impact === 'serious' || v.impact === 'critical') {
          problems.push(`${route.path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
}

import { gzipSync } from 'node:zlib';
import { expect, readingTest as test } from './fixtures';

// The weight budget of the home page (issue: fast and findable): what a visitor's browser
// actually downloads for `/`, JavaScript and CSS (the stylesheet inlined into its head included),
// measured gzip-compressed. The JavaScript
// budget is the one web/budget_test.go checks on the build's output (90 KB): this test
// confirms the browser loads no more than that test counts.
const JS_BUDGET = 90_000;
const CSS_BUDGET = 25_000;

test('the home page stays within its JavaScript and CSS budgets', async ({ page }) => {
  const sizes = new Map<string, { kind: 'js' | 'css'; gzip: number }>();
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    const kind = url.pathname.endsWith('.js') ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
    if (!kind) return;
    pending.push(
      res.body().then((body) => {
        sizes.set(url.pathname, { kind, gzip: gzipSync(body, { level: 9 }).length });
      }),
    );
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  // The stylesheet comes inside the page (the build inlines it into every page's head).
  const inline = (await page.locator('head style').allTextContents()).join('');
  if (inline) sizes.set('<style> in the page', { kind: 'css', gzip: gzipSync(inline, { level: 9 }).length });

  const total = (kind: 'js' | 'css') => [...sizes.values()].filter((s) => s.kind === kind).reduce((n, s) => n + s.gzip, 0);
  const report = [...sizes.entries()].map(([path, s]) => `  ${(s.gzip / 1000).toFixed(1).padStart(7)} KB  ${path}`).join('\n');
  console.log(
    `home page weight (gzip): JS ${(total('js') / 1000).toFixed(1)} KB of ${JS_BUDGET / 1000} KB, ` +
      `CSS ${(total('css') / 1000).toFixed(1)} KB of ${CSS_BUDGET / 1000} KB\n${report}`,
  );
  expect(total('js'), 'home page JavaScript, gzip bytes').toBeLessThanOrEqual(JS_BUDGET);
  expect(total('css'), 'home page CSS, gzip bytes').toBeLessThanOrEqual(CSS_BUDGET);
  expect(total('js'), 'the home page loads its JavaScript').toBeGreaterThan(0);
  expect(total('css'), 'the home page has its styles').toBeGreaterThan(0);
});

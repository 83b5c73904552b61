import { formatFileSize } from '../src/lib/file-size';
import { expect, readingTest as test } from './fixtures';
import { collectPageErrors, publicRoutes } from './public-helpers';

for (const route of publicRoutes) {
  test(`${route.path} shows its heading and content without errors`, async ({ page }) => {
    const errors = collectPageErrors(page);
    const res = await page.goto(route.path);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
    await expect(page.getByText(route.text).first()).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('prerendered pages carry their heading and title before any script runs', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const path of ['/', '/research', '/qrs-coin', '/whitepaper', '/legal', '/privacy']) {
    await page.goto(path);
    const route = publicRoutes.find((r) => r.path === path)!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
    expect(await page.title()).not.toBe('');
  }
  await page.goto('/');
  await expect(page).toHaveTitle('QRS – A Quantum Leap in Medicine and Wellness');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /133 patients/);
  await context.close();
});

test('each page has its own title', async ({ page }) => {
  await page.goto('/research');
  await expect(page).toHaveTitle(/Scientific Research/);
  await page.goto('/team');
  await expect(page).toHaveTitle(/Team/);
});

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const errors = collectPageErrors(page);
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A Quantum Leap in Medicine and Wellness');
  expect(errors).toEqual([]);
});

test('the not-found page offers the pages closest to the address asked, in its language, and the main sections', async ({ page }) => {
  const errors = collectPageErrors(page);
  expect((await page.goto('/reserch'))?.status()).toBe(404);
  const suggestions = page.getByRole('navigation', { name: 'Perhaps you were looking for' });
  await expect(suggestions.getByRole('link')).toHaveText(['Research']);
  await suggestions.getByRole('link', { name: 'Research' }).click();
  await expect(page).toHaveURL(/\/research$/);

  expect((await page.goto('/de/galerei'))?.status()).toBe(404);
  const vorschlaege = page.getByRole('navigation', { name: 'Vielleicht suchten Sie' });
  await expect(vorschlaege.getByRole('link').first()).toHaveAttribute('href', /^\/de\//);
  await expect(vorschlaege.getByRole('link').first()).toHaveText('Galerie');
  const sections = page.getByRole('navigation', { name: 'Die wichtigsten Bereiche der Website' });
  await expect(sections.getByRole('link', { name: 'Team' })).toHaveAttribute('href', '/de/team');

  // An address like no page: no suggestion, the main sections still.
  await page.goto('/xyzzy-plugh');
  await expect(page.getByRole('navigation', { name: 'The main sections of the site' }).getByRole('link', { name: 'Gallery' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Perhaps you were looking for' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('without JavaScript the not-found page still offers the main sections', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  expect((await page.goto('/reserch'))?.status()).toBe(404);
  const sections = page.getByRole('navigation', { name: 'The main sections of the site' });
  await expect(sections.getByRole('link', { name: 'Research' })).toHaveAttribute('href', '/research');
  await context.close();
});

test('/login goes straight to /qrsadmin', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/qrsadmin$/);
});

test('the research paper and the legal documents download as PDFs', async ({ page, request }) => {
  await page.goto('/research');
  const link = page.getByRole('link', { name: /Download the Complete Research Paper/ });
  await expect(link).toHaveAttribute('href', '/api/research-paper');
  const paper = await request.get('/api/research-paper');
  expect(paper.headers()['content-type']).toContain('application/pdf');
  await page.goto('/legal');
  for (const name of ['Terms of Service', 'Privacy Policy', 'Token Sale Agreement', 'AML/KYC Policy']) {
    const href = await page.getByRole('link', { name: new RegExp(`^${name.replace('/', '\\/')} \\(PDF\\)`) }).getAttribute('href');
    const res = await request.get(href!);
    expect(res.status(), href!).toBe(200);
    expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
});

// A byte size as a visitor reads it: "56MB", "about 56 MB", "275.7 KB".
const sizeInText = /\b\d+(?:[.,]\d+)?\s?(?:B|KB|MB|GB)\b/g;

test('the site download page shows the real package name and size, and no other size', async ({ page, request }) => {
  const info = (await (await request.get('/api/site-package')).json()) as { fileName: string; size: number };
  await page.goto('/download-site');
  await expect(page.getByTestId('package-name')).toHaveText(info.fileName);
  await expect(page.getByTestId('package-size')).toHaveText(`${formatFileSize(info.size)} · tar.gz archive`);
  expect((await page.getByRole('main').innerText()).match(sizeInText)).toEqual([formatFileSize(info.size)]);
  await expect(page.getByRole('main').getByText(`tar -xzf ${info.fileName}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download Package' })).toHaveAttribute('href', '/get-deployment-package');
});

test('the site download page says so when the package size cannot be read', async ({ page }) => {
  await page.route('**/api/site-package', (route) => route.fulfill({ status: 500, body: 'Internal error' }));
  await page.goto('/download-site');
  await expect(page.getByTestId('package-error')).toContainText('could not be loaded, so its size is unknown');
  await expect(page.getByTestId('package-size')).toHaveText('Size unknown · tar.gz archive');
  expect((await page.getByRole('main').innerText()).match(sizeInText)).toBeNull();
  await expect(page.getByRole('link', { name: 'Download Package' })).toHaveAttribute('href', '/get-deployment-package');
});

test('the prerendered site download page states no size and offers the download without scripts', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/download-site');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Download the Complete Site');
  await expect(page.getByTestId('package-name')).toHaveText('QRS site package');
  await expect(page.getByTestId('package-size')).toHaveText('tar.gz archive');
  const text = await page.getByRole('main').innerText();
  expect(text.match(sizeInText)).toBeNull();
  expect(text).not.toContain('Preparing');
  await expect(page.getByRole('link', { name: 'Download Package' })).toHaveAttribute('href', '/get-deployment-package');
  await context.close();
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { publicRoutes, seedPublicRecords } from './public-helpers';

/** outsideTheScreen names the elements that reach past the right edge of the screen, the
 * outermost of each, leaving out what sits in a region that scrolls sideways by design
 * (a wide table in its own scroll box). */
async function outsideTheScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (el: Element) => {
      const x = getComputedStyle(el).overflowX;
      return x === 'auto' || x === 'scroll';
    };
    const out: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5) continue;
      let inside = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        if (scrollsSideways(p) || p.getBoundingClientRect().right > width + 0.5) {
          inside = true;
          break;
        }
      }
      if (!inside) out.push(`<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(box.right)} px`);
    }
    if (document.documentElement.scrollWidth > width) out.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    return out;
  });
}

test('no public page scrolls sideways on a phone, 320 to 390 px wide', async ({ page, server }) => {
  test.setTimeout(180_000);
  await seedPublicRecords(server);
  // Long words in a partner's name and category, as real clinics have them.
  await server.api('POST', '/api/partner-categories', { name: 'Medical Clinics & Rehabilitation Centres', description: '', isActive: true });
  await server.api('POST', '/api/global-partners', {
    name: 'Lakeside Wellness and Rehabilitation Centre Vaduz', country: 'Liechtenstein', city: 'Vaduz',
    partnerType: 'Medical Clinics & Rehabilitation Centres', description: 'A clinic.', services: 'PEMF, Physiotherapy',
    contactPerson: 'Dr. Anna Beck', email: 'anna.beck@lakeside-wellness-rehabilitation.example.com', phone: '+423 123 45 67',
    website: 'https://lakeside-wellness-rehabilitation.example.com',
  });
  // The German pages too, whose words run longer, at the narrowest width.
  const { languages } = await server.api<{ languages: Array<{ pages: Record<string, string> }> }>('GET', '/api/languages');
  const translated = languages.slice(1).flatMap((l) => publicRoutes.map((r) => l.pages[r.path]!));
  const problems: string[] = [];
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of [...publicRoutes.map((r) => r.path), '/no-such-page', '/qrsadmin', ...(width === 320 ? translated : [])]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const p of await outsideTheScreen(page)) problems.push(`${width} px ${path}: ${p}`);
    }
  }
  expect(problems).toEqual([]);
});

import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, test, type QrsServer } from './fixtures';
import { chooseOption, expectToast, openTab, pdfBytes, pngFromPixels, signIn } from './admin-helpers';

// "Choose from library" in the panel's image fields: a picture uploaded once is picked, with
// the keyboard alone, for a team member, the home page's social preview and a partner's logo;
// the server then holds that one file, used in each place, and the pages show it.

const shots = process.env.QRS_SCREENSHOTS;

interface MediaItem {
  id: number;
  url: string;
  name: string;
  usedIn: { label: string; where: string }[];
}

/**
 * uploadPicture sends a 1200×800 picture (its blue of tint: other bytes, another file) into the
 * library as the signed-in editor's page does, and describes it in English.
 */
async function uploadPicture(page: Page, server: QrsServer, name: string, alt: string, tint = 140): Promise<MediaItem> {
  const bytes = pngFromPixels(1200, 800, (x, y) => [Math.floor((x * 255) / 1200), Math.floor((y * 255) / 800), tint]);
  const res = await page.request.post('/api/media', {
    headers: { Origin: server.url },
    multipart: { file: { name, mimeType: 'image/png', buffer: bytes } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const item = (await res.json()) as MediaItem;
  const described = await page.request.patch(`/api/media/${item.id}?locale=en`, { headers: { Origin: server.url }, data: { alt } });
  expect(described.status(), await described.text()).toBe(200);
  return item;
}

/**
 * pickWithKeys opens the library from its button, searches for words, moves to the first
 * file found with the arrow key and chooses it with Enter: the keyboard alone.
 */
async function pickWithKeys(page: Page, button: Locator, words: string, found: string): Promise<void> {
  await button.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: /^Choose from library/ });
  await expect(picker).toBeVisible();
  const search = picker.getByRole('searchbox', { name: 'Search the library' });
  await expect(search).toBeFocused();
  await page.keyboard.type('no such thing');
  await expect(picker.getByText('No pictures match “no such thing”.')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(words);
  await expect(picker.getByRole('status').filter({ hasText: `1 picture found for “${words}”.` })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const choice = picker.getByRole('button', { name: new RegExp(`^${found}`) });
  await expect(choice).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
}

test('a picture uploaded once is chosen from the library for a team member, the home page’s social preview and a partner’s logo, and the site uses that one file', async ({
  page,
  server,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server);
  const picture = await uploadPicture(page, server, 'lab-portrait.png', 'Ada at the resonance lab');
  const partner = await server.api<{ id: number }>('POST', '/api/global-partners', {
    name: 'Clinic Vaduz',
    partnerType: 'clinic',
    country: 'Liechtenstein',
  });

  // A team member's profile image.
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const form = page.getByRole('dialog', { name: 'Add Team Member' });
  await form.getByLabel('Name').fill('Dr. Ada Quantum');
  await form.getByLabel('Title').fill('Chief Scientist');
  await form.getByLabel('Company').fill('QRS Research AG');
  await form.getByLabel('Description').fill('Leads the resonance research programme.');
  await expect(form.getByRole('button', { name: 'Choose from library' })).toHaveAccessibleDescription('Profile image');
  await pickWithKeys(page, form.getByRole('button', { name: 'Choose from library' }), 'resonance', 'lab-portrait.png');
  await expect(form.getByText('From the library: lab-portrait.png')).toBeVisible();
  // The form is still there, its focus back on the button.
  await expect(form.getByRole('button', { name: 'Choose from library' })).toBeFocused();
  if (shots) await form.screenshot({ path: `${shots}/team-form-picked-1440.png` });
  await form.getByRole('button', { name: 'Add Team Member' }).click();
  await expectToast(page, 'Team member added successfully!');
  const [member] = await server.api<{ imageUrl: string }[]>('GET', '/api/team-members');
  expect(member.imageUrl).toBe(picture.url);

  // The home page's social preview image, described by the library's words, which the form says.
  await openTab(page, 'Site content');
  await page.getByRole('link', { name: 'Home', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Home', level: 2 })).toBeVisible();
  const seo = page.getByRole('region', { name: /^Search engines and sharing/ });
  const toggle = seo.getByRole('button', { name: /^Search engines and sharing/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await pickWithKeys(page, seo.getByRole('button', { name: 'Choose from library' }), 'lab-port', 'lab-portrait.png');
  await expect(seo.getByRole('img', { name: 'Current image: Ada at the resonance lab' })).toBeVisible();
  const described = seo.getByLabel(/^Social preview image description/);
  await expect(described).toHaveValue('');
  await expect(described).toHaveAccessibleDescription(/the page says the media library's description: “Ada at the resonance lab”/);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published — the pages are live');

  // A partner's logo, chosen in its form.
  await openTab(page, 'Global Partners');
  await page.getByRole('button', { name: 'Edit Clinic Vaduz' }).click();
  const partnerForm = page.getByRole('dialog', { name: 'Edit Global Partner' });
  await pickWithKeys(page, partnerForm.getByRole('button', { name: 'Choose from library' }), 'lab', 'lab-portrait.png');
  await partnerForm.getByRole('button', { name: 'Update Partner' }).click();
  await expectToast(page, 'Global partner updated successfully!');
  expect((await server.api<{ logoUrl: string }>('GET', `/api/global-partners/${partner.id}`)).logoUrl).toBe(picture.url);

  // The server holds the one file, used in three places, and nothing else.
  const library = await server.api<MediaItem[]>('GET', '/api/media?type=image');
  expect(library.map((m) => m.url)).toEqual([picture.url]);
  expect(library[0].usedIn.map((u) => u.where).sort()).toEqual(['Logo', 'Profile image', 'Search engines and sharing › Social preview image']);

  // The pages show it.
  await page.goto('/team');
  // Described by the library's words, not the person's name.
  await expect(page.locator('main').getByRole('img', { name: 'Ada at the resonance lab' })).toHaveAttribute('src', picture.url);
  // As a visitor's browser or a sharing site asks for it.
  const home = await (await fetch(`${server.url}/`)).text();
  const ogImage = /<meta property="og:image" content="([^"]*)">/.exec(home)?.[1];
  expect(ogImage, home.slice(0, 3000)).toBeDefined();
  expect(new URL(ogImage!).pathname).toBe(picture.url);
  expect(home).toContain('<meta property="og:image:alt" content="Ada at the resonance lab">');
  await page.goto('/global-partners');
  const logo = page.locator('main').getByRole('img', { name: 'Ada at the resonance lab' });
  await logo.scrollIntoViewIfNeeded();
  await expect(logo).toHaveAttribute('src', picture.url);
  await expect(logo).toHaveAttribute('loading', 'lazy');
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = (await logo.boundingBox())!;
  expect(box.height).toBe(48);
  expect(box.width).toBeLessThanOrEqual(160);
  if (shots) await page.screenshot({ path: `${shots}/global-partners-logo-1440.png` });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('on a phone the picker fills the screen’s width, chooses with a tap, and passes the accessibility checks', async ({ page, server }) => {
    test.setTimeout(120_000);
    await signIn(page, server);
    const picture = await uploadPicture(page, server, 'clinic-front.png', 'The clinic’s entrance in Vaduz');
    await server.api('POST', '/api/global-partners', { name: 'Alpine Wellness Centre of the Upper Rhine Valley', partnerType: 'clinic', country: 'Austria', city: 'Feldkirch' });

    await openTab(page, 'Global Partners');
    await page.getByRole('button', { name: 'Edit Alpine Wellness Centre of the Upper Rhine Valley' }).click();
    const form = page.getByRole('dialog', { name: 'Edit Global Partner' });
    await form.getByRole('button', { name: 'Choose from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose from library: Logo' });
    const choice = picker.getByRole('button', { name: /^clinic-front\.png/ });
    await expect(choice).toBeVisible();
    await expect(choice.getByText('1200 × 800 px')).toBeVisible();
    await expect(choice.getByText('The clinic’s entrance in Vaduz')).toBeVisible();
    const dialogBox = (await picker.boundingBox())!;
    expect(dialogBox.x).toBeGreaterThanOrEqual(0);
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(390);
    expect(await picker.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectNoViolations(page, 'the library picker on a phone');
    if (shots) await page.screenshot({ path: `${shots}/media-picker-390.png` });

    // Escape closes the picker alone, and the form keeps its place.
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(form).toBeVisible();

    await form.getByRole('button', { name: 'Choose from library' }).click();
    await picker.getByRole('button', { name: /^clinic-front\.png/ }).tap();
    await expect(picker).toBeHidden();
    await expect(form.getByText('From the library: clinic-front.png')).toBeVisible();
    await form.getByRole('button', { name: 'Update Partner' }).click();
    await expectToast(page, 'Global partner updated successfully!');

    await page.goto('/global-partners');
    // Described by the library's words for the logo.
    const logo = page.locator('main').getByRole('img', { name: 'The clinic’s entrance in Vaduz' });
    await logo.scrollIntoViewIfNeeded();
    await expect(logo).toHaveAttribute('src', picture.url);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/global-partners-logo-390.png`, fullPage: true });
  });
});

test('picker screenshots at desktop width, and its accessibility there', async ({ page, server }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server);
  for (const [i, name] of ['lab-portrait.png', 'team-at-work.png', 'device-closeup.png', 'clinic-front.png', 'logo-qrs.png'].entries()) {
    await uploadPicture(page, server, name, `Picture ${i + 1} of the site`, 40 * i);
  }
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const form = page.getByRole('dialog', { name: 'Add Team Member' });
  await form.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose from library: Profile image' });
  await expect(picker.getByRole('status').filter({ hasText: '5 pictures in the library.' })).toBeVisible();
  await expectNoViolations(page, 'the library picker at desktop width');
  // The arrow keys move by a row as the grid shows it.
  await picker.getByRole('searchbox').press('ArrowDown');
  await expect(picker.getByRole('listitem').nth(0).getByRole('button')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(picker.getByRole('listitem').nth(1).getByRole('button')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowDown');
  await expect(picker.getByRole('listitem').nth(4).getByRole('button')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(picker.getByRole('listitem').nth(0).getByRole('button')).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(picker.getByRole('searchbox')).toBeFocused();
  if (shots) await page.screenshot({ path: `${shots}/media-picker-1440.png` });
});

test('a download’s file field offers the library’s PDFs first, its pictures a choice away, and takes the PDF chosen', async ({ page, server }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server);
  await server.api('POST', '/api/categories', { name: 'Research Papers' });
  const res = await page.request.post('/api/media', {
    headers: { Origin: server.url },
    multipart: { file: { name: 'ion-transport-study.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Ion transport') } },
  });
  expect(res.status(), await res.text()).toBe(201);
  const paper = (await res.json()) as MediaItem;
  await uploadPicture(page, server, 'device-catalogue.png', 'The device lines');

  await openTab(page, 'Downloads');
  await page.getByRole('button', { name: 'Add Download' }).click();
  const form = page.getByRole('dialog', { name: 'Add Download' });
  await form.getByLabel('Title').fill('Ion transport study');
  await form.getByLabel('Description').fill('Effects on cell metabolism');
  await chooseOption(page, 'Folder *', 'Research Papers');
  await form.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose from library: File (PDF or image)' });
  await expect(picker.getByRole('radio', { name: 'PDFs' })).toBeChecked();
  await expect(picker.getByRole('status').filter({ hasText: '1 PDF in the library.' })).toBeVisible();
  await expect(picker.getByRole('button', { name: /^device-catalogue\.png/ })).toHaveCount(0);
  await picker.getByText('Pictures', { exact: true }).click();
  await expect(picker.getByRole('button', { name: /^device-catalogue\.png/ })).toBeVisible();
  await picker.getByText('PDFs', { exact: true }).click();
  if (shots) await page.screenshot({ path: `${shots}/media-picker-pdf-1440.png` });
  await picker.getByRole('button', { name: /^ion-transport-study\.pdf/ }).click();
  await expect(form.getByText('From the library: ion-transport-study.pdf')).toBeVisible();
  await form.getByRole('button', { name: 'Add Download' }).click();
  await expectToast(page, 'Download added successfully!');
  const [download] = await server.api<{ pdfUrl: string }[]>('GET', '/api/research-papers');
  expect(download.pdfUrl).toBe(paper.url);
  expect((await server.api<MediaItem[]>('GET', '/api/media?type=pdf')).map((m) => m.url)).toEqual([paper.url]);
});

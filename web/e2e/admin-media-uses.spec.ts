import type { Page } from '@playwright/test';
import { expect, test, type QrsServer } from './fixtures';
import { expectToast, openTab, pngFromPixels, signIn } from './admin-helpers';

// Where a file of the media library is used, each use a link that opens it: a team member's
// edit form, or the home page's editor at its social preview image, the field shown and focused.

const PICTURE = 'ada-lab.png';

/** usePicture puts a picture into the library and uses it as a team member's portrait and as the home page's published social preview. */
async function usePicture(server: QrsServer): Promise<void> {
  const bytes = pngFromPixels(900, 600, (x, y) => [Math.floor((x * 255) / 900), Math.floor((y * 255) / 600), 150]);
  const picture = await server.upload<{ url: string }>('/api/media', 'file', PICTURE, 'image/png', new Uint8Array(bytes));
  await server.api('POST', '/api/team-members', {
    name: 'Ada Quantum',
    title: 'Chief Scientist',
    company: 'QRS Research AG',
    description: 'Leads the resonance research programme.',
    imageUrl: picture.url,
  });
  const home = await server.api<{ seo: Record<string, unknown> }>('GET', '/api/content/home');
  await server.api('PUT', '/api/content/home', { ...home, seo: { ...home.seo, image: picture.url, imageAlt: 'Ada at the resonance lab' } });
}

/** followUse opens the picture in the Media view and follows the link of one of its uses. */
async function followUse(page: Page, use: string | RegExp): Promise<void> {
  await openTab(page, 'Media');
  await page.getByRole('tabpanel', { name: 'Media' }).getByRole('button', { name: PICTURE, exact: true }).click();
  const uses = page.getByRole('dialog', { name: PICTURE }).getByRole('list', { name: `Where ${PICTURE} is used` });
  await expect(uses.getByRole('listitem')).toHaveCount(2);
  await uses.getByRole('link', { name: use }).click();
}

/** expectSocialImageFocused waits for the home page's editor with its social preview image's field on the screen and focused, and the address back to the document's alone. */
async function expectSocialImageFocused(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Home', level: 2 })).toBeVisible();
  const seo = page.getByRole('region', { name: /^Search engines and sharing/ });
  await expect(seo.getByRole('button', { name: /^Search engines and sharing/ })).toHaveAttribute('aria-expanded', 'true');
  // The field's control, the one the checks' links focus: its file input.
  const field = seo.locator('#cf-seo-image');
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport();
  // Taken out of the address, so a reload opens the document without jumping to the field again.
  await expect(page).toHaveURL(/\/admin\?tab=content&doc=home$/);
}

test('each use of a library file opens what uses it: the team member’s edit form, and the home page’s social preview image focused', async ({ page, server }) => {
  test.setTimeout(120_000);
  await usePicture(server);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, server);

  await followUse(page, 'Team member “Ada Quantum”');
  const form = page.getByRole('dialog', { name: 'Edit Team Member' });
  await expect(form.getByLabel('Name')).toHaveValue('Ada Quantum');
  await expect(page).toHaveURL(/\/admin\?tab=team$/);
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Team Members' })).toHaveAttribute('aria-selected', 'true');

  await followUse(page, /^Site content “home”/);
  await expectSocialImageFocused(page);
  // Again, with the document already read: the editor opens at once, and still at the field.
  await followUse(page, /^Site content “home”/);
  await expectSocialImageFocused(page);

  // A link to a record no longer there opens its tab and says so.
  await page.goto('/admin?tab=team&edit=999');
  await expectToast(page, 'Not found', 'That record no longer exists.');
  await expect(page).toHaveURL(/\/admin\?tab=team$/);
  await expect(page.getByRole('dialog', { name: 'Edit Team Member' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a use of a library file opens the home page’s editor with its social preview image on the screen and focused', async ({ page, server }) => {
    test.setTimeout(120_000);
    await usePicture(server);
    await signIn(page, server);
    await followUse(page, /^Site content “home”/);
    await expectSocialImageFocused(page);
  });
});

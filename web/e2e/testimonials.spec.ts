import { confirmDelete, expectToast, openTab, png, pngBytes, signIn } from './admin-helpers';
import { expect, test } from './fixtures';

// Testimonials are a kind of record declared once on the server (internal/content/testimonials.go):
// its routes, its tab in the panel and its section on the home page come from that declaration.

const section = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'What Our Patients Say' });

/** showTestimonials switches the home page's testimonials section on or off, as an editor publishing the home document does. */
async function showTestimonials(server: import('./fixtures').QrsServer, show: boolean) {
  const home = (await server.api('GET', '/api/content/home')) as Record<string, unknown>;
  await server.api('PUT', '/api/content/home', { ...home, testimonials: { show, eyebrow: 'Testimonials', heading: 'What Our Patients Say' } });
}

test('the home page shows the testimonials only once its document switches them on, in their order', async ({ page, server }) => {
  const { url } = await server.upload('/api/upload/image', 'image', 'anna.png', 'image/png', new Uint8Array(pngBytes([200, 120, 80], 64)));
  await server.api('POST', '/api/testimonials', { quote: 'The second words.', name: 'Marco Rossi', role: 'Physiotherapist, Lugano' });
  await server.api('POST', '/api/testimonials', { quote: 'The first words.', name: 'Anna K.', role: 'Patient, Lucerne', photoUrl: url, orderIndex: -1 });

  // Off by default: the home page of the spec, whatever records exist.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'What Experts Say' })).toBeVisible();
  await expect(page.getByText('The first words.')).toHaveCount(0);

  await showTestimonials(server, true);
  await page.goto('/');
  await expect(section(page).getByRole('blockquote')).toHaveText(['“The first words.”', '“The second words.”']);
  await expect(section(page).getByText('Patient, Lucerne')).toBeVisible();
  await expect(section(page).locator(`img[src="${url}"]`)).toBeVisible();

  // Reached by a link from another page, the section fetches the list itself.
  await page.goto('/team');
  await page.getByRole('link', { name: 'QRS home' }).click();
  await expect(section(page).getByRole('blockquote')).toHaveText(['“The first words.”', '“The second words.”']);

  await showTestimonials(server, false);
  await page.goto('/');
  await expect(page.getByText('The first words.')).toHaveCount(0);
});

test('a testimonial is checked by the rules of its declaration', async ({ server }) => {
  await expect(server.api('POST', '/api/testimonials', { quote: ' ', name: 'x'.repeat(201) })).rejects.toThrow(
    /answered 400: .*"name":"Must be at most 200 characters","quote":"Required"/,
  );
});

test('the panel gives testimonials a tab from their declaration: add with a photo, check, reorder, edit, delete', async ({ page, server }) => {
  await signIn(page, server);
  await openTab(page, 'Testimonials');
  await expect(page.getByText('No testimonials yet')).toBeVisible();

  // The declaration's rules are the form's: required fields, and the longest quote before any request.
  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  const form = page.getByRole('dialog', { name: 'Add Testimonial' });
  await form.getByRole('button', { name: 'Add Testimonial' }).click();
  await expect(form.getByText('Required')).toHaveCount(2);
  await form.getByLabel('Quote').fill('x'.repeat(1001));
  await form.getByLabel('Name').fill('Anna K.');
  await form.getByRole('button', { name: 'Add Testimonial' }).click();
  await expect(form.getByText('Must be at most 1000 characters')).toBeVisible();

  await form.getByLabel('Quote').fill('After six weeks my knee let me walk to the lake again.');
  await form.getByLabel('Role or place').fill('Patient, Lucerne');
  await form.getByLabel('Photo').setInputFiles(png('anna.png'));
  await form.getByRole('button', { name: 'Add Testimonial' }).click();
  await expectToast(page, 'Testimonial added successfully!');
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Add Testimonial' }).click();
  await form.getByLabel('Quote').fill('Patients ask for the sessions by name.');
  await form.getByLabel('Name').fill('Dr. Marco Rossi');
  await form.getByRole('button', { name: 'Add Testimonial' }).click();
  await expectToast(page, 'Testimonial added successfully!');
  const marco = page.getByRole('listitem').filter({ hasText: 'Dr. Marco Rossi' });
  await expect(marco.getByText('No Image')).toBeVisible();

  // A new one goes last; moving it up puts it first.
  await page.getByRole('button', { name: 'Move Dr. Marco Rossi up' }).click();
  await expect.poll(async () => (await server.api<{ name: string }[]>('GET', '/api/testimonials')).map((t) => t.name)).toEqual([
    'Dr. Marco Rossi',
    'Anna K.',
  ]);

  await page.getByRole('button', { name: 'Edit Anna K.' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Testimonial' });
  await expect(edit.getByLabel('Quote')).toHaveText('After six weeks my knee let me walk to the lake again.');
  await edit.getByLabel('Role or place').fill('Patient, Zug');
  await edit.getByRole('button', { name: 'Update Testimonial' }).click();
  await expectToast(page, 'Testimonial updated successfully!');
  const anna = page.getByRole('listitem').filter({ hasText: 'Anna K.' });
  await expect(anna.getByText('Patient, Zug')).toBeVisible();
  await expect(anna.locator('img')).toBeVisible();

  await page.getByRole('button', { name: 'Delete Dr. Marco Rossi' }).click();
  await confirmDelete(page);
  await expectToast(page, 'Testimonial deleted successfully!');
  await openTab(page, 'Trash');
  await expect(page.getByRole('listitem').filter({ hasText: 'Dr. Marco Rossi' })).toContainText('Testimonial');
});

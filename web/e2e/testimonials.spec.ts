import { pngBytes } from './admin-helpers';
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

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pdfBytes, pngBytes } from './admin-helpers';
import { expect, test } from './fixtures';
import { recordTexts, seedPublicRecords } from './public-helpers';

// Every public page, with JavaScript off: what a visitor on a browser without scripts, a
// slow phone before its scripts run, and a search engine's first pass see.
test.use({ javaScriptEnabled: false });

const shots = process.env.QRS_SCREENSHOTS;

interface SEO {
  seo: { title: string; description: string };
}

// Each public route and its content document (the title it gives the page).
const routes: Array<[string, string]> = [
  ['/', 'home'], ['/research', 'research'], ['/research-papers', 'research-papers'], ['/space-research', 'space-research'],
  ['/qrs-coin', 'qrs-coin'], ['/downloads', 'downloads'], ['/gallery', 'gallery'], ['/whitepaper', 'whitepaper'],
  ['/team', 'team'], ['/global-partners', 'global-partners'], ['/legal', 'legal'], ['/download-site', 'download-site'],
  ['/privacy', 'privacy'], ['/terms', 'terms'],
];

test('every public page shows its content and records without JavaScript', async ({ page, server }) => {
  test.setTimeout(120_000);
  await seedPublicRecords(server);
  for (const [route, key] of routes) {
    const doc = (await (await fetch(`${server.url}/api/content/${key}`)).json()) as SEO;
    await page.goto(route);
    await expect(page, route).toHaveTitle(doc.seo.title);
    const main = page.getByRole('main');
    // The page's own heading, its records, and the site's header and footer are all there.
    await expect(main.getByRole('heading', { level: 1 }), route).toBeVisible();
    expect((await main.innerText()).length, `${route} shows its text`).toBeGreaterThan(100);
    for (const text of recordTexts[route] ?? []) await expect(main.getByText(text).first(), `${route} shows ${text}`).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    if (shots) {
      mkdirSync(shots, { recursive: true });
      for (const [name, width] of [['phone', 390], ['desktop', 1440]] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: join(shots, `nojs-${key}-${name}.png`), fullPage: true });
      }
    }
  }
  // A team member's photo is in the first response, with its alt text.
  await page.goto('/team');
  await expect(page.getByRole('img', { name: /Anna Example/ })).toBeVisible();
});

test('an unknown path shows the not-found page without JavaScript', async ({ page }) => {
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});

test('the contact form works without JavaScript: the spec\'s messages, then the message stored', async ({ page, server }) => {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('A');
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByLabel('Message').fill('Too short');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Please select a subject')).toBeVisible();
  await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
  // What the visitor typed is still there to correct.
  await expect(form.getByLabel('Email')).toHaveValue('not-an-email');
  await expect(form.getByLabel('Message')).toHaveValue('Too short');

  await form.getByLabel('Name').fill('Nora Visitor');
  await form.getByLabel('Email').fill('nora@example.com');
  await form.getByLabel('Subject').selectOption('qrs-coin');
  await form.getByLabel('Message').fill('Please tell me more about the coin offer.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent!')).toBeVisible();
  await expect(page.getByText("Thank you for your message. We'll respond as soon as possible.")).toBeVisible();
  const messages = await server.api<Array<{ name: string; subject: string; message: string }>>('GET', '/api/contact-messages');
  expect(messages).toEqual([expect.objectContaining({ name: 'Nora Visitor', subject: 'qrs-coin', message: 'Please tell me more about the coin offer.' })]);
});

test('the German contact form works without JavaScript: German messages at the German address, then the message stored in German', async ({ page, server }) => {
  await page.goto('/de#contact');
  const form = page.getByRole('form', { name: 'Kontaktformular' });
  await form.getByLabel('Name').fill('A');
  await form.getByLabel('E-Mail').fill('keine-adresse');
  await form.getByLabel('Nachricht').fill('Zu kurz');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page).toHaveURL(/\/de#contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(form.getByText('Der Name muss mindestens 2 Zeichen lang sein')).toBeVisible();
  await expect(form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
  await expect(form.getByText('Bitte wählen Sie einen Betreff')).toBeVisible();
  await expect(form.getByText('Die Nachricht muss mindestens 10 Zeichen lang sein')).toBeVisible();
  await expect(form.getByLabel('E-Mail')).toHaveValue('keine-adresse');

  await form.getByLabel('Name').fill('Greta Beispiel');
  await form.getByLabel('E-Mail').fill('greta@example.com');
  await form.getByLabel('Betreff').selectOption({ label: 'Wellnesszentren' });
  await form.getByLabel('Nachricht').fill('Ich möchte ein Wellnesszentrum eröffnen.');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByText('Nachricht gesendet!')).toBeVisible();
  const messages = await server.api<Array<{ name: string; subject: string; locale: string }>>('GET', '/api/contact-messages');
  expect(messages).toEqual([expect.objectContaining({ name: 'Greta Beispiel', subject: 'wellness-centers', locale: 'de' })]);
});

test('a download is a link to its file that states its type and size, and a gallery picture a link to the full picture', async ({ page, server }) => {
  // A PDF of some 1.5 KB, so its size is written with a decimal mark.
  const pdf = new Uint8Array(pdfBytes('Instructions for the home system. '.repeat(24)));
  expect(pdf.length).toBeGreaterThan(1000);
  const kilobytes = (pdf.length / 1000).toFixed(1);
  const { url } = await server.upload('/api/upload/pdf', 'pdf', 'manual.pdf', 'application/pdf', pdf);
  await server.api('POST', '/api/categories', { name: 'Manuals', description: '' });
  await server.api('POST', '/api/research-papers', {
    title: 'Home System Manual', description: 'How to use it.', pdfUrl: url, category: 'Manuals',
    authors: '', journal: '', publicationDate: '2025-01-10', orderIndex: 0,
  });

  await page.goto('/downloads');
  const download = page.getByRole('link', { name: /^Download PDF/ });
  await expect(download).toHaveAttribute('href', url);
  await expect(download).toHaveAttribute('download', 'Home System Manual.pdf');
  await expect(download).toContainText(`PDF, ${kilobytes} KB`);
  // The German page writes the size with the German decimal mark.
  await page.goto('/de/downloads');
  await expect(page.getByRole('link', { name: /^PDF herunterladen/ })).toContainText(`PDF, ${kilobytes.replace('.', ',')} KB`);

  await page.goto('/research-papers');
  const paper = page.getByRole('link', { name: /^Download PDF/ });
  await expect(paper).toHaveAttribute('href', url);
  await expect(paper).toContainText(`PDF, ${kilobytes} KB`);

  const picture = await server.upload('/api/upload/image', 'image', 'room.png', 'image/png', new Uint8Array(pngBytes([30, 90, 160], 64)));
  await server.api('POST', '/api/gallery/images', { title: 'Treatment room', description: 'Calm.', imageUrl: picture.url, category: 'Clinics' });
  await page.goto('/gallery');
  const open = page.getByRole('link', { name: 'Open image: Treatment room' });
  await expect(open).toHaveAttribute('href', picture.url);
  await open.click();
  await expect(page).toHaveURL(new URL(picture.url, page.url()).href);
});

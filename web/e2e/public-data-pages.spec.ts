import type { Page } from '@playwright/test';
import { pdfBytes, pngBytes } from './admin-helpers';
import { expect, test } from './fixtures';
import { appRuns } from './public-helpers';

test('team: the empty note, then the members in their order', async ({ page, server }) => {
  await page.goto('/team');
  await expect(page.getByText('Team members can be added through the admin panel.')).toBeVisible();

  const { url } = await server.upload('/api/upload/image', 'image', 'portrait.png', 'image/png', new Uint8Array(pngBytes()));
  await server.api('POST', '/api/team-members', { name: 'Second Person', title: 'Engineer', company: 'QRS', description: 'Builds devices.', imageUrl: '', orderIndex: 2 });
  await server.api('POST', '/api/team-members', { name: 'First Person', title: 'Founder', company: 'QRS', description: 'Started it all.', imageUrl: url, orderIndex: 1 });
  await page.reload();
  const names = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(names).toHaveText(['First Person', 'Second Person']);
  await expect(page.getByRole('img', { name: 'Portrait of First Person' })).toBeVisible();
  await expect(page.getByText('Founder')).toBeVisible();
});

test('global partners: the empty state, then partners grouped with their links', async ({ page, server }) => {
  await page.goto('/global-partners');
  await expect(page.getByText('No Partners Available')).toBeVisible();

  await server.api('POST', '/api/global-partners', {
    name: 'Alpine Wellness Clinic', country: 'Austria', city: 'Innsbruck', partnerType: 'clinic', description: 'Therapy centre.',
    services: 'Therapy, Consulting', contactPerson: 'Anna Example', email: 'anna@clinic.example', phone: '+43 512 000', website: 'clinic.example',
  });
  await server.api('POST', '/api/global-partners', {
    name: 'Nordic Devices', country: 'Sweden', city: 'Malmö', partnerType: 'distributor', description: '', services: '', contactPerson: '', email: '', phone: '', website: 'https://nordic.example',
  });
  await server.api('POST', '/api/global-partners', {
    name: 'Lab of Biophysics', country: 'Germany', city: '', partnerType: 'research', description: '', services: '', contactPerson: '', email: '', phone: '', website: '',
  });
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([/QRS Clinics/, /Distributors/, /Research Centers/]);
  await expect(page.getByText('Innsbruck, Austria')).toBeVisible();
  await expect(page.getByText('Consulting', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'anna@clinic.example' })).toHaveAttribute('href', 'mailto:anna@clinic.example');
  await expect(page.getByRole('link', { name: '+43 512 000' })).toHaveAttribute('href', 'tel:+43512000');
  const visit = page.getByRole('link', { name: /Visit Website of Alpine Wellness Clinic/ });
  await expect(visit).toHaveAttribute('href', 'https://clinic.example');
  await expect(visit).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: /Visit Website of Nordic Devices/ })).toHaveAttribute('href', 'https://nordic.example');
});

test('research papers: the empty state, then cards sorted with US dates and PDF links', async ({ page, server }) => {
  await page.goto('/research-papers');
  await expect(page.getByText('No Research Papers Available')).toBeVisible();

  const { url } = await server.upload('/api/upload/pdf', 'pdf', 'study.pdf', 'application/pdf', new Uint8Array(pdfBytes()));
  const base = { description: 'A study.', authors: 'A. Author', journal: 'Journal X', category: 'Studies', pdfUrl: url };
  await server.api('POST', '/api/research-papers', { ...base, title: 'Older paper', publicationDate: '2019-03-05', orderIndex: 0 });
  await server.api('POST', '/api/research-papers', { ...base, title: 'Newer paper', publicationDate: '2024-11-20', orderIndex: 0 });
  await server.api('POST', '/api/research-papers', { ...base, title: 'Pinned paper', publicationDate: '2010-01-01', orderIndex: -1 });
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['Pinned paper', 'Newer paper', 'Older paper']);
  await expect(page.getByText('November 20, 2024')).toBeVisible();
  await expect(page.getByText('March 5, 2019')).toBeVisible();
  const links = page.getByRole('link', { name: /Download PDF/ });
  await expect(links).toHaveCount(3);
  await expect(links.first()).toHaveAttribute('target', '_blank');
  await expect(links.first()).toHaveAttribute('href', url);
});

test('downloads: instructions, the empty text, then items grouped by category with their kind', async ({ page, server }) => {
  await page.goto('/downloads');
  await expect(page.getByText('Phone off, 3 meters away')).toBeVisible();
  await expect(page.getByText('No downloads available')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Us' }).last()).toHaveAttribute('href', '/#contact');

  const pdf = await server.upload('/api/upload/pdf', 'pdf', 'manual.pdf', 'application/pdf', new Uint8Array(pdfBytes()));
  const png = await server.upload('/api/upload/image', 'image', 'chart.png', 'image/png', new Uint8Array(pngBytes()));
  const base = { description: 'Read me.', authors: '', journal: '', publicationDate: '', orderIndex: 0 };
  await server.api('POST', '/api/research-papers', { ...base, title: 'User Manual', category: 'Manuals', pdfUrl: pdf.url });
  await server.api('POST', '/api/research-papers', { ...base, title: 'Field Chart', category: 'Images', pdfUrl: png.url, authors: 'QRS Lab', publicationDate: '2023-07-04' });
  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: /Manuals/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /Images/ })).toBeVisible();
  await expect(page.getByText('PDF Document')).toBeVisible();
  await expect(page.getByText('Image File')).toBeVisible();
  await expect(page.getByText('July 4, 2023')).toBeVisible();

  // A download is a link to its file: a PDF of the site is saved under its title, with its type and size beside.
  const download = page.getByRole('link', { name: /^Download PDF/ });
  await expect(download).toHaveAttribute('href', pdf.url);
  await expect(download).toHaveAttribute('download', 'User Manual.pdf');
  await expect(download).toContainText(/PDF, \d+ B/);
  const opened: Page[] = [];
  page.context().on('page', (p) => opened.push(p));
  const saved = page.waitForEvent('download');
  await appRuns(download);
  await download.click();
  expect((await saved).suggestedFilename()).toBe('User Manual.pdf');
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(notifications.getByText('Download started')).toBeVisible();
  await expect(notifications.getByText('User Manual is downloading.')).toBeVisible();
  expect(opened).toHaveLength(0);
  await expect(page.getByRole('link', { name: /^View Image/ })).toHaveAttribute('href', png.url);
});

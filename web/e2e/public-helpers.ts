// Shared steps of the public-site browser tests.
import { expect, type Locator, type Page } from '@playwright/test';
import { pngBytes } from './admin-helpers';
import type { QrsServer } from './fixtures';

/** seedPublicRecords gives every data page one record of each kind it shows (see recordTexts). */
export async function seedPublicRecords(server: QrsServer) {
  const { url } = await server.upload('/api/upload/image', 'image', 'portrait.png', 'image/png', new Uint8Array(pngBytes()));
  await server.api('POST', '/api/team-members', { name: 'Anna Example', title: 'Chief Medical Officer', company: 'QRS', description: 'Leads the clinical programme.', imageUrl: url, orderIndex: 0 });
  await server.api('POST', '/api/global-partners', {
    name: 'Alpine Wellness Clinic', country: 'Austria', city: 'Innsbruck', partnerType: 'clinic', description: 'Therapy centre.',
    services: 'Therapy', contactPerson: '', email: '', phone: '', website: 'clinic.example',
  });
  await server.api('POST', '/api/categories', { name: 'Studies', description: '' });
  await server.api('POST', '/api/research-papers', {
    title: 'Magnetic Fields and Ion Transport', description: 'A review.', pdfUrl: '/uploads/none.pdf', category: 'Studies',
    authors: 'A. Example', journal: 'Journal of Field Therapy', publicationDate: '2024-03-15', orderIndex: 0,
  });
  await server.api('POST', '/api/gallery/images', { title: 'Opening of the Vaduz centre', description: 'Guests.', imageUrl: url, category: 'Studies' });
}

/** recordTexts are, by data page, texts of the records seedPublicRecords makes that the page shows. */
export const recordTexts: Record<string, string[]> = {
  '/research-papers': ['Magnetic Fields and Ion Transport', 'A. Example', 'March 15, 2024'],
  '/downloads': ['Magnetic Fields and Ion Transport', 'Journal of Field Therapy'],
  '/gallery': ['Opening of the Vaduz centre'],
  '/team': ['Anna Example', 'Chief Medical Officer'],
  '/global-partners': ['Alpine Wellness Clinic', 'Innsbruck, Austria'],
};

/** publicRoutes are the public pages with a heading and a phrase a visitor sees on each. */
export const publicRoutes: Array<{ path: string; h1: string | RegExp; text: string }> = [
  { path: '/', h1: 'A Quantum Leap in Medicine and Wellness', text: 'Two-time Nobel Laureate' },
  { path: '/research', h1: 'The Science of Quantum Resonance', text: 'EP 0594 655 B1' },
  { path: '/research-papers', h1: 'Research Papers', text: 'No Research Papers Available' },
  { path: '/space-research', h1: 'Quantum Resonance in Space Research', text: 'The Correspondence' },
  { path: '/qrs-coin', h1: 'QRS Coin', text: 'Buy 100 coins for 100 USD' },
  { path: '/downloads', h1: 'Documentation Library', text: 'No downloads available' },
  { path: '/gallery', h1: 'Gallery', text: 'No images found in this category.' },
  { path: '/whitepaper', h1: 'Whitepaper', text: 'Tokenomics' },
  { path: '/team', h1: 'Our Team', text: 'admin panel' },
  { path: '/global-partners', h1: 'Global Partners', text: 'No Partners Available' },
  { path: '/legal', h1: 'Legal and Compliance', text: 'CHF 1,000,000' },
  { path: '/download-site', h1: 'Download the Complete Site', text: 'tar.gz' },
  { path: '/privacy', h1: 'Privacy Policy', text: 'Datenschutzstelle Liechtenstein' },
  { path: '/terms', h1: 'Terms of Service', text: 'Principality of Liechtenstein' },
];

/** collectPageErrors records uncaught errors and console errors of a page. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // A 404 document answer is logged by the browser itself; it is what the not-found test wants.
    if (m.type() === 'error' && !m.text().includes('status of 404')) errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/**
 * appRuns waits until the element is the app's own, hydrated, not the server's HTML the page
 * shows before: a click or a widget's key before that is done again once it is
 * (src/lib/early-input.ts), and a form posts without JavaScript (which works, and shows no
 * "Sending..."), so a test of what the code itself does with them waits for it first.
 */
export async function appRuns(element: Locator) {
  await expect.poll(() => rendersByApp(element), { message: 'the element is rendered by the app' }).toBe(true);
}

/** rendersByApp tells whether the element is the app's own (hydrated) yet, not only the server's HTML. */
export function rendersByApp(element: Locator): Promise<boolean> {
  return element.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber')));
}

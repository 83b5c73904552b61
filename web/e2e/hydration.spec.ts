import { pngBytes } from './admin-helpers';
import { expect, test } from './fixtures';
import { collectPageErrors } from './public-helpers';

// The server's HTML of a data page is the page: the browser hydrates it in place, without a
// mismatch and without building it again. The element the server sent for a record must
// still be in the document after the app started, with React attached to it.
test('data pages hydrate the server-rendered records in place, without errors', async ({ page, server }) => {
  const { url } = await server.upload('/api/upload/image', 'image', 'portrait.png', 'image/png', new Uint8Array(pngBytes()));
  await server.api('POST', '/api/team-members', { name: 'Anna Example', title: 'Chief Medical Officer', company: 'QRS', description: 'Leads.', imageUrl: url, orderIndex: 0 });
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

  // As the HTML arrives, keep the element that carries the record's text.
  await page.addInitScript(() => {
    const w = window as unknown as { __watch?: string; __serverNode?: Element };
    const observer = new MutationObserver(() => {
      if (!w.__watch || w.__serverNode) return;
      const found = [...document.querySelectorAll('#root main *')].find((el) => el.childElementCount === 0 && el.textContent === w.__watch);
      if (found) w.__serverNode = found;
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  for (const [route, text] of [
    ['/team', 'Anna Example'],
    ['/global-partners', 'Alpine Wellness Clinic'],
    ['/research-papers', 'Magnetic Fields and Ion Transport'],
    ['/downloads', 'Magnetic Fields and Ion Transport'],
    ['/gallery', 'Opening of the Vaduz centre'],
  ]) {
    const errors = collectPageErrors(page);
    await page.addInitScript((watch) => {
      (window as unknown as { __watch: string }).__watch = watch;
    }, text);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(() => {
      const node = (window as unknown as { __serverNode?: Element }).__serverNode;
      return { seen: !!node, connected: !!node?.isConnected, hydrated: !!node && Object.keys(node).some((k) => k.startsWith('__reactFiber')) };
    });
    expect(kept, `${route}: the server's element for "${text}"`).toEqual({ seen: true, connected: true, hydrated: true });
    expect(errors, route).toEqual([]);
  }
});

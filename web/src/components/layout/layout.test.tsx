import { describe, expect, it } from 'vitest';
import { renderWithContent, unfilledSlots } from '@/lib/render-with-content';
import { Footer } from './footer';
import { Header } from './header';
import { NotFoundPage } from './not-found-page';

describe('site frame', () => {
  it('renders header and footer from the site document', () => {
    const html = renderWithContent(
      <>
        <Header />
        <Footer />
      </>,
      [],
    );
    expect(html).toContain('aria-label="QRS home"');
    expect(html).toContain('aria-label="Team submenu"');
    expect(html).toContain(`© ${new Date().getFullYear()} QRS. All rights reserved.`);
    expect(html).toContain('href="/qrsadmin"');
    expect(unfilledSlots(html)).toEqual([]);
  });

  it('marks the link of the page shown, and only that link, as the current page', () => {
    const current = (html: string) => [...html.matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]*)</g)].map((m) => m[1]);
    // Desktop menu and mobile menu each mark it once.
    expect(current(renderWithContent(<Header />, [], {}, '/global-partners'))).toEqual(['Global Partners', 'Global Partners']);
    expect(current(renderWithContent(<Header />, [], {}, '/team'))).toEqual(['Team', 'Team']);
    expect(current(renderWithContent(<Header />, [], {}, '/qrs-coin'))).toEqual(['QRS Coin', 'QRS Coin']);
    // The home page's sections are not pages: none of About, Benefits, Technology is current there.
    expect(current(renderWithContent(<Header />, [], {}, '/'))).toEqual([]);
  });

  it('shows the coin entry as a call to action that does not look like the current page', () => {
    const classOf = (html: string, label: string) => new RegExp(`<a [^>]*class="([^"]*)"[^>]*>${label}<`).exec(html)?.[1] ?? '';
    const elsewhere = renderWithContent(<Header />, [], {}, '/gallery');
    const coin = classOf(elsewhere, 'QRS Coin');
    const gallery = classOf(elsewhere, 'Gallery');
    expect(coin).toContain('text-coin-strong');
    expect(coin).not.toContain('after:bg-primary');
    expect(gallery).toContain('after:bg-primary');
    expect(coin.split(/\s+/)).not.toContain('bg-coin-soft'); // a filled pill read as "you are here"
  });

  it('renders the not-found page of spec §2', () => {
    const html = renderWithContent(<NotFoundPage />, ['not-found']);
    expect(html).toContain('404 Page Not Found');
    expect(html).toContain('The page you are looking for does not exist.');
    expect(html).toContain('Return to Home');
  });
});

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
    expect(html).toContain('© 2025 QRS. All rights reserved.');
    expect(html).toContain('href="/qrsadmin"');
    expect(unfilledSlots(html)).toEqual([]);
  });

  it('renders the not-found page of spec §2', () => {
    const html = renderWithContent(<NotFoundPage />, ['not-found']);
    expect(html).toContain('404 Page Not Found');
    expect(html).toContain('The page you are looking for does not exist.');
    expect(html).toContain('Return to Home');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, setPageLanguage } from '@/lib/languages';
import { renderWithContent, unfilledSlots } from '@/lib/render-with-content';
import { CoinPage, coinPageContent } from './coin-page';
import { WhitepaperPage, whitepaperPageContent } from './whitepaper-page';

describe('coin page', () => {
  const html = renderWithContent(<CoinPage />, coinPageContent);

  it('shows the offer, the wallets and the roadmap with its statuses', () => {
    expect(html).toContain('Buy 100 coins for 100 USD');
    expect(html).toContain('Connect Wallet App A');
    expect(html).toContain('Q2 2025');
    expect(html).toContain('Completed');
    expect(html).toContain('Planned');
    expect(unfilledSlots(html)).toEqual([]);
  });
});

describe('whitepaper', () => {
  const html = renderWithContent(<WhitepaperPage />, whitepaperPageContent);

  it('numbers nine sections and shows the supply grouped, the chart short, and the coin page roadmap', () => {
    expect(html).toContain('9<!-- -->. <!-- -->Contact and Links');
    expect(html).toContain('Total supply: 50,000,000 coins');
    // the texts state the supply from the site settings, as the chart does from its figures
    expect(html).toContain('a total supply of 50,000,000 coins fixed in its smart contract');
    expect(html).toContain('Total supply: 50,000,000 QRSC');
    expect(html).toContain('40,000,000');
    expect(html).toContain('50M');
    expect(html).toContain('2026 and beyond');
    expect(unfilledSlots(html)).toEqual([]);
  });
});

describe('whitepaper on a German page', () => {
  afterEach(() => setPageLanguage(DEFAULT_LANGUAGE));

  it('writes the supply with Swiss digit groups and the chart short in German, as the server renders it', () => {
    setPageLanguage('de');
    const html = renderWithContent(<WhitepaperPage />, whitepaperPageContent);
    expect(html).toContain('50’000’000');
    expect(html).toContain('40’000’000');
    expect(html).toContain('50\u00a0Mio.');
  });
});

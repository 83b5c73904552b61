import { describe, expect, it } from 'vitest';
import { renderWithContent, unfilledSlots } from '@/lib/render-with-content';
import { DownloadSitePage, downloadSitePageContent } from './download-site-page';

describe('site download page', () => {
  it('names the package generically until the server reports it', () => {
    const html = renderWithContent(<DownloadSitePage />, downloadSitePageContent);
    expect(html).toContain('QRS site package');
    expect(html).toContain('tar -xzf <!-- -->qrs-site-*.tar.gz');
    expect(unfilledSlots(html)).toEqual([]);
  });

  it('states the size the server reports', () => {
    const html = renderWithContent(<DownloadSitePage />, downloadSitePageContent, { '/api/site-package': { fileName: 'qrs-site-20250101.tar.gz', size: 56_000_000 } });
    expect(html).toContain('56.0 MB · tar.gz archive');
  });

  it('says what the package is for and how to use it in a site owner\'s words', () => {
    const html = renderWithContent(<DownloadSitePage />, downloadSitePageContent);
    expect(html).toContain('What it is for');
    for (const use of ['A copy to keep', 'A second home', 'Presentations without internet']) expect(html).toContain(use);
    expect(html).toContain('right-click it and choose Extract All');
    expect(html).toContain('upload the unpacked folder’s contents to your web host');
  });
});

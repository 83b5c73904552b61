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
});

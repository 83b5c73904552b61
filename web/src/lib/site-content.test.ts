import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentPath, ensureContent, hasContent, resetContent, seedContent, useContent } from './site-content';

const site = { brand: { name: 'QRS' } };

afterEach(() => {
  resetContent();
  vi.unstubAllGlobals();
});

describe('site content store', () => {
  it('names a document by its API path', () => {
    expect(contentPath('site')).toBe('/api/content/site');
  });

  it('keeps only the content entries of a page data script', () => {
    seedContent({ '/api/content/site': site, '/api/team-members': [{ id: 1 }] });
    expect(hasContent('site')).toBe(true);
    expect(useContent('site')).toBe(site);
  });

  it('refuses to render a document nobody loaded', () => {
    expect(() => useContent('site')).toThrow(/Content "site" is not loaded/);
  });

  it('fetches only missing documents, once for concurrent callers', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(site), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await Promise.all([ensureContent(['site']), ensureContent(['site'])]);
    await ensureContent(['site']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual(expect.arrayContaining(['/api/content/site']));
    expect(useContent('site')).toEqual(site);
  });

  it('rejects when a document cannot be fetched, and stays missing', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('gone', { status: 404, statusText: 'Not Found' })));
    await expect(ensureContent(['site'])).rejects.toThrow('404: gone');
    expect(hasContent('site')).toBe(false);
  });
});

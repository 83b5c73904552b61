import { describe, expect, it } from 'vitest';
import { makeQueryClient } from './query-client';
import { readSeedData, seedQueryCache } from './seed-data';

const docWith = (text: string | null) => ({
  getElementById: (id: string) => (id === 'qrs-data' && text !== null ? ({ textContent: text } as HTMLElement) : null),
});

describe('data seeding', () => {
  it('puts each embedded list into the cache under its API path', () => {
    const client = makeQueryClient();
    const team = [{ id: 1, name: 'A' }];
    const seeded = seedQueryCache(client, docWith(JSON.stringify({ '/api/team-members': team, '/api/categories': [] })));
    expect(seeded.sort()).toEqual(['/api/categories', '/api/team-members']);
    expect(client.getQueryData(['/api/team-members'])).toEqual(team);
    expect(client.getQueryData(['/api/categories'])).toEqual([]);
    // Seeded data is fresh: with an infinite stale time no request follows.
    expect(client.getQueryState(['/api/team-members'])?.isInvalidated).toBe(false);
  });

  it('ignores a missing script, bad JSON and non-API keys', () => {
    expect(readSeedData(docWith(null))).toEqual({});
    expect(readSeedData(docWith('{oops'))).toEqual({});
    expect(readSeedData(docWith('[1,2]'))).toEqual({});
    // Content documents (objects) are kept for the content store; the query cache takes only lists.
    const doc = docWith(JSON.stringify({ '/api/content/x': { a: 1 }, other: [1], '/api/y': [2] }));
    expect(readSeedData(doc)).toEqual({ '/api/content/x': { a: 1 }, '/api/y': [2] });
    const client = makeQueryClient();
    expect(seedQueryCache(client, doc)).toEqual(['/api/y']);
    expect(client.getQueryData(['/api/content/x'])).toBeUndefined();
  });
});

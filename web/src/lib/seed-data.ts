import type { QueryClient } from '@tanstack/react-query';

/** SEED_DATA_ID is the id of the JSON script the server may put into a page. */
export const SEED_DATA_ID = 'qrs-data';

/**
 * readSeedData reads `<script id="qrs-data" type="application/json">` as
 * `{ "<api path>": <list> }`. A missing or unreadable script gives {} (the page then fetches).
 */
export function readSeedData(doc: Pick<Document, 'getElementById'>): Record<string, unknown> {
  const el = doc.getElementById(SEED_DATA_ID);
  if (!el?.textContent) return {};
  try {
    const parsed: unknown = JSON.parse(el.textContent);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([path, value]) => path.startsWith('/api/') && Array.isArray(value)));
  } catch {
    return {};
  }
}

/** seedQueryCache puts the page's embedded lists into the cache under their path (the list query key). */
export function seedQueryCache(client: QueryClient, doc: Pick<Document, 'getElementById'>): string[] {
  const data = readSeedData(doc);
  for (const [path, list] of Object.entries(data)) client.setQueryData([path], list);
  return Object.keys(data);
}

import type { QueryClient } from '@tanstack/react-query';

/** SEED_DATA_ID is the id of the JSON script the server puts into a page. */
export const SEED_DATA_ID = 'qrs-data';

/**
 * readSeedData reads `<script id="qrs-data" type="application/json">` as
 * `{ "<api path>": <value> }`: the lists and content documents the page was rendered from.
 * A missing or unreadable script gives {} (the page then fetches).
 */
export function readSeedData(doc: Pick<Document, 'getElementById'>): Record<string, unknown> {
  const el = doc.getElementById(SEED_DATA_ID);
  if (!el?.textContent) return {};
  try {
    const parsed: unknown = JSON.parse(el.textContent);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([path]) => path.startsWith('/api/')));
  } catch {
    return {};
  }
}

/** fillQueryCache puts the lists of data into the cache under their path (the list query key). */
export function fillQueryCache(client: QueryClient, data: Record<string, unknown>): string[] {
  const lists = Object.entries(data).filter(([path, value]) => path.startsWith('/api/') && Array.isArray(value));
  for (const [path, list] of lists) client.setQueryData([path], list);
  return lists.map(([path]) => path);
}

/** seedQueryCache puts the page's embedded lists into the cache under their path. */
export function seedQueryCache(client: QueryClient, doc: Pick<Document, 'getElementById'>): string[] {
  return fillQueryCache(client, readSeedData(doc));
}

import { useEffect, useSyncExternalStore } from 'react';
import type { ContentDocs, ContentKey } from '@/content/schema';
import { apiGet } from './api-client';
import { fillDocumentSiteSlots } from './fill-template';
import { inLanguage, pageLanguage } from './languages';
import { isMissing, seedLanguages } from './site-languages';

// The content store: the published content documents a page renders, keyed by content key.
// A page's documents arrive with it (the "/api/content/<key>" entries of its data script) or
// are fetched before the route renders, so components read them synchronously and the
// server's render and the browser's hydration see the same text.

const CONTENT_PREFIX = '/api/content/';

const store = new Map<string, unknown>();
const inFlight = new Map<string, Promise<void>>();

/** contentPath is the API path of a content document, also its key in a page's data script. */
export function contentPath(key: ContentKey): string {
  return CONTENT_PREFIX + key;
}

/**
 * seedContent keeps the "/api/content/<key>" entries of a page's data (in the page's language,
 * "?locale=<code>", or in the default one where the page lacks a translation), its lists
 * (seedLists) and the languages' pages (seedLanguages).
 */
export function seedContent(data: Record<string, unknown>): void {
  seedLists(data);
  seedLanguages(data);
  for (const [path, doc] of Object.entries(data)) {
    if (!path.startsWith(CONTENT_PREFIX) || doc === null || typeof doc !== 'object') continue;
    store.set(path.slice(CONTENT_PREFIX.length).replace(/\?.*$/, ''), doc);
  }
}

/** resetContent forgets every document (between server renders, and between tests). */
export function resetContent(): void {
  store.clear();
  inFlight.clear();
  lists.clear();
  listsFailed.clear();
  listsInFlight.clear();
}

/** hasContent tells whether a document is in the store. */
export function hasContent(key: ContentKey): boolean {
  return store.has(key);
}

/** ensureContent fetches the documents not yet in the store; a failed fetch rejects. */
export async function ensureContent(keys: readonly ContentKey[]): Promise<void> {
  await Promise.all(keys.filter((key) => !store.has(key)).map(fetchContent));
}

function fetchContent(key: ContentKey): Promise<void> {
  // Two routes asking for the same document at once share one request.
  let pending = inFlight.get(key);
  if (!pending) {
    // A document the page's language lacks is read in the default one, as the server shows it.
    const path = isMissing(key) ? contentPath(key) : inLanguage(contentPath(key));
    pending = apiGet<ContentDocs[typeof key]>(path)
      .then((doc) => {
        if (doc === null) throw new Error(`Content "${key}" answered empty`);
        store.set(key, doc);
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}

/** A document as the pages show it: with its site slots filled, kept while the site document and the language stay. */
const filledDocs = new WeakMap<object, { site: unknown; lang: string; doc: unknown }>();

/**
 * shown answers a document with the site slots of its texts filled from the site document
 * ({company.name}, {facts.totalSupply}: fillDocumentSiteSlots), so every page states the
 * figures and names the settings hold, in the page's language, wherever a text names them.
 * The site document itself holds no slot.
 */
function shown(key: ContentKey, doc: unknown): unknown {
  if (key === 'site' || doc === null || typeof doc !== 'object') return doc;
  const site = store.get('site');
  const lang = pageLanguage();
  const kept = filledDocs.get(doc);
  if (kept && kept.site === site && kept.lang === lang) return kept.doc;
  const filled = fillDocumentSiteSlots(doc, site, lang);
  filledDocs.set(doc, { site, lang, doc: filled });
  return filled;
}

/**
 * useContent returns a document from the store, its texts' site slots filled. A missing
 * document is a wiring error (the route neither seeded nor awaited it), so it throws rather
 * than render a page without text.
 */
export function useContent<K extends ContentKey>(key: K): ContentDocs[K] {
  const doc = store.get(key);
  if (doc === undefined) {
    throw new Error(`Content "${key}" is not loaded: seed it from the page data or await ensureContent(["${key}"]) before rendering`);
  }
  return shown(key, doc) as ContentDocs[K];
}

/** peekContent returns a document when it is in the store, as useContent does: for parts that can do without it (the admin shell has no page document). */
export function peekContent<K extends ContentKey>(key: K): ContentDocs[K] | undefined {
  const doc = store.get(key);
  return doc === undefined ? undefined : (shown(key, doc) as ContentDocs[K]);
}

// The lists a public page shows (the data pages' records, the home page's testimonials):
// seeded from the page's data like the documents, so the first render, the server's and the
// browser's hydration alike, has them at once; fetched when the page is reached by
// navigation. The public site needs no query library for this: its lists are read, never
// written, and once here they stay for the visit (the data of a page never goes stale within
// it, as in the admin's query cache, see query-client.ts). The same store answers a page's
// other reads of the API (the site package's name and size).

const lists = new Map<string, unknown>();
const listsFailed = new Set<string>();
const listsInFlight = new Map<string, Promise<void>>();
const listWaiters = new Set<() => void>();
let listsVersion = 0;

function listsChanged(): void {
  listsVersion++;
  listWaiters.forEach((wake) => wake());
}

function subscribeToLists(wake: () => void): () => void {
  listWaiters.add(wake);
  return () => listWaiters.delete(wake);
}

const listsSnapshot = () => listsVersion;

/** seedLists keeps the API lists of a page's data (the entries that are arrays). */
export function seedLists(data: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(data)) {
    if (path.startsWith('/api/') && !path.startsWith(CONTENT_PREFIX) && Array.isArray(value)) lists.set(path, value);
  }
}

/** seedApiData keeps answers of the API by path, lists or not (for tests rendering a page as if they had been read). */
export function seedApiData(data: Record<string, unknown>): void {
  for (const [path, value] of Object.entries(data)) lists.set(path, value);
}

// fetchList reads a list not in the store; components mounted at once share one request.
function fetchList(path: string): void {
  if (listsInFlight.has(path)) return;
  listsFailed.delete(path);
  const pending = apiGet<unknown[]>(path)
    .then(
      (value) => void lists.set(path, value),
      () => void listsFailed.add(path),
    )
    .finally(() => {
      listsInFlight.delete(path);
      listsChanged();
    });
  listsInFlight.set(path, pending);
  listsChanged();
}

/** ApiDataState is an answer of the API as a page shows it: its value, or that it is on its way or failed to come. */
export interface ApiDataState<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

/** PageListState is a list as a page shows it (see ApiDataState). */
export type PageListState<T> = ApiDataState<T[]>;

/**
 * useApiData returns the answer of GET path: at once when the page's data brought it, else
 * pending until it has been fetched (then the component renders again), or an error when
 * that failed; a component mounted again asks again.
 */
export function useApiData<T>(path: string): ApiDataState<T> {
  useSyncExternalStore(subscribeToLists, listsSnapshot, listsSnapshot);
  useEffect(() => {
    if (!lists.has(path)) fetchList(path);
  }, [path]);
  const data = lists.get(path) as T | null | undefined;
  const isError = data === undefined && listsFailed.has(path) && !listsInFlight.has(path);
  return { data: data ?? undefined, isPending: data === undefined && !isError, isError };
}

/** usePageListState returns the list at an API path (see useApiData); an empty answer is an empty list. */
export function usePageListState<T>(path: string): PageListState<T> {
  const state = useApiData<T[]>(path);
  return state.data === undefined && !state.isPending && !state.isError ? { ...state, data: [] } : state;
}

/** usePageList returns the list at an API path, empty until it is here (see usePageListState). */
export function usePageList<T>(path: string): T[] {
  return usePageListState<T>(path).data ?? [];
}

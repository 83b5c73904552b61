// The content editor's API (GET/PUT /api/content/…): the list of documents, a document's
// editor state, its history, and the writes, each sent with If-Match: "<revision>" so that
// two editors never overwrite each other silently.

import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiJSON } from '@/lib/api-client';

/** Published is the live version of a document. */
export interface Published {
  version: number;
  updatedAt: string;
  updatedBy: string;
}

/** DraftInfo is the unpublished draft of a document, and when it goes live by itself (RFC 3339, UTC). */
export interface DraftInfo {
  updatedAt: string;
  updatedBy: string;
  baseVersion: number;
  publishAt: string | null;
}

/** DocumentSummary is one row of GET /api/content. */
export interface DocumentSummary {
  key: string;
  /** revision changes with every write to the document; writes send it back as If-Match. */
  revision: number;
  published: Published;
  draft: DraftInfo | null;
  /** pages are the public routes showing the document; pdfs the PDFs made from it. */
  pages: string[];
  pdfs: string[];
  /** timeZone is the site's IANA zone, in which schedules are set and times are shown. */
  timeZone?: string;
}

/**
 * RenderFailure is a page showing the document whose current text could not be rendered:
 * visitors see version `visible` there (0: the page without its server-made HTML), and
 * version `failed` is the one that failed (the same as `visible` when something else the
 * page shows made it fail).
 */
export interface RenderFailure {
  page: string;
  visible: number;
  failed: number;
  at: string;
  reason: string;
}

/** EditorState is GET /api/content/{key}/draft: the summary with both bodies and the site's time zone. */
export interface EditorState extends Omit<DocumentSummary, 'published' | 'draft' | 'timeZone'> {
  published: Published & { body: unknown };
  draft: (DraftInfo & { body: unknown }) | null;
  timeZone: string;
  renderFailures?: RenderFailure[];
}

/** VersionSummary is one published version in a document's history. */
export interface VersionSummary {
  version: number;
  createdAt: string;
  createdBy: string;
  summary: string;
}

/** Version is a published version with its body. */
export interface Version extends VersionSummary {
  body: unknown;
}

const base = (key: string) => `/api/content/${encodeURIComponent(key)}`;

/** contentListQueryOptions reads every document's state, site settings first. */
export const contentListQueryOptions = queryOptions({
  queryKey: ['/api/content'],
  queryFn: () => apiJSON<DocumentSummary[]>('GET', '/api/content'),
});

/** editorStateQueryOptions reads what the editor of one document starts from. */
export const editorStateQueryOptions = (key: string) =>
  queryOptions({
    queryKey: [`${base(key)}/draft`],
    queryFn: () => apiJSON<EditorState>('GET', `${base(key)}/draft`),
  });

/** versionsQueryOptions reads a document's published versions, newest first. */
export const versionsQueryOptions = (key: string) =>
  queryOptions({
    queryKey: [`${base(key)}/versions`],
    queryFn: () => apiJSON<VersionSummary[]>('GET', `${base(key)}/versions`),
  });

/** versionQueryOptions reads one published version with its body; a version never changes. */
export const versionQueryOptions = (key: string, version: number) =>
  queryOptions({
    queryKey: [`${base(key)}/versions/${version}`],
    queryFn: () => apiJSON<Version>('GET', `${base(key)}/versions/${version}`),
  });

const ifMatch = (revision: number) => ({ 'If-Match': `"${revision}"` });

/** saveDraft stores the whole document as the draft (PUT …/draft). */
export const saveDraft = (key: string, revision: number, body: unknown) =>
  apiJSON<EditorState>('PUT', `${base(key)}/draft`, body, ifMatch(revision));

/** discardDraft drops the draft and its schedule (DELETE …/draft). */
export const discardDraft = (key: string, revision: number) =>
  apiJSON<EditorState>('DELETE', `${base(key)}/draft`, undefined, ifMatch(revision));

/** publishDraft makes the draft live; it answers once every page and PDF using it is made anew. */
export const publishDraft = (key: string, revision: number) =>
  apiJSON<EditorState>('POST', `${base(key)}/publish`, undefined, ifMatch(revision));

/** scheduleDraft sets when the draft goes live: wall time in the site's zone, "YYYY-MM-DDTHH:MM:SS". */
export const scheduleDraft = (key: string, revision: number, publishAt: string) =>
  apiJSON<EditorState>('PUT', `${base(key)}/schedule`, { publishAt }, ifMatch(revision));

/** unscheduleDraft keeps the draft but cancels its going live. */
export const unscheduleDraft = (key: string, revision: number) =>
  apiJSON<EditorState>('DELETE', `${base(key)}/schedule`, undefined, ifMatch(revision));

/** restoreVersion makes a published version's body the draft. */
export const restoreVersion = (key: string, revision: number, version: number) =>
  apiJSON<EditorState>('POST', `${base(key)}/versions/${version}/restore`, undefined, ifMatch(revision));

/** conflictOf returns the document's state now, when err is a 409 saying someone else changed it. */
export function conflictOf(err: unknown): EditorState | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  try {
    const parsed = JSON.parse(err.body) as { state?: EditorState };
    return parsed.state && typeof parsed.state.revision === 'number' ? parsed.state : null;
  } catch {
    return null;
  }
}

/** lastChange is who last wrote the document and when: the draft's author, or the published version's. */
export function lastChange(state: Pick<EditorState, 'published' | 'draft'>): { by: string; at: string } {
  const { draft, published } = state;
  if (draft && Date.parse(draft.updatedAt) >= Date.parse(published.updatedAt)) return { by: draft.updatedBy, at: draft.updatedAt };
  return { by: published.updatedBy, at: published.updatedAt };
}

/** editedBody is what an editor starts from: the draft when there is one, else the published text. */
export function editedBody(state: EditorState): unknown {
  return state.draft ? state.draft.body : state.published.body;
}

/** pendingSchedule is the earliest time a listed draft goes live by itself, if any. */
export function pendingSchedule(docs: ReadonlyArray<Pick<DocumentSummary, 'draft'>> | undefined): string | null {
  const times = (docs ?? []).map((d) => d.draft?.publishAt).filter((t): t is string => Boolean(t));
  return times.sort((a, b) => Date.parse(a) - Date.parse(b))[0] ?? null;
}

/**
 * scheduleRefetchInterval is how often to look again while a draft is due to go live: shortly
 * after it is due, and every 5 s until the server shows it went live. false when none is pending.
 */
export function scheduleRefetchInterval(publishAt: string | null, now = Date.now()): number | false {
  if (!publishAt) return false;
  const untilDue = Date.parse(publishAt) - now + 500;
  return Math.min(5000, Math.max(1000, untilDue));
}

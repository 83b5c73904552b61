// The documents of the site content as GET /api/content and GET /api/content/{key}/draft
// answer them: their states (published, draft, schedule, review) and bodies, read by the
// content editor and by the review queue. Each document has a version per language: every
// call names one (?locale=, left out for the default language).

import { queryOptions } from '@tanstack/react-query';
import { apiJSON } from '@/lib/api-client';
import { DEFAULT_LANGUAGE, inLanguage } from '@/lib/languages';

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

/**
 * DocumentReview is where a document's draft stands in review: sent and waiting (pending), or
 * sent back with a comment (changes-requested), which it shows until it is sent again. An
 * approved or withdrawn review is history: the document then has none.
 */
export interface DocumentReview {
  id: number;
  state: 'pending' | 'changes-requested';
  /** author is who sent the draft for review. */
  author: string;
  note: string;
  /** publishAt is when the author wishes it to go live (RFC 3339), or null for once approved. */
  publishAt: string | null;
  submittedAt: string;
  decidedBy?: string;
  decidedAt?: string;
  /** comment is the reviewer's word when they asked for changes. */
  comment?: string;
  /** reviewers are who may decide it. */
  reviewers: string[];
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
  /** reviewRequired is true when the site's settings want changes to this document reviewed before they go live. */
  reviewRequired?: boolean;
  /** review is the document's review waiting or sent back, else null. */
  review?: DocumentReview | null;
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

/** documentPath is the API path of a document's part in a language: /api/content/{key}{part}, with ?locale= but for the default language. */
export const documentPath = (key: string, part: string, locale: string) => inLanguage(`/api/content/${encodeURIComponent(key)}${part}`, locale);

/** contentListQueryOptions reads every document's state in a language, site settings first. */
export const contentListQueryOptions = (locale: string = DEFAULT_LANGUAGE) =>
  queryOptions({
    queryKey: [inLanguage('/api/content', locale)],
    queryFn: () => apiJSON<DocumentSummary[]>('GET', inLanguage('/api/content', locale)),
  });

/** editorStateQueryOptions reads what the editor of one document in a language starts from. */
export const editorStateQueryOptions = (key: string, locale: string = DEFAULT_LANGUAGE) =>
  queryOptions({
    queryKey: [documentPath(key, '/draft', locale)],
    queryFn: () => apiJSON<EditorState>('GET', documentPath(key, '/draft', locale)),
  });


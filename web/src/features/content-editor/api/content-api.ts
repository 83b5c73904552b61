// The content editor's API (GET/PUT /api/content/…): the list of documents, a document's
// editor state, its history, and the writes, each sent with If-Match: "<revision>" so that
// two editors never overwrite each other silently. Each document has a version per
// language: every call names one (?locale=, left out for the default language), and in a
// language other than the default the texts whose English changed since they were saved are
// marked (translation-status).

import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiJSON, apiRequest } from '@/lib/api-client';
import { DEFAULT_LANGUAGE } from '@/lib/languages';
import type { Finding } from '@/lib/publish-checks';
import { documentPath, type DocumentSummary, type EditorState } from '@/lib/api/content-documents';

export {
  contentListQueryOptions,
  documentPath,
  editorStateQueryOptions,
  type DocumentReview,
  type DocumentSummary,
  type DraftInfo,
  type EditorState,
  type Published,
  type RenderFailure,
} from '@/lib/api/content-documents';

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

const at = documentPath;

/** versionsQueryOptions reads a document's published versions in a language, newest first. */
export const versionsQueryOptions = (key: string, locale: string = DEFAULT_LANGUAGE) =>
  queryOptions({
    queryKey: [at(key, '/versions', locale)],
    queryFn: () => apiJSON<VersionSummary[]>('GET', at(key, '/versions', locale)),
  });

/** versionQueryOptions reads one published version with its body; a version never changes. */
export const versionQueryOptions = (key: string, version: number, locale: string = DEFAULT_LANGUAGE) =>
  queryOptions({
    queryKey: [at(key, `/versions/${version}`, locale)],
    queryFn: () => apiJSON<Version>('GET', at(key, `/versions/${version}`, locale)),
  });

const ifMatch = (revision: number) => ({ 'If-Match': `"${revision}"` });

/** saveDraft stores the whole document as the draft (PUT …/draft). */
export const saveDraft = (key: string, revision: number, body: unknown, locale: string = DEFAULT_LANGUAGE) =>
  apiJSON<EditorState>('PUT', at(key, '/draft', locale), body, ifMatch(revision));

/** discardDraft drops the draft and its schedule (DELETE …/draft). */
export const discardDraft = (key: string, revision: number, locale: string = DEFAULT_LANGUAGE) =>
  apiJSON<EditorState>('DELETE', at(key, '/draft', locale), undefined, ifMatch(revision));

/**
 * publishFirst publishes the whole document as the first version in a language where it has
 * none (PUT /api/content/{key}?locale=), and answers its editor state from then on.
 */
export const publishFirst = async (key: string, body: unknown, locale: string): Promise<EditorState> => {
  await apiJSON<unknown>('PUT', at(key, '', locale), body);
  return apiJSON<EditorState>('GET', at(key, '/draft', locale));
};

/** withdrawTranslation takes a language's version off the site (DELETE /api/content/{key}?locale=); its history stays. */
export const withdrawTranslation = async (key: string, locale: string): Promise<EditorState> => {
  await apiRequest('DELETE', at(key, '', locale)); // answered 204, without a body
  return apiJSON<EditorState>('GET', at(key, '/draft', locale));
};

/** publishDraft makes the draft live; it answers once every page and PDF using it is made anew. */
export const publishDraft = (key: string, revision: number, locale: string = DEFAULT_LANGUAGE) =>
  apiJSON<EditorState>('POST', at(key, '/publish', locale), undefined, ifMatch(revision));

/** scheduleDraft sets when the draft goes live: wall time in the site's zone, "YYYY-MM-DDTHH:MM:SS". */
export const scheduleDraft = (key: string, revision: number, publishAt: string, locale: string = DEFAULT_LANGUAGE) =>
  apiJSON<EditorState>('PUT', at(key, '/schedule', locale), { publishAt }, ifMatch(revision));

/** unscheduleDraft keeps the draft but cancels its going live. */
export const unscheduleDraft = (key: string, revision: number, locale: string = DEFAULT_LANGUAGE) =>
  apiJSON<EditorState>('DELETE', at(key, '/schedule', locale), undefined, ifMatch(revision));

/** ReviewRequest is what goes with a draft sent for review: a short note, and a wished wall time in the site's zone or null. */
export interface ReviewRequest {
  note: string;
  publishAt: string | null;
}

/** submitReview sends the draft for review instead of publishing it; it runs the publish checks first (422 with their findings). */
export const submitReview = (key: string, revision: number, request: ReviewRequest, locale: string = DEFAULT_LANGUAGE) =>
  apiJSON<EditorState>('POST', at(key, '/review', locale), request, ifMatch(revision));

/** withdrawReview takes the draft back from review (its author or an owner), so it can be changed again. */
export const withdrawReview = (key: string, locale: string = DEFAULT_LANGUAGE) =>
  apiJSON<EditorState>('DELETE', at(key, '/review', locale));

/** restoreVersion makes a published version's body the draft. */
export const restoreVersion = (key: string, revision: number, version: number, locale: string = DEFAULT_LANGUAGE) =>
  apiJSON<EditorState>('POST', at(key, `/versions/${version}/restore`, locale), undefined, ifMatch(revision));

/** SourceChange is a text of a document in another language whose English changed since it was saved. */
export interface SourceChange {
  /** path is the text's JSON pointer. */
  path: string;
  /** changedAt is when its English text changed (RFC 3339). */
  changedAt: string;
}

/** TranslationStatus is GET …/translation-status: the document's texts in the language waiting for a review. */
export interface TranslationStatus {
  locale: string;
  changes: SourceChange[];
}

/** translationStatusQueryOptions reads the marks of a document's texts in a language other than the default. */
export const translationStatusQueryOptions = (key: string, locale: string) =>
  queryOptions({
    queryKey: [at(key, '/translation-status', locale)],
    queryFn: () => apiJSON<TranslationStatus>('GET', at(key, '/translation-status', locale)),
    staleTime: 0,
  });

/** markReviewed confirms the text at pointer as it is: its mark goes; it answers the marks left. */
export const markReviewed = (key: string, locale: string, pointer: string) =>
  apiJSON<TranslationStatus>('POST', at(key, '/translation-status', locale), { reviewed: pointer });

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

/** ChecksAnswer is the server's answer of the publish checks (POST …/check) and of a publish they refused (422). */
export interface ChecksAnswer {
  findings: Finding[];
}

/** checkDraft asks the server's publish checks of the text given (the form as typed), with what only the server knows. */
export const checkDraft = (key: string, body: unknown, locale: string = DEFAULT_LANGUAGE) =>
  apiJSON<ChecksAnswer>('POST', at(key, '/check', locale), body);

/** findingsOf answers the findings of a publish or schedule the checks refused (422), or null for another error. */
export function findingsOf(err: unknown): Finding[] | null {
  if (!(err instanceof ApiError) || err.status !== 422) return null;
  try {
    const parsed = JSON.parse(err.body) as Partial<ChecksAnswer>;
    return Array.isArray(parsed.findings) ? parsed.findings : null;
  } catch {
    return null;
  }
}

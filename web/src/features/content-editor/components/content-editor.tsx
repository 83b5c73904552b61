import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarClock, CheckCircle2, Eye, FileText, History, PencilLine, Save, Send, Trash2, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { Link, useBlocker, type BlockerFunction } from 'react-router';
import { PreviewSplit } from '@/components/admin/live-preview/preview-split';
import { useAddressRequest } from '@/components/admin/use-address-request';
import { Button, buttonClasses } from '@/components/ui/button';
import { ChoiceDialog, LeaveDialog } from '@/components/ui/choice-dialog';
import { Dialog } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast-store';
import type { ContentKey } from '@/content/schema';
import { FIELD_PARAM } from '@/lib/admin/panel-links';
import { atLeast } from '@/lib/admin/roles';
import { ApiError } from '@/lib/api-client';
import { DEFAULT_LANGUAGE, languageName } from '@/lib/languages';
import { useRole, useSession } from '@/lib/api/session';
import { canWithdraw, inReview } from '@/lib/reviews';
import { blocks, checkDocument, type Finding, type RuleName } from '@/lib/publish-checks';
import { peekContent } from '@/lib/site-content';
import { cn } from '@/lib/cn';
import {
  checkDraft,
  conflictOf,
  findingsOf,
  contentListQueryOptions,
  discardDraft,
  editedBody,
  editorStateQueryOptions,
  lastChange,
  markReviewed,
  publishDraft,
  publishFirst,
  restoreVersion,
  saveDraft,
  scheduleDraft,
  scheduleRefetchInterval,
  submitReview,
  translationStatusQueryOptions,
  unscheduleDraft,
  versionsQueryOptions,
  withdrawReview,
  withdrawTranslation,
  type EditorState,
} from '../api/content-api';
import { ContentForm, fieldId } from '../form/content-form';
import { defaultDocument } from '../form/defaults';
import type { Reveal, TranslationView } from '../form/form-context';
import { validateContent } from '../form/validate';
import { clearAutosave, readAutosave, writeAutosave } from '../lib/autosave';
import { documentName, pageLabel, previewPath } from '@/lib/document-names';
import { diffFields, fromPointer, humanPath, toPointer } from '../lib/field-diff';
import { registerLeaveGuard } from '../lib/leave-guard';
import { renderFailureSentence } from '../lib/render-failure';
import { sameContent } from '../lib/same-content';
import { formatInZone, usableZone } from '@/lib/time-zone';
import { blockingSentence, CHECKS_ID, ChecksPanel } from './checks-panel';
import { CompareTable } from './compare-table';
import { publishedSentence } from './document-state';
import { HistoryDialog } from './history-dialog';
import { ReviewNote, SendForReviewDialog, type SendRequest } from './review-controls';
import { SCHEDULE_INPUT_ID, ScheduleControl } from './schedule-control';
import { SignInDialog } from './sign-in-dialog';
import { useLibraryAlts } from '@/lib/admin/library-alts';

/** useEditorState reads a document's editor state; it looks again on focus, and often while a draft is due to go live. */
function useEditorState(docKey: string, locale: string) {
  return useQuery({
    ...editorStateQueryOptions(docKey, locale),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => scheduleRefetchInterval(query.state.data?.draft?.publishAt ?? null),
  });
}

/**
 * ContentEditor is the editor of one document in a language: its form, its state, and draft,
 * preview, publish, schedule and history. In a language other than the default, each text
 * shows its English beside it, marked for review when the English changed since it was saved.
 */
export function ContentEditor({ docKey, locale = DEFAULT_LANGUAGE }: { docKey: ContentKey; locale?: string }) {
  const state = useEditorState(docKey, locale);
  const [signInDeclined, setSignInDeclined] = useState(false);
  // Once open, the editor stays open whatever a later look at the server answers (a lost
  // session, a network hiccup): the form must never be taken away.
  if (state.data) return <EditorSession docKey={docKey} locale={locale} state={state.data} />;
  // A session that ended before the document opened asks to sign in here, as a write does.
  if (state.error instanceof ApiError && state.error.status === 401 && !signInDeclined)
    return (
      <SignInDialog
        open
        onSignedIn={() => void state.refetch()}
        onCancel={() => setSignInDeclined(true)}
      />
    );
  if (state.error)
    return (
      <div role="alert" className="py-12 text-center text-destructive">
        Could not open {documentName(docKey)}
        {locale === DEFAULT_LANGUAGE ? '' : ` in ${languageName(locale)}`}: {state.error instanceof ApiError ? state.error.serverMessage() : state.error.message}
        <div className="mt-4">
          <Button variant="outline" onClick={() => void state.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  return (
    <p role="status" className="py-12 text-center text-muted-foreground">
      Opening {documentName(docKey)}...
    </p>
  );
}

/** FormState is what the form holds, what it was loaded from (or last saved as), and the revision that was. */
interface FormState {
  value: unknown;
  base: unknown;
  revision: number;
  /** restoredAt is set when the value came back from the autosave of an earlier visit. */
  restoredAt: string | null;
  /** generation counts the times the form was filled anew from the server (not typed), to start the form's own state afresh. */
  generation: number;
}

function fromState(state: EditorState): FormState {
  const body = editedBody(state);
  return { value: body, base: body, revision: state.revision, restoredAt: null, generation: 0 };
}

/** reloaded fills the form from a state; a text other than the form's starts the form's own state (open sections, lists) afresh. */
function reloaded(prev: FormState, state: EditorState): FormState {
  const next = fromState(state);
  return { ...next, generation: sameContent(next.value, prev.value) ? prev.generation : prev.generation + 1 };
}

function initialForm(autosaveKey: string, state: EditorState): FormState {
  const loaded = fromState(state);
  const kept = readAutosave(autosaveKey);
  if (!kept || sameContent(kept.value, loaded.base)) return loaded;
  // The text typed before a reload (or a lost session) comes back; its revision stays the one it
  // was typed against, so saving over someone else's change meanwhile is a conflict, not a loss.
  return { value: kept.value, base: loaded.base, revision: kept.revision, restoredAt: kept.savedAt, generation: 0 };
}

type Confirm = 'publish' | 'review' | 'discard' | 'load-theirs' | 'withdraw' | { restore: number } | null;

/** firstInPage returns the pointer whose field comes first on the page (or the first one when none is on it). */
function firstInPage(pointers: string[]): string | undefined {
  const placed = pointers
    .map((p) => ({ p, el: fieldElement(p) }))
    .filter((x): x is { p: string; el: HTMLElement } => x.el !== null);
  placed.sort((a, b) => (a.el.compareDocumentPosition(b.el) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return placed[0]?.p ?? pointers[0];
}

/** fieldElement finds a field's input, or the nearest group holding it (a list whose item is missing). */
function fieldElement(pointer: string): HTMLElement | null {
  const tokens = fromPointer(pointer);
  for (let n = tokens.length; n >= 0; n--) {
    const el = document.getElementById(fieldId(toPointer(tokens.slice(0, n))));
    if (el) return el;
  }
  return null;
}

/** showField brings a field to the middle of the screen, clear of the sticky actions, and focuses it. */
function showField(pointer: string) {
  const el = fieldElement(pointer);
  el?.scrollIntoView({ block: 'center' });
  el?.focus({ preventScroll: true });
  // A rich text's words stand in a read-only text area until its editor has loaded and taken
  // its place: the focus goes on to the editor, unless it went elsewhere meanwhile.
  if (el instanceof HTMLTextAreaElement && el.readOnly) {
    const until = Date.now() + 3000;
    const follow = () => {
      if (el.isConnected) {
        if (Date.now() < until) requestAnimationFrame(follow);
      } else if (document.activeElement === document.body || document.activeElement === null) {
        fieldElement(pointer)?.focus({ preventScroll: true });
      }
    };
    requestAnimationFrame(follow);
  }
}

/** withoutField is an address's query without the field the editor was asked to open, which it takes out itself. */
function withoutField(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(FIELD_PARAM);
  return params.toString();
}

/**
 * SERVER_RULES are the publish checks only the server can run: the pages rendered from the
 * text, the site's own paths, the link checker's findings. The others run in the browser as
 * the text is typed, by the same code (lib/publish-checks.ts).
 */
const SERVER_RULES = new Set<RuleName>(['render', 'internalLink', 'deadLink', 'insecureLink', 'headingOrder']);

/** SENDING is what the editor says while a draft is sent for review. */
const SENDING = 'Sending for review...';

/** CHECK_DELAY is how long typing pauses before the checks run again (ms). */
const CHECK_DELAY = 300;

/** useSettled answers value once it has stopped changing for delay ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** autosaveKeyOf names the kept form of a document in a language: the key alone in the default language. */
const autosaveKeyOf = (docKey: string, locale: string) => (locale === DEFAULT_LANGUAGE ? docKey : `${docKey}?locale=${locale}`);

/**
 * useTranslationView is what the form of a document in a language other than the default
 * shows beside its texts: the English document as last saved, and the texts marked for
 * review, each of which can be confirmed as it is. Undefined in the default language.
 */
function useTranslationView(docKey: string, locale: string, canEdit: boolean, timeZone: string): TranslationView | undefined {
  const queryClient = useQueryClient();
  const translating = locale !== DEFAULT_LANGUAGE;
  const source = useQuery({ ...editorStateQueryOptions(docKey, DEFAULT_LANGUAGE), enabled: translating, staleTime: 0 });
  const status = useQuery({ ...translationStatusQueryOptions(docKey, locale), enabled: translating });
  const statusKey = translationStatusQueryOptions(docKey, locale).queryKey;
  const sources = source.data ? editedBody(source.data) : undefined;
  const changes = status.data?.changes;
  return useMemo(() => {
    if (!translating) return undefined;
    const reviewed = async (pointer: string) => {
      try {
        queryClient.setQueryData(statusKey, await markReviewed(docKey, locale, pointer));
        toast({ title: 'Marked as reviewed' });
      } catch (err) {
        toast({ title: 'Not marked', description: err instanceof ApiError ? err.serverMessage() : String(err), variant: 'destructive' });
      }
    };
    return {
      locale,
      sources,
      marks: Object.fromEntries((changes ?? []).map((c) => [c.path, c.changedAt])),
      timeZone,
      onReviewed: canEdit ? (pointer: string) => void reviewed(pointer) : undefined,
    };
    // statusKey is derived from docKey and locale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [translating, sources, changes, timeZone, canEdit, docKey, locale, queryClient]);
}

function EditorSession({ docKey, locale, state }: { docKey: ContentKey; locale: string; state: EditorState }) {
  const queryClient = useQueryClient();
  // The media library's words for its pictures: a picture without words of its own is described by them.
  const libraryAlts = useLibraryAlts(locale);
  const name = locale === DEFAULT_LANGUAGE ? documentName(docKey) : `${documentName(docKey)} (${languageName(locale)})`;
  const timeZone = usableZone(state.timeZone);
  const stateKey = editorStateQueryOptions(docKey, locale).queryKey;
  const autosaveKey = autosaveKeyOf(docKey, locale);

  const [form, setForm] = useState<FormState>(() => initialForm(autosaveKey, state));
  const [busy, setBusy] = useState<string | null>(null);
  // A viewer reads the content and its history and previews it; nothing that changes it is offered.
  const role = useRole();
  const me = useSession().data?.username;
  const canEdit = atLeast(role, 'editor');
  const translation = useTranslationView(docKey, locale, canEdit, timeZone);
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [conflict, setConflict] = useState<EditorState | null>(null);
  const [comparing, setComparing] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [signInRetry, setSignInRetry] = useState<(() => void) | null>(null);
  const [signedOutNotice, setSignedOutNotice] = useState(false);
  const [askLeave, setAskLeave] = useState<((leave: boolean) => void) | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  // The server's findings (a check asked for, a publish refused): null until it was asked.
  const [serverFindings, setServerFindings] = useState<Finding[] | null>(null);
  const [checking, setChecking] = useState(false);
  const checksRef = useRef<HTMLElement>(null);

  const dirty = !sameContent(form.value, form.base);
  // A document with no version in this language yet: its first one is published whole, or
  // saved as a draft first (under review, it is sent for review as every change is).
  const untranslated = locale !== DEFAULT_LANGUAGE && state.published.version === 0;

  // The latest form, for writes that run over several steps or again after a sign-in.
  const formRef = useRef(form);
  useEffect(() => {
    formRef.current = form;
  }, [form]);
  const commit = (next: FormState) => {
    formRef.current = next;
    setForm(next);
  };

  // A newer revision came in (a scheduled publish went live, someone else saved): the form follows
  // it, unless it holds unsaved changes, which are never replaced without asking.
  if (state.revision > form.revision && !dirty && !busy) {
    setForm(reloaded(form, state));
    if (conflict) setConflict(null);
  }

  // Every change of a dirty form is kept in this tab's session storage, and forgotten once saved.
  useEffect(() => {
    if (dirty) writeAutosave(autosaveKey, { value: form.value, revision: form.revision, savedAt: new Date().toISOString() });
    else clearAutosave(autosaveKey);
  }, [autosaveKey, dirty, form.value, form.revision]);

  // Closing or reloading the browser tab with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // Leaving by a link, another tab of the panel, another document or Back asks first; so does logout.
  const leaving = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname || withoutField(currentLocation.search) !== withoutField(nextLocation.search)),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (!dirty) return;
    return registerLeaveGuard(() => new Promise<boolean>((resolve) => setAskLeave(() => resolve)));
  }, [dirty]);
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    askLeave?.(false);
    setAskLeave(null);
  };
  const leave = () => {
    leaving.current = true;
    clearAutosave(autosaveKey);
    if (blocker.state === 'blocked') blocker.proceed();
    askLeave?.(true);
    setAskLeave(null);
  };

  // A link to a field (editorHref's pointer, from the media library's uses) opens the form at it,
  // and so does a click on what the field shows in the live preview: the form opens what holds
  // the field as it renders, then the field is shown and focused.
  const { value: askedPointer, done: fieldShown } = useAddressRequest(FIELD_PARAM);
  const asked = useMemo<Reveal | null>(() => (askedPointer === null ? null : { pointer: askedPointer }), [askedPointer]);
  const [clicked, setClicked] = useState<Reveal | null>(null);
  if (asked !== null && clicked !== null) setClicked(null);
  const reveal = asked ?? clicked;
  const revealed = useRef<Reveal | null>(null);
  useEffect(() => {
    if (reveal === null || reveal === revealed.current) return;
    revealed.current = reveal;
    showField(reveal.pointer);
    if (reveal === asked) fieldShown();
  }, [reveal, asked, fieldShown]);

  // Focus the first field with a message once the messages are on the page and the form is
  // enabled again (a disabled field takes no focus).
  const focusedRequest = useRef(0);
  useEffect(() => {
    if (busy || focusRequest === focusedRequest.current) return;
    focusedRequest.current = focusRequest;
    const all = Object.keys({ ...serverErrors, ...clientErrors });
    const pointers = all.filter((p) => p !== '/publishAt');
    const first = firstInPage(pointers);
    const el = first ? fieldElement(first) : all.includes('/publishAt') ? document.getElementById(SCHEDULE_INPUT_ID) : null;
    if (el) el.focus();
    else summaryRef.current?.focus();
    // Only a new request moves the focus, not every change of the messages.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest, busy]);

  const onChange = (next: unknown) => {
    const prev = formRef.current;
    commit({ ...prev, value: next });
    // Messages follow the text once they are shown: fixed fields lose theirs.
    if (Object.keys(clientErrors).length) setClientErrors(validateContent(docKey, next, libraryAlts));
    if (Object.keys(serverErrors).length || serverFindings?.length) {
      const changed = diffFields(prev.value, next).map((c) => c.pointer);
      const untouched = (p: string) => !changed.some((c) => c === p || c.startsWith(`${p}/`));
      const left = Object.fromEntries(Object.entries(serverErrors).filter(([p]) => untouched(p)));
      if (Object.keys(left).length !== Object.keys(serverErrors).length) setServerErrors(left);
      // A finding of the server at a field the editor changed is answered by the change, or found again by the next check.
      const kept = serverFindings?.filter((f) => f.path === '' || untouched(f.path));
      if (kept && serverFindings && kept.length !== serverFindings.length) setServerFindings(kept);
    }
  };

  /** accept takes in the state a write answered with; a form changed meanwhile keeps what was typed. */
  const accept = (next: EditorState, sent?: unknown, reload = false) => {
    const prev = formRef.current;
    const body = editedBody(next);
    const typedMeanwhile = sent !== undefined && !sameContent(prev.value, sent);
    const value = reload || !typedMeanwhile ? body : prev.value;
    commit({
      value,
      base: body,
      revision: next.revision,
      restoredAt: null,
      // A text other than the form's (the published one after a discard, a restored version) starts the form afresh.
      generation: sameContent(value, prev.value) ? prev.generation : prev.generation + 1,
    });
    queryClient.setQueryData(stateKey, next);
    void queryClient.invalidateQueries({ queryKey: contentListQueryOptions(locale).queryKey });
    void queryClient.invalidateQueries({ queryKey: versionsQueryOptions(docKey, locale).queryKey });
    // A save clears the marks of the texts it changed (in a language other than the default).
    if (translation) void queryClient.invalidateQueries({ queryKey: translationStatusQueryOptions(docKey, locale).queryKey });
    setConflict(null);
    setServerErrors({});
    setClientErrors({});
    setServerFindings(null);
    setSignedOutNotice(false);
  };

  const validate = (value: unknown): boolean => {
    const errors = validateContent(docKey, value, libraryAlts);
    setClientErrors(errors);
    if (Object.keys(errors).length === 0) return true;
    setFocusRequest((n) => n + 1);
    toast({ title: 'Not saved yet', description: 'Some fields need your attention; they are marked below.', variant: 'destructive' });
    return false;
  };

  /** run performs a write; a lost session asks to sign in and runs it again, a conflict keeps the text. */
  const run = async (label: string, write: () => Promise<void>): Promise<void> => {
    setBusy(label);
    try {
      // A look at the server that started before the write must not land after it.
      await queryClient.cancelQueries({ queryKey: stateKey });
      await write();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        setSignInRetry(() => () => void run(label, write));
        return;
      }
      const theirs = conflictOf(err);
      if (theirs) {
        setConflict(theirs);
        queryClient.setQueryData(stateKey, theirs);
        void queryClient.invalidateQueries({ queryKey: contentListQueryOptions(locale).queryKey });
        return;
      }
      const found = findingsOf(err);
      if (found && err instanceof ApiError && err.status === 422) {
        // The checks refused the publish: their findings show in the checks, errors first.
        setServerFindings(found);
        if (label === SENDING) setConfirm(null);
        checksRef.current?.focus();
        toast({ title: label === SENDING ? 'Not sent for review' : 'Not published', description: err.serverMessage(), variant: 'destructive' });
        return;
      }
      if (found) setServerFindings(found);
      if (err instanceof ApiError && err.status === 400 && Object.keys(err.fieldErrors()).length) {
        setServerErrors(err.fieldErrors());
        setFocusRequest((n) => n + 1);
        toast({ title: 'Please check', description: err.serverMessage(), variant: 'destructive' });
        return;
      }
      const description = err instanceof ApiError ? err.serverMessage() : err instanceof Error ? err.message : String(err);
      toast({ title: 'Error', description, variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  /** saveStep saves the form as the draft when it has changes; it answers the revision to go on from, or null. */
  const saveStep = async (revision?: number): Promise<number | null> => {
    const current = formRef.current;
    // A first version not saved yet is saved as it stands: the text it starts from is no draft.
    const mustSave = revision !== undefined || !sameContent(current.value, current.base) || (untranslated && !state.draft);
    if (!mustSave) return current.revision;
    if (!validate(current.value)) return null;
    const saved = await saveDraft(docKey, revision ?? current.revision, current.value, locale);
    accept(saved, current.value);
    return saved.revision;
  };

  const save = (revision?: number, message = 'Draft saved') =>
    run('Saving...', async () => {
      if ((await saveStep(revision)) !== null)
        toast({ title: message, description: 'Visitors still see the published text until you publish.' });
    });

  const publish = () =>
    run('Publishing...', async () => {
      if (untranslated && !state.draft) {
        // A first version in this language with no draft is published whole.
        const current = formRef.current;
        if (!validate(current.value)) return;
        accept(await publishFirst(docKey, current.value, locale), undefined, true);
        toast({ title: 'Published — the pages are live' });
        return;
      }
      const revision = await saveStep();
      if (revision === null) return;
      accept(await publishDraft(docKey, revision, locale), undefined, true);
      toast({ title: 'Published — the pages are live' });
    });

  const sendForReview = (request: SendRequest) =>
    run(SENDING, async () => {
      const revision = await saveStep();
      if (revision === null) return;
      accept(await submitReview(docKey, revision, request, locale), undefined, true);
      setConfirm(null);
      void invalidateReviewReads();
      toast({ title: 'Sent for review', description: 'The draft is locked until it is approved or sent back.' });
    });

  const withdrawFromReview = () =>
    run('Withdrawing...', async () => {
      accept(await withdrawReview(docKey, locale), undefined, true);
      void invalidateReviewReads();
      toast({ title: 'Withdrawn from review', description: 'The draft can be changed again.' });
    });

  /** invalidateReviewReads reads again the queue, its count and the calendar, which a review's step changes. */
  const invalidateReviewReads = () =>
    queryClient.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && ['/api/reviews', '/api/calendar'].some((p) => (q.queryKey[0] as string).startsWith(p)),
    });

  const discard = () => {
    if (!state.draft) {
      // Nothing saved yet: the form simply returns to the published text.
      commit(reloaded(formRef.current, state));
      clearAutosave(autosaveKey);
      setClientErrors({});
      setServerErrors({});
      toast({ title: 'Changes discarded' });
      return;
    }
    void run('Discarding...', async () => {
      accept(await discardDraft(docKey, formRef.current.revision, locale), undefined, true);
      toast({ title: 'Draft discarded', description: 'The form shows the published text again.' });
    });
  };

  const withdraw = () =>
    run('Taking offline...', async () => {
      accept(await withdrawTranslation(docKey, locale), undefined, true);
      toast({ title: `Taken off the ${languageName(locale)} pages`, description: 'They show the English text with a notice until you publish again.' });
    });

  const schedule = (at: string) =>
    run('Scheduling...', async () => {
      const revision = await saveStep();
      if (revision === null) return;
      const next = await scheduleDraft(docKey, revision, at, locale);
      accept(next);
      const when = next.draft?.publishAt ? formatInZone(next.draft.publishAt, timeZone, { seconds: 'auto' }) : at;
      toast({ title: 'Scheduled', description: `Goes live on ${when} (${timeZone}).` });
    });

  const cancelSchedule = () =>
    run('Cancelling the schedule...', async () => {
      accept(await unscheduleDraft(docKey, formRef.current.revision, locale));
      toast({ title: 'Schedule cancelled', description: 'The draft stays a draft until you publish it.' });
    });

  const restore = (version: number) =>
    run('Restoring...', async () => {
      accept(await restoreVersion(docKey, formRef.current.revision, version, locale), undefined, true);
      setHistoryOpen(false);
      toast({ title: `Version ${version} restored as the draft`, description: 'Check it, then publish it when it is right.' });
    });

  // Opening the preview of unsaved changes saves them first, into a tab opened at the click
  // (a tab opened after a request would be taken for a pop-up).
  const openPreview = (e: MouseEvent<HTMLAnchorElement>, path: string) => {
    if (!dirty) return;
    e.preventDefault();
    const tab = window.open('about:blank', '_blank');
    void run('Saving...', async () => {
      try {
        if ((await saveStep()) === null) {
          tab?.close();
          return;
        }
      } catch (err) {
        tab?.close();
        throw err;
      }
      if (tab) tab.location.href = previewPath(path);
    });
  };

  const checkOnServer = async () => {
    setChecking(true);
    try {
      setServerFindings((await checkDraft(docKey, formRef.current.value, locale)).findings);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        setSignInRetry(() => () => void checkOnServer());
        return;
      }
      toast({ title: 'Not checked', description: err instanceof ApiError ? err.serverMessage() : String(err), variant: 'destructive' });
    } finally {
      setChecking(false);
    }
  };

  const errors = { ...serverErrors, ...clientErrors };
  const formErrors = Object.fromEntries(Object.entries(errors).filter(([p]) => p !== '/publishAt'));
  const errorCount = Object.keys(formErrors).length;
  const shownOn = [...state.pages, ...state.pdfs];
  // The server names the pages and PDFs at their addresses in the document's language.
  const previews = untranslated ? [] : shownOn;
  const mainPreview = previews[0];
  const canPublish = dirty || Boolean(state.draft) || untranslated;
  // A document whose changes need review is sent for review instead of being published, a first
  // version in a language too; while it waits, the draft is locked.
  const reviewed = Boolean(state.reviewRequired);
  const locked = inReview(state);
  const mayWithdraw = state.review ? canWithdraw(state.review, me, role) : false;
  // The checks the browser runs follow the text once typing pauses; the server's stay until their field changes.
  const settledValue = useSettled(form.value, CHECK_DELAY);
  const typedFindings = useMemo(
    () =>
      checkDocument({
        key: docKey,
        locale,
        body: settledValue,
        site: docKey === 'site' ? settledValue : (peekContent('site') ?? defaultDocument('site')),
        libraryAlts,
      }),
    [docKey, locale, settledValue, libraryAlts],
  );
  const findings = [...typedFindings, ...(serverFindings ?? []).filter((f) => SERVER_RULES.has(f.rule))];
  const blocked = canPublish && blocks(findings);
  const theirs = conflict ? lastChange(conflict) : null;

  return (
    <div className="min-w-0">
      <Link
        to={locale === DEFAULT_LANGUAGE ? '/admin?tab=content' : `/admin?tab=content&lang=${encodeURIComponent(locale)}`}
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary lg:hidden xl:inline-flex"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        All site content
      </Link>

      <PreviewSplit
        docKey={docKey}
        locale={locale}
        pages={state.pages}
        body={form.value}
        labelOf={(pointer) => humanPath(pointer, form.value)}
        onOpenField={(pointer) => setClicked({ pointer })}
        onOpenFullSize={openPreview}
      >
        <header className="rounded-lg border border-border bg-white p-4 shadow-sm sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="text-xl font-semibold">{name}</h2>
              <p className="mt-1 text-sm text-muted-foreground">
                {docKey === 'site' ? 'Shown on every page of the site.' : `Shown on ${shownOn.map(pageLabel).join(', ') || 'no page'}.`}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => setHistoryOpen(true)}>
                <History className="h-4 w-4" aria-hidden />
                History
              </Button>
              {canEdit ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setConfirm('discard')}
                  disabled={Boolean(busy) || (!dirty && !state.draft) || untranslated || locked}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                  {state.draft ? 'Discard draft' : 'Discard changes'}
                </Button>
              ) : null}
              {/* Taking a translation offline changes what visitors see, which under review only an approval does. */}
              {canEdit && locale !== DEFAULT_LANGUAGE && !untranslated && !state.reviewRequired ? (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setConfirm('withdraw')}
                  disabled={Boolean(busy) || Boolean(state.draft) || dirty}
                  title={state.draft || dirty ? 'Publish or discard the draft first' : undefined}
                >
                  Take offline
                </Button>
              ) : null}
            </div>
          </div>

          <RenderFailureNote state={state} timeZone={timeZone} />
          <EditorStateNote state={state} timeZone={timeZone} />
          <ReviewNote
            review={state.review}
            timeZone={timeZone}
            busy={Boolean(busy)}
            onWithdraw={mayWithdraw ? () => void withdrawFromReview() : undefined}
          />

          {canEdit && reviewed && !state.draft?.publishAt ? (
            <p className="mt-4 border-t border-border pt-4 text-sm text-muted-foreground">
              {locked
                ? 'Changes to this document need review: it goes live once a reviewer approves it.'
                : 'Changes to this document need review: send the draft for review, with the time you wish it to go live, instead of publishing it.'}
            </p>
          ) : null}
          <div className={cn('mt-4 border-t border-border pt-4', (!canEdit || (reviewed && !state.draft?.publishAt)) && 'hidden')}>
            <ScheduleControl
              publishAt={state.draft?.publishAt ?? null}
              timeZone={timeZone}
              canSchedule={canPublish && !blocked}
              busy={Boolean(busy)}
              error={errors['/publishAt']}
              onSchedule={(at) => void schedule(at)}
              onCancelSchedule={() => void cancelSchedule()}
              onTimeChange={() => {
                if (serverErrors['/publishAt'])
                  setServerErrors(Object.fromEntries(Object.entries(serverErrors).filter(([p]) => p !== '/publishAt')));
              }}
            />
          </div>

          {previews.length > 1 ? (
            <div className="mt-4 border-t border-border pt-4">
              <p className="text-sm font-medium">Preview with the draft</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {previews.map((p) => (
                  <li key={p}>
                    <a
                      href={previewPath(p)}
                      target="_blank"
                      rel="noopener"
                      onClick={(e) => openPreview(e, p)}
                      className={buttonClasses('ghost', 'sm', 'h-8 border border-border')}
                    >
                      {p.endsWith('.pdf') || p.startsWith('/api/') ? (
                        <FileText className="h-3.5 w-3.5" aria-hidden />
                      ) : (
                        <Eye className="h-3.5 w-3.5" aria-hidden />
                      )}
                      <span className="sr-only">Preview </span>
                      {pageLabel(p)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </header>

        {form.restoredAt ? (
          <div role="status" className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <span>
              Your unsaved changes from {formatInZone(form.restoredAt, timeZone)} were restored. Save them, or discard them to see the{' '}
              {state.draft ? 'saved draft' : 'published text'}.
            </span>
            <Button variant="outline" size="sm" onClick={() => commit(reloaded(form, state))}>
              Discard them
            </Button>
          </div>
        ) : null}

        {conflict && theirs ? (
          <div role="alert" className="mt-4 rounded-md border border-destructive/40 bg-red-50 p-4 text-sm text-red-950">
            <p className="flex gap-2 font-medium">
              <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>
                {theirs.by} changed this page at {formatInZone(theirs.at, timeZone)} since you opened it. Your text is still here.
              </span>
            </p>
            <p className="mt-1 pl-6 text-red-900">
              Compare the two, then keep your text (it replaces theirs as the draft) or load theirs.
            </p>
            <div className="mt-3 flex flex-wrap gap-2 pl-6">
              <Button variant="outline" size="sm" onClick={() => setComparing(true)}>
                Compare with theirs
              </Button>
              <Button size="sm" onClick={() => void save(conflict.revision, 'Your text is saved as the draft')} disabled={Boolean(busy)}>
                Keep mine
              </Button>
              <Button variant="outline" size="sm" onClick={() => setConfirm('load-theirs')} disabled={Boolean(busy)}>
                Load theirs
              </Button>
            </div>
          </div>
        ) : null}

        {untranslated ? (
          <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            Not published in {languageName(locale)}: its pages show the English text with a notice. The form starts from the
            default {languageName(locale)} text; {state.reviewRequired ? 'send it for review' : 'publish it'} to put it on the site.
            Schedules and previews follow once it is published.
            {state.reviewRequired ? (
              <span className="mt-2 block font-medium">
                Changes to this document need review: its first version in {languageName(locale)} is saved as a draft and goes live once
                another reviewer approves it.
              </span>
            ) : null}
          </p>
        ) : null}

        {signedOutNotice ? (
          <p role="status" className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            You are signed out, so nothing was saved; your text is kept in this tab. Save again to sign in.
          </p>
        ) : null}

        {errorCount ? (
          <div
            ref={summaryRef}
            tabIndex={-1}
            role="alert"
            aria-labelledby="content-error-summary"
            className="mt-4 rounded-md border border-destructive/40 bg-red-50 p-4 text-sm focus:outline-2 focus:outline-destructive"
          >
            <p id="content-error-summary" className="font-semibold text-red-950">
              {errorCount === 1 ? '1 field needs' : `${errorCount} fields need`} your attention before this can be saved:
            </p>
            <ul className="mt-2 space-y-1 text-red-900">
              {Object.entries(formErrors).map(([pointer, message]) => (
                <li key={pointer}>
                  <button
                    type="button"
                    className="text-left underline underline-offset-2 hover:no-underline"
                    onClick={() => fieldElement(pointer)?.focus()}
                  >
                    {humanPath(pointer)}: {message}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}

        <ChecksPanel
          findings={findings}
          onFocusField={(pointer) => fieldElement(pointer)?.focus()}
          onCheck={() => void checkOnServer()}
          checking={checking}
          checkedOnServer={serverFindings !== null}
          panelRef={checksRef}
        />

        <div className="mt-4">
          <ContentForm
            key={form.generation}
            docKey={docKey}
            locale={locale}
            value={form.value}
            onChange={onChange}
            errors={formErrors}
            disabled={Boolean(busy) || !canEdit || locked}
            translation={translation}
            reveal={reveal}
          />
        </div>
      </PreviewSplit>

      {/* The actions stay in reach at the bottom of the screen, however long the form; on a wide
          screen they sit on the left, clear of the toasts in the bottom right corner. */}
      <div className="sticky bottom-0 z-20 -mx-4 mt-6 border-t border-border bg-white/95 px-4 py-2 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur sm:mx-0 sm:rounded-t-lg sm:border-x sm:py-3">
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:gap-4">
          <div className="grid grid-cols-3 gap-2 sm:flex">
            {canEdit ? (
              <Button variant="outline" onClick={() => void save()} disabled={Boolean(busy) || !dirty || locked} className="whitespace-nowrap px-2 sm:px-4">
                <Save className="hidden h-4 w-4 sm:block" aria-hidden />
                Save draft
              </Button>
            ) : null}
            {mainPreview ? (
              <a
                href={previewPath(mainPreview)}
                target="_blank"
                rel="noopener"
                onClick={(e) => openPreview(e, mainPreview)}
                className={buttonClasses('outline', 'md', 'whitespace-nowrap px-2 sm:px-4')}
              >
                <Eye className="hidden h-4 w-4 sm:block" aria-hidden />
                Preview
              </a>
            ) : (
              <span />
            )}
            {canEdit && reviewed ? (
              <Button
                onClick={() => setConfirm('review')}
                disabled={Boolean(busy) || !canPublish || blocked || locked}
                aria-describedby={blocked ? 'publish-blocked' : undefined}
                className="whitespace-nowrap px-2 sm:px-4"
              >
                <Send className="hidden h-4 w-4 sm:block" aria-hidden />
                {locked ? 'In review' : (
                  <>
                    <span className="sm:hidden">Send</span>
                    <span className="hidden sm:inline">Send for review</span>
                  </>
                )}
              </Button>
            ) : canEdit ? (
              <Button
                onClick={() => setConfirm('publish')}
                disabled={Boolean(busy) || !canPublish || blocked}
                aria-describedby={blocked ? 'publish-blocked' : undefined}
                className="whitespace-nowrap px-2 sm:px-4"
              >
                <Send className="hidden h-4 w-4 sm:block" aria-hidden />
                Publish
              </Button>
            ) : null}
          </div>
          <p className="flex items-center gap-2 text-xs sm:text-sm" role="status" aria-live="polite">
            <span
              className={cn('h-2 w-2 rounded-full', busy ? 'bg-sky-500' : dirty ? 'bg-amber-500' : 'bg-emerald-500')}
              aria-hidden
            />
            {canEdit
              ? (busy ?? (locked ? 'In review: the draft is locked' : dirty ? 'Unsaved changes' : state.draft ? 'Draft saved' : 'No changes'))
              : 'Read only: your role does not change the site'}
          </p>
          {canEdit && blocked ? (
            <a
              id="publish-blocked"
              href={`#${CHECKS_ID}`}
              onClick={(e) => {
                e.preventDefault();
                checksRef.current?.focus();
                checksRef.current?.scrollIntoView({ block: 'start' });
              }}
              className="flex items-center gap-1.5 text-xs font-medium text-destructive underline underline-offset-2 sm:text-sm"
            >
              <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden />
              {blockingSentence(findings)}
            </a>
          ) : null}
        </div>
      </div>

      <ChoiceDialog
        open={confirm === 'publish'}
        title={`Publish ${name}?`}
        description={
          docKey === 'site'
            ? 'Every page of the site changes, and the PDFs made from these settings are made again.'
            : `${dirty ? 'Your changes are saved and published. ' : 'The draft is published. '}These change for visitors at once:`
        }
        actionLabel="Publish"
        onCancel={() => setConfirm(null)}
        onAction={() => {
          setConfirm(null);
          void publish();
        }}
      >
        {docKey !== 'site' ? (
          <ul className="mt-3 list-disc space-y-1 pl-5 text-sm">
            {shownOn.map((p) => (
              <li key={p}>{pageLabel(p)}</li>
            ))}
          </ul>
        ) : null}
      </ChoiceDialog>

      <SendForReviewDialog
        open={confirm === 'review'}
        name={name}
        timeZone={timeZone}
        dirty={dirty}
        busy={Boolean(busy)}
        error={serverErrors['/publishAt']}
        onTimeChange={() => {
          if (serverErrors['/publishAt']) setServerErrors(Object.fromEntries(Object.entries(serverErrors).filter(([p]) => p !== '/publishAt')));
        }}
        onCancel={() => setConfirm(null)}
        onSend={(request) => void sendForReview(request)}
      />

      <ChoiceDialog
        open={confirm === 'withdraw'}
        title={`Take ${name} offline?`}
        description={`Its ${languageName(locale)} pages show the English text with a notice, and search engines are no longer sent to them, until you publish a ${languageName(locale)} version again. Its history stays.`}
        actionLabel="Take offline"
        actionVariant="destructive"
        onCancel={() => setConfirm(null)}
        onAction={() => {
          setConfirm(null);
          void withdraw();
        }}
      />

      <ChoiceDialog
        open={confirm === 'discard'}
        title={state.draft ? 'Discard the draft?' : 'Discard your changes?'}
        description={
          state.draft
            ? `The saved draft of ${name}${dirty ? ' and your unsaved changes' : ''} will be deleted, and the form returns to the published text (version ${state.published.version}).`
            : `Your unsaved changes to ${name} will be lost, and the form returns to the published text.`
        }
        actionLabel={state.draft ? 'Discard draft' : 'Discard changes'}
        actionVariant="destructive"
        onCancel={() => setConfirm(null)}
        onAction={() => {
          setConfirm(null);
          discard();
        }}
      />

      <ChoiceDialog
        open={confirm === 'load-theirs'}
        title="Load their version?"
        description="Your text in the form will be replaced by the version saved by the other editor. Your changes will be lost."
        actionLabel="Load theirs"
        actionVariant="destructive"
        onCancel={() => setConfirm(null)}
        onAction={() => {
          setConfirm(null);
          if (conflict) {
            commit(reloaded(formRef.current, conflict));
            setConflict(null);
            setServerErrors({});
            setClientErrors({});
            toast({ title: 'Their version is loaded' });
          }
        }}
      />

      <ChoiceDialog
        open={typeof confirm === 'object' && confirm !== null}
        title={typeof confirm === 'object' && confirm ? `Restore version ${confirm.restore}?` : ''}
        description="The form holds unsaved changes. Restoring replaces them with that version, which becomes the draft."
        actionLabel="Restore as draft"
        actionVariant="destructive"
        onCancel={() => setConfirm(null)}
        onAction={() => {
          const v = typeof confirm === 'object' && confirm ? confirm.restore : null;
          setConfirm(null);
          if (v !== null) void restore(v);
        }}
      />

      <LeaveDialog open={blocker.state === 'blocked' || askLeave !== null} what={`your changes to ${name}`} onStay={stay} onLeave={leave} />

      <HistoryDialog
        open={historyOpen}
        onOpenChange={setHistoryOpen}
        docKey={docKey}
        locale={locale}
        docName={name}
        current={form.value}
        timeZone={timeZone}
        busy={Boolean(busy)}
        onRestore={canEdit && !locked ? (v) => (dirty ? setConfirm({ restore: v }) : void restore(v)) : undefined}
      />

      {conflict ? (
        <Dialog open={comparing} onOpenChange={setComparing} title="Their version and yours" className="max-w-4xl"
          description={`Saved by ${theirs?.by} at ${theirs ? formatInZone(theirs.at, timeZone) : ''}, compared with the text in your form.`}
        >
          <CompareTable
            left={editedBody(conflict)}
            right={form.value}
            leftLabel="Theirs"
            rightLabel="Yours"
            caption="Fields where their version differs from yours"
          />
        </Dialog>
      ) : null}

      {signInRetry ? (
        <SignInDialog
          open
          onSignedIn={() => {
            const retry = signInRetry;
            setSignInRetry(null);
            retry();
          }}
          onCancel={() => {
            setSignInRetry(null);
            setSignedOutNotice(true);
          }}
        />
      ) : null}
    </div>
  );
}

/** EditorStateNote says which state the editor is in: editing the draft, the published text, or a scheduled draft. */
/** RenderFailureNote tells the editor which pages visitors see as they were, because the text could not be rendered. */
function RenderFailureNote({ state, timeZone }: { state: EditorState; timeZone: string }) {
  const failures = state.renderFailures ?? [];
  if (failures.length === 0) return null;
  return (
    <div role="alert" className="mt-4 flex gap-3 rounded-md bg-red-50 p-3 text-sm text-red-950">
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <ul className="min-w-0 space-y-1">
        {failures.map((f) => (
          <li key={f.page} className="break-words">
            <strong>{renderFailureSentence(f)}</strong> Since {formatInZone(f.at, timeZone)}: {f.reason}. Change the text and publish it
            again.
          </li>
        ))}
      </ul>
    </div>
  );
}

function EditorStateNote({ state, timeZone }: { state: EditorState; timeZone: string }) {
  const live = publishedSentence(state.published, timeZone);
  if (state.draft?.publishAt)
    return (
      <div className="mt-4 flex gap-3 rounded-md bg-sky-50 p-3 text-sm text-sky-950">
        <CalendarClock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <p>
          <strong>Scheduled draft.</strong> You are editing the draft saved by {state.draft.updatedBy} on{' '}
          {formatInZone(state.draft.updatedAt, timeZone)}. Until it goes live, visitors see {live}.
        </p>
      </div>
    );
  if (state.draft)
    return (
      <div className="mt-4 flex gap-3 rounded-md bg-amber-50 p-3 text-sm text-amber-950">
        <PencilLine className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <p>
          <strong>{inReview(state) ? 'The draft in review' : 'Editing the draft'}</strong> saved by {state.draft.updatedBy} on {formatInZone(state.draft.updatedAt, timeZone)}. It is
          not live: visitors see {live}.
        </p>
      </div>
    );
  return (
    <div className="mt-4 flex gap-3 rounded-md bg-emerald-50 p-3 text-sm text-emerald-950">
      <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p>
        <strong>No draft.</strong> The form shows what visitors see: {live}. Saving keeps your changes as a draft; they go live
        when you publish.
      </p>
    </div>
  );
}

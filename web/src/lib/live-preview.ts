// The live preview of a content document: the editor's pane frames the document's public page
// (same origin, ?qrs-preview=1), and the two talk by messages. The panel sends the form's text
// as it is typed (a draft); the page shows it without saving anything, and answers that it
// rendered it or why it could not; a click on a text, picture or link of the page asks the
// panel to open that field, and a hover asks for the field's name. The page's side is
// src/features/live-preview (loaded only in such a frame), the panel's
// src/components/admin/live-preview.

/** PREVIEW_PARAM is the query flag of a page framed as a live preview (the browser entry tests it by name, to stay small). */
export const PREVIEW_PARAM = 'qrs-preview';

/** previewFrameAddress is the address a page is framed at as a live preview: "/qrs-coin" → "/qrs-coin?qrs-preview=1". */
export function previewFrameAddress(page: string): string {
  return `${page}${page.includes('?') ? '&' : '?'}${PREVIEW_PARAM}=1`;
}

/** PanelMessage is what the panel sends the framed page. */
export type PanelMessage =
  /** draft is the text of the document of key to show, the seq-th sent. */
  | { kind: 'draft'; seq: number; key: string; body: unknown }
  /** label answers a hover: what the form calls the field at pointer. */
  | { kind: 'label'; pointer: string; label: string };

/** FrameMessage is what the framed page sends the panel. */
export type FrameMessage =
  /** ready: the page listens, and shows the published text until a draft comes. */
  | { kind: 'ready' }
  /** rendered: the page shows draft seq. */
  | { kind: 'rendered'; seq: number }
  /** failed: draft seq could not be shown, for reason. */
  | { kind: 'failed'; seq: number; reason: string }
  /** open-field: the editor clicked what the field at pointer shows. */
  | { kind: 'open-field'; pointer: string }
  /** hover: the pointer is over what the field at pointer shows. */
  | { kind: 'hover'; pointer: string };

/** CHANNEL marks the messages of the live preview among any others a window may get (a video player's). */
const CHANNEL = 'qrs-live-preview';

/** wrap is a message as posted. */
export const wrap = (message: PanelMessage | FrameMessage) => ({ channel: CHANNEL, ...message });

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSeq = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isPointer = (v: unknown): v is string => typeof v === 'string' && (v === '' || v.startsWith('/'));

/** readPanelMessage answers a posted value as a message of the panel, or null for anything else. */
export function readPanelMessage(data: unknown): PanelMessage | null {
  if (!isObject(data) || data.channel !== CHANNEL) return null;
  switch (data.kind) {
    case 'draft':
      return isSeq(data.seq) && typeof data.key === 'string' && 'body' in data ? { kind: 'draft', seq: data.seq, key: data.key, body: data.body } : null;
    case 'label':
      return isPointer(data.pointer) && typeof data.label === 'string' ? { kind: 'label', pointer: data.pointer, label: data.label } : null;
    default:
      return null;
  }
}

/** readFrameMessage answers a posted value as a message of the framed page, or null for anything else. */
export function readFrameMessage(data: unknown): FrameMessage | null {
  if (!isObject(data) || data.channel !== CHANNEL) return null;
  switch (data.kind) {
    case 'ready':
      return { kind: 'ready' };
    case 'rendered':
      return isSeq(data.seq) ? { kind: 'rendered', seq: data.seq } : null;
    case 'failed':
      return isSeq(data.seq) && typeof data.reason === 'string' ? { kind: 'failed', seq: data.seq, reason: data.reason } : null;
    case 'open-field':
    case 'hover':
      return isPointer(data.pointer) ? { kind: data.kind, pointer: data.pointer } : null;
    default:
      return null;
  }
}

/**
 * isFromWindow tells a message event sent by the window expected, from this site: the page
 * listens only to the panel framing it, the panel only to its frame.
 */
export function isFromWindow(event: Pick<MessageEvent, 'origin' | 'source'>, origin: string, expected: unknown): boolean {
  return event.origin === origin && expected != null && event.source === expected;
}

/** DraftFeedOptions are the feed's ways out and its times. */
export interface DraftFeedOptions {
  /** send posts a draft. */
  send: (seq: number, body: unknown) => void;
  /** unanswered is called when draft seq got no answer in time. */
  unanswered: (seq: number) => void;
  /** gap is the least time between two drafts sent (ms), so typing stays quick while the page renders. */
  gap: number;
  /** patience is how long an answer may take (ms). */
  patience: number;
  now?: () => number;
}

/** DraftFeed sends the form's text to the framed page (createDraftFeed). */
export interface DraftFeed {
  /** offer gives the text as it now is. */
  offer: (body: unknown) => void;
  /** ready says the page (loaded anew) listens: it is sent the latest text at once. */
  ready: () => void;
  /** answered takes the page's answer to draft seq (rendered or failed). */
  answered: (seq: number) => void;
  /** stop cancels what is planned. */
  stop: () => void;
}

/**
 * createDraftFeed sends drafts one at a time: the latest text as soon as the page answered the
 * one before, at least gap ms went by since it was sent, and the page has been left as long
 * as it took to render it. So a keystroke shows within gap plus a render, the texts typed
 * meanwhile are sent as one, and a page slow to render (it shares the panel's thread) is busy
 * at most half the time, the typing staying quick; an answer that does not come within
 * patience is reported.
 */
export function createDraftFeed({ send, unanswered, gap, patience, now = Date.now }: DraftFeedOptions): DraftFeed {
  let latest: { body: unknown } | null = null;
  let sentLatest = true;
  let listening = false;
  let seq = 0;
  let inFlight: number | null = null;
  let lastSent = -Infinity;
  let rested = -Infinity; // when the page will have rested as long as its last render took
  let planned: ReturnType<typeof setTimeout> | null = null;
  let waiting: ReturnType<typeof setTimeout> | null = null;

  const clear = () => {
    if (planned !== null) clearTimeout(planned);
    if (waiting !== null) clearTimeout(waiting);
    planned = waiting = null;
  };
  const sendNow = () => {
    planned = null;
    if (!latest || sentLatest || inFlight !== null || !listening) return;
    seq += 1;
    inFlight = seq;
    sentLatest = true;
    lastSent = now();
    const sent = seq;
    waiting = setTimeout(() => {
      waiting = null;
      if (inFlight === sent) unanswered(sent);
    }, patience);
    send(sent, latest.body);
  };
  const plan = () => {
    if (planned !== null || sentLatest || inFlight !== null || !listening) return;
    const wait = Math.max(lastSent + gap, rested) - now();
    if (wait <= 0) sendNow();
    else planned = setTimeout(sendNow, wait);
  };

  return {
    offer(body) {
      latest = { body };
      sentLatest = false;
      plan();
    },
    ready() {
      clear();
      listening = true;
      inFlight = null;
      lastSent = rested = -Infinity;
      if (latest) sentLatest = false;
      plan();
    },
    answered(answer) {
      if (answer !== inFlight) return;
      inFlight = null;
      const at = now();
      rested = at + (at - lastSent);
      if (waiting !== null) clearTimeout(waiting);
      waiting = null;
      plan();
    },
    stop() {
      clear();
      listening = false;
      inFlight = null;
    },
  };
}

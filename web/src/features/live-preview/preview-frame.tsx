import { Component, startTransition, StrictMode, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ContentKey } from '@/content/schema';
import { isFromWindow, readPanelMessage, wrap, type FrameMessage } from '@/lib/live-preview';
import { contentPath, peekContent, seedContent } from '@/lib/site-content';
import { localizeHref } from '@/lib/site-languages';
import { fieldOfValue, fieldOfWords, fieldTexts, type FieldText } from './field-at';

// A public page framed by the content editor's live preview pane (see lib/live-preview.ts),
// loaded by the browser entry instead of hydrating the page. The page is rendered afresh
// rather than hydrated, so every part of it renders from the text it is sent (a static
// island would keep the server's HTML); the server's HTML stays on the screen until the new
// render has settled, its islands' code loaded, so the page does not flicker as it starts.
// Each draft goes into the content store the pages read (useContent), and the page renders
// again; it answers that it rendered the draft, or why it could not. A click on a text,
// picture or link opens its field in the form instead of doing what it does on the site (a
// link leads nowhere), and the field under the mouse is outlined with its name.

/** Shown is the draft the page shows: its sequence number and document. */
interface Shown {
  seq: number;
  key: ContentKey;
}

let shown: Shown | null = null;
/** showDraft renders the page anew for the draft shown (set once the page is mounted). */
let showDraft: (seq: number) => void = () => {};

/** post sends a message to the panel framing the page, and to no other site. */
const post = (message: FrameMessage) => window.parent.postMessage(wrap(message), window.location.origin);

/** reasonOf is an error as the pane says it. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)) || 'unknown error';

interface BoundaryState {
  error: unknown;
  seq: number;
}

/**
 * DraftBoundary shows, instead of a blank page, why a draft could not be rendered, and tells
 * the panel; the next draft is tried afresh.
 */
class DraftBoundary extends Component<{ seq: number; children: ReactNode }, BoundaryState> {
  state: BoundaryState = { error: null, seq: 0 };

  static getDerivedStateFromProps(props: { seq: number }, state: BoundaryState): Partial<BoundaryState> | null {
    return props.seq !== state.seq ? { seq: props.seq, error: null } : null;
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown error') };
  }

  componentDidCatch(error: unknown, _info: ErrorInfo) {
    post({ kind: 'failed', seq: this.props.seq, reason: reasonOf(error) });
  }

  render() {
    if (this.state.error === null) return this.props.children;
    // The page's own stylesheet holds only the classes its pages use: inline styles here.
    return (
      <div role="alert" style={{ margin: '2rem', padding: '1rem', border: '1px solid #fca5a5', borderRadius: 8, background: '#fef2f2', color: '#7f1d1d' }}>
        <p style={{ fontWeight: 600 }}>This text cannot be shown as a page.</p>
        <p style={{ marginTop: 8 }}>{reasonOf(this.state.error)}</p>
      </div>
    );
  }
}

/** QUIET is how long the page's first render must go unchanged to have settled (ms); SETTLE_LIMIT the longest it is waited for. */
const QUIET = 150;
const SETTLE_LIMIT = 3000;

/**
 * whenSettled calls done once the element has gone QUIET ms without a change (the code of its
 * parts loaded and rendered), or after SETTLE_LIMIT.
 */
function whenSettled(el: HTMLElement, done: () => void): void {
  let quiet: ReturnType<typeof setTimeout>;
  const finish = () => {
    observer.disconnect();
    clearTimeout(quiet);
    clearTimeout(limit);
    done();
  };
  const observer = new MutationObserver(() => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, QUIET);
  });
  observer.observe(el, { childList: true, subtree: true, characterData: true, attributes: true });
  quiet = setTimeout(finish, QUIET);
  const limit = setTimeout(finish, SETTLE_LIMIT);
}

let settle: () => void = () => {};
/** settled resolves once the page's first render is on the screen (startPreview). */
const settled = new Promise<void>((resolve) => (settle = resolve));

/** Rendered tells the panel once the draft it was sent is on the screen. */
function Rendered({ seq }: { seq: number }) {
  useEffect(() => {
    if (seq > 0) void settled.then(() => post({ kind: 'rendered', seq }));
  }, [seq]);
  return null;
}

function PreviewPage({ app }: { app: () => ReactNode }) {
  const [seq, setSeq] = useState(0);
  useEffect(() => {
    // A render for a draft yields to the browser every few milliseconds, so the panel, which
    // shares this page's thread, goes on taking the keys typed while the page renders.
    showDraft = (next) => startTransition(() => setSeq(next));
    if (shown) showDraft(shown.seq);
  }, []);
  return (
    <StrictMode>
      <DraftBoundary seq={seq}>
        {app()}
        <Rendered seq={seq} />
      </DraftBoundary>
    </StrictMode>
  );
}

/** Found is the field a part of the page shows, and that part: an element, or a text of one. */
interface Found {
  pointer: string;
  shows: Element | Text;
}

/** boxOf is where a part of the page is on the screen. */
function boxOf(part: Element | Text): DOMRect {
  if (part instanceof Element) return part.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(part);
  return range.getBoundingClientRect();
}

/** textUnder answers the text (of the element) under the point x, y, if any. */
function textUnder(target: Element, x: number, y: number): Text | null {
  const node = document.caretRangeFromPoint?.(x, y)?.startContainer;
  if (!(node instanceof Text) || !node.data.trim() || node.parentElement !== target) return null;
  const range = document.createRange();
  range.selectNodeContents(node);
  return [...range.getClientRects()].some((r) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) ? node : null;
}

let texts: FieldText[] | null = null;

/** textsShown are the texts of the document the page was sent, as the page shows them (site slots filled). */
function textsShown(): FieldText[] {
  if (!shown) return [];
  texts ??= fieldTexts(peekContent(shown.key));
  return texts;
}

/** HOPS is how far up from the element under the mouse a field is looked for. */
const HOPS = 8;

/**
 * fieldAt finds the field shown at the point x, y of the element there: the field whose text is
 * the very text under the point (a line made of several fields' words: an address, a figure
 * and its unit), else the field the element shows, or the nearest element around it that shows
 * one. A page's own document shows in its main part; the header and footer are the site
 * settings'.
 */
function fieldAt(target: Element, x: number, y: number): Found | null {
  const fields = textsShown();
  const main = document.getElementById('main');
  const within = shown?.key === 'site' ? document.body : main;
  if (fields.length === 0 || !within?.contains(target)) return null;
  const text = textUnder(target, x, y);
  const ofText = text && fieldOfWords(fields, text.data, false);
  if (text && ofText) return { pointer: ofText, shows: text };
  let el: Element | null = target;
  for (let hop = 0; el && el !== within && hop < HOPS; hop++, el = el.parentElement) {
    let pointer =
      el instanceof HTMLImageElement
        ? fieldOfValue(fields, [el.getAttribute('src'), el.getAttribute('alt')])
        : fieldOfWords(fields, el.textContent ?? '');
    if (!pointer && el instanceof HTMLAnchorElement) pointer = fieldOfValue(fields, [el.getAttribute('href')], (v) => localizeHref(v));
    if (pointer) return { pointer, shows: el };
  }
  return null;
}

const labels = new Map<string, string>();

/** Outline marks the field under the mouse: a box around its element, with the field's name above it. */
class Outline {
  private box = document.createElement('div');
  private name = document.createElement('span');
  private at: Found | null = null;

  constructor() {
    Object.assign(this.box.style, {
      position: 'fixed',
      zIndex: '2147483647',
      pointerEvents: 'none',
      outline: '2px solid #2563eb',
      outlineOffset: '2px',
      borderRadius: '2px',
      background: 'rgba(37, 99, 235, 0.06)',
      display: 'none',
    });
    Object.assign(this.name.style, {
      position: 'absolute',
      left: '-4px',
      bottom: '100%',
      marginBottom: '4px',
      padding: '1px 6px',
      borderRadius: '3px',
      background: '#2563eb',
      color: '#fff',
      font: '500 12px/1.5 system-ui, sans-serif',
      whiteSpace: 'nowrap',
    });
    this.box.setAttribute('aria-hidden', 'true');
    this.box.append(this.name);
    document.body.append(this.box);
  }

  show(found: Found | null) {
    if (found?.pointer === this.at?.pointer && found?.shows === this.at?.shows) return;
    this.at = found;
    if (found && !labels.has(found.pointer)) post({ kind: 'hover', pointer: found.pointer });
    this.place();
  }

  /** labelled takes a field's name as the panel answered it. */
  labelled(pointer: string) {
    if (this.at?.pointer === pointer) this.place();
  }

  place() {
    const at = this.at;
    if (!at || !at.shows.isConnected) {
      this.box.style.display = 'none';
      return;
    }
    const r = boxOf(at.shows);
    Object.assign(this.box.style, { display: 'block', left: `${r.left}px`, top: `${r.top}px`, width: `${r.width}px`, height: `${r.height}px` });
    this.name.textContent = labels.get(at.pointer) ?? '';
    this.name.style.display = this.name.textContent ? 'block' : 'none';
    // Near the top of the frame the name goes inside the box.
    Object.assign(this.name.style, r.top < 28 ? { bottom: 'auto', top: '0', marginBottom: '0' } : { bottom: '100%', top: 'auto', marginBottom: '4px' });
  }
}

/** listenToPointing opens a field on a click on what it shows, and outlines it under the mouse. */
function listenToPointing(): Outline {
  const outline = new Outline();
  window.addEventListener(
    'click',
    (e) => {
      if (!(e.target instanceof Element)) return;
      const found = fieldAt(e.target, e.clientX, e.clientY);
      // A link leads nowhere in the preview; a button, a tab or a toggle does what it does on
      // the site (opens what it hides), and opens its field too.
      const link = e.target.closest('a[href]');
      const control = e.target.closest('button, summary, [role="tab"], label, input, select, textarea');
      if (link || (found && !control)) {
        e.preventDefault();
        e.stopPropagation();
      }
      if (found) post({ kind: 'open-field', pointer: found.pointer });
    },
    true,
  );
  // The field under the mouse, looked for once a frame as it moves.
  let moved: MouseEvent | null = null;
  document.addEventListener(
    'mousemove',
    (e) => {
      if (!moved)
        requestAnimationFrame(() => {
          const at = moved!;
          moved = null;
          outline.show(at.target instanceof Element ? fieldAt(at.target, at.clientX, at.clientY) : null);
        });
      moved = e;
    },
    { passive: true },
  );
  document.documentElement.addEventListener('mouseleave', () => outline.show(null));
  window.addEventListener('scroll', () => outline.place(), { passive: true, capture: true });
  window.addEventListener('resize', () => outline.place(), { passive: true });
  return outline;
}

/**
 * startPreview renders the page as the panel's live preview: with the published text until
 * the panel sends its draft, then with each draft sent, and tells the panel it listens. app
 * makes the page's app (its router), anew for each render: the entry's own, which this code
 * does not import, so that the entry's chunks stay as they are.
 */
export function startPreview(container: HTMLElement, app: () => ReactNode): void {
  const outline = listenToPointing();
  window.addEventListener('message', (event) => {
    if (!isFromWindow(event, window.location.origin, window.parent)) return;
    const message = readPanelMessage(event.data);
    if (message?.kind === 'draft') {
      seedContent({ [contentPath(message.key as ContentKey)]: message.body });
      shown = { seq: message.seq, key: message.key as ContentKey };
      texts = null;
      outline.show(null);
      showDraft(message.seq);
    } else if (message?.kind === 'label') {
      labels.set(message.pointer, message.label);
      outline.labelled(message.pointer);
    }
  });
  // The server's HTML stays in view, in a copy, while the page renders unseen in its place.
  const served = container.cloneNode(true) as HTMLElement;
  served.removeAttribute('id');
  served.setAttribute('aria-hidden', 'true');
  container.before(served);
  Object.assign(container.style, { visibility: 'hidden', position: 'absolute', top: '0', left: '0', right: '0' });
  createRoot(container).render(<PreviewPage app={app} />);
  whenSettled(container, () => {
    served.remove();
    container.removeAttribute('style');
    settle();
  });
  post({ kind: 'ready' });
}

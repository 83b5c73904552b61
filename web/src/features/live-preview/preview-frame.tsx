import { Component, StrictMode, useEffect, useSyncExternalStore, type ErrorInfo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ContentKey } from '@/content/schema';
import { isFromWindow, readPanelMessage, wrap, type FrameMessage } from '@/lib/live-preview';
import { contentPath, peekContent, seedContent } from '@/lib/site-content';
import { localizeHref } from '@/lib/site-languages';
import { fieldOfValue, fieldOfWords, fieldTexts, type FieldText } from './field-at';

// A public page framed by the content editor's live preview pane (see lib/live-preview.ts),
// loaded by the browser entry instead of hydrating the page. The page is rendered afresh
// rather than hydrated, so every part of it renders from the text it is sent (a static
// island would keep the server's HTML). Each draft goes into the content store the pages read
// (useContent), and the page renders again; it answers that it rendered the draft, or why it
// could not. A click on a text, picture or link opens its field in the form instead of doing
// what it does on the site (a link leads nowhere), and the field under the mouse is outlined
// with its name.

/** Shown is the draft the page shows: its sequence number and document. */
interface Shown {
  seq: number;
  key: ContentKey;
}

let shown: Shown | null = null;
const watchers = new Set<() => void>();
const watchShown = (wake: () => void) => {
  watchers.add(wake);
  return () => watchers.delete(wake);
};
const shownNow = () => shown;

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

/** Rendered tells the panel once the draft it was sent is on the page. */
function Rendered({ seq }: { seq: number }) {
  useEffect(() => {
    if (seq > 0) post({ kind: 'rendered', seq });
  }, [seq]);
  return null;
}

function PreviewPage({ app }: { app: () => ReactNode }) {
  const seq = useSyncExternalStore(watchShown, shownNow)?.seq ?? 0;
  return (
    <StrictMode>
      <DraftBoundary seq={seq}>
        {app()}
        <Rendered seq={seq} />
      </DraftBoundary>
    </StrictMode>
  );
}

/** Found is the field an element of the page shows, and the element that shows it. */
interface Found {
  pointer: string;
  element: Element;
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

/** fieldOf finds the field the element shows, or the nearest element around it that shows one. */
function fieldOf(target: Element): Found | null {
  const fields = textsShown();
  if (fields.length === 0) return null;
  let el: Element | null = target;
  for (let hop = 0; el && el !== document.body && hop < HOPS; hop++, el = el.parentElement) {
    let pointer =
      el instanceof HTMLImageElement
        ? fieldOfValue(fields, [el.getAttribute('src'), el.getAttribute('alt')])
        : fieldOfWords(fields, el.textContent ?? '');
    if (!pointer && el instanceof HTMLAnchorElement) pointer = fieldOfValue(fields, [el.getAttribute('href')], (v) => localizeHref(v));
    if (pointer) return { pointer, element: el };
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
    if (!at || !at.element.isConnected) {
      this.box.style.display = 'none';
      return;
    }
    const r = at.element.getBoundingClientRect();
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
      const found = fieldOf(e.target);
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
  document.addEventListener('mouseover', (e) => outline.show(e.target instanceof Element ? fieldOf(e.target) : null), { passive: true });
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
      watchers.forEach((wake) => wake());
    } else if (message?.kind === 'label') {
      labels.set(message.pointer, message.label);
      outline.labelled(message.pointer);
    }
  });
  createRoot(container).render(<PreviewPage app={app} />);
  post({ kind: 'ready' });
}

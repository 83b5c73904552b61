import { ExternalLink, Monitor, RefreshCw, Smartphone, Tablet, TriangleAlert } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { pageLabel, previewPath } from '@/lib/document-names';
import { createDraftFeed, isFromWindow, previewFrameAddress, readFrameMessage, wrap, type DraftFeed, type PanelMessage } from '@/lib/live-preview';
import { routeOfPath } from '@/lib/site-languages';

// The content editor's live preview (see lib/live-preview.ts): the document's public page in
// a frame of this site, shown the form's text as it is typed, at the width of a phone, a
// tablet or a desktop (scaled down to fit the pane). Loaded with its first showing, so the
// panel's first download does not carry it.

/** WIDTHS are the screens the page is shown at, in CSS pixels. */
const WIDTHS = [
  { width: 390, name: 'Phone', Icon: Smartphone },
  { width: 768, name: 'Tablet', Icon: Tablet },
  { width: 1280, name: 'Desktop', Icon: Monitor },
] as const;

/** GAP is the least time between two texts sent to the page (ms): typing stays quick while it renders, and a keystroke shows within 300 ms. */
const GAP = 120;
/** ANSWER_TIME is how long the page may take to show a text (ms). */
const ANSWER_TIME = 5000;
/** LOAD_TIME is how long the page may take to load and start listening (ms). */
const LOAD_TIME = 20_000;

/** PreviewPaneProps are the document the pane shows, its text and the editor's answers to the page. */
export interface PreviewPaneProps {
  docKey: string;
  locale: string;
  /** pages are the public pages showing the document, at their addresses in its language (framedPages); one at least. */
  pages: readonly string[];
  /** body is the form's text, as it is typed. */
  body: unknown;
  /** labelOf is what the form calls the field at a pointer. */
  labelOf: (pointer: string) => string;
  /** onOpenField opens the field the editor clicked in the page. */
  onOpenField: (pointer: string) => void;
  /** onOpenFullSize answers a click on "Open full size" (the editor's Preview, which saves unsaved changes first). */
  onOpenFullSize?: (e: MouseEvent<HTMLAnchorElement>, page: string) => void;
}

/** firstPage is the page shown first: the document's own (the site settings' is the home page), else the first. */
export function firstPage(docKey: string, locale: string, pages: readonly string[]): string | undefined {
  const own = docKey === 'home' || docKey === 'site' ? '/' : `/${docKey}`;
  return pages.find((p) => routeOfPath(p, locale) === own) ?? pages[0];
}

type Status =
  | { kind: 'loading' }
  | { kind: 'shown' }
  | { kind: 'failed'; reason: string }
  | { kind: 'stalled' }
  | { kind: 'not-loaded' };

/** useSize follows an element's inner size. */
function useSize<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(() => setSize({ width: el.clientWidth, height: el.clientHeight }));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

/** PreviewPane shows the page of the document with the form's text; a click in it opens a field. */
export function PreviewPane({ docKey, locale, pages, body, labelOf, onOpenField, onOpenFullSize }: PreviewPaneProps) {
  const [chosenPage, setChosenPage] = useState<string | null>(null);
  const page = (chosenPage !== null && pages.includes(chosenPage) ? chosenPage : firstPage(docKey, locale, pages)) ?? '/';
  // The not-found page is shown at an address no page has.
  const nameOf = (p: string) => (docKey === 'not-found' ? 'Page not found' : pageLabel(p));
  const [chosenWidth, setChosenWidth] = useState<number | null>(null);
  const [load, setLoad] = useState(0); // counts the frame's loads, to load it again
  const [status, setStatus] = useState<Status>({ kind: 'loading' });
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [areaRef, area] = useSize<HTMLDivElement>();

  // The widest screen that fits the pane unscaled, until the editor picks one.
  const fitting = [...WIDTHS].reverse().find((w) => w.width <= area.width)?.width ?? WIDTHS[0].width;
  const width = chosenWidth ?? fitting;
  const scale = area.width > 0 ? Math.min(1, area.width / width) : 1;

  // The latest of what the page's answers are handled with, so the listener is set up once.
  const latest = useRef({ docKey, labelOf, onOpenField });
  useEffect(() => {
    latest.current = { docKey, labelOf, onOpenField };
  });

  // One feed of drafts for the pane's life, and the page's messages: set up once.
  const feedRef = useRef<DraftFeed | null>(null);
  useEffect(() => {
    const frameWindow = () => frameRef.current?.contentWindow;
    const feed = createDraftFeed({
      send: (seq, text) => {
        const message: PanelMessage = { kind: 'draft', seq, key: latest.current.docKey, body: text };
        frameWindow()?.postMessage(wrap(message), window.location.origin);
      },
      unanswered: () => setStatus({ kind: 'stalled' }),
      gap: GAP,
      patience: ANSWER_TIME,
    });
    feedRef.current = feed;
    const onMessage = (event: MessageEvent) => {
      if (!isFromWindow(event, window.location.origin, frameWindow())) return;
      const message = readFrameMessage(event.data);
      if (!message) return;
      switch (message.kind) {
        case 'ready':
          feed.ready();
          return;
        case 'rendered':
          feed.answered(message.seq);
          setStatus({ kind: 'shown' });
          return;
        case 'failed':
          feed.answered(message.seq);
          setStatus({ kind: 'failed', reason: message.reason });
          return;
        case 'hover': {
          const answer: PanelMessage = { kind: 'label', pointer: message.pointer, label: latest.current.labelOf(message.pointer) };
          frameWindow()?.postMessage(wrap(answer), window.location.origin);
          return;
        }
        case 'open-field':
          latest.current.onOpenField(message.pointer);
      }
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      feed.stop();
      feedRef.current = null;
    };
  }, []);

  useEffect(() => feedRef.current?.offer(body), [body]);

  // Each load of the frame (another page, Reload) waits for the page to listen again, for so long.
  useEffect(() => {
    feedRef.current?.stop();
    const timer = setTimeout(() => setStatus((s) => (s.kind === 'loading' ? { kind: 'not-loaded' } : s)), LOAD_TIME);
    return () => {
      clearTimeout(timer);
      feedRef.current?.stop();
    };
  }, [page, load]);

  const reload = () => {
    setStatus({ kind: 'loading' });
    setLoad((n) => n + 1);
  };
  const choosePage = (next: string) => {
    setStatus({ kind: 'loading' });
    setChosenPage(next);
  };

  return (
    <section aria-label="Live preview" className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-white shadow-sm">
      <div className="flex flex-wrap items-center gap-2 border-b border-border px-2 py-1.5">
        {pages.length > 1 ? (
          <label className="flex min-w-0 items-center gap-1.5 text-sm">
            <span className="text-muted-foreground">Page</span>
            <select
              value={page}
              onChange={(e) => choosePage(e.target.value)}
              className="h-8 min-w-0 max-w-44 rounded-md border border-border bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-primary"
            >
              {pages.map((p) => (
                <option key={p} value={p}>
                  {nameOf(p)}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <span className="min-w-0 truncate text-sm text-muted-foreground">{nameOf(page)}</span>
        )}
        <div role="group" aria-label="Screen width" className="ml-auto flex rounded-md border border-border p-0.5">
          {WIDTHS.map(({ width: w, name, Icon }) => (
            <button
              key={w}
              type="button"
              aria-pressed={width === w}
              aria-label={`${name} (${w} pixels)`}
              title={`${name}, ${w} pixels wide`}
              onClick={() => setChosenWidth(w)}
              className={cn(
                'flex h-7 items-center gap-1 rounded px-1.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-primary',
                width === w ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              <Icon className="h-3.5 w-3.5" aria-hidden />
              {w}
            </button>
          ))}
        </div>
        <a
          href={previewPath(page)}
          target="_blank"
          rel="noopener"
          onClick={(e) => onOpenFullSize?.(e, page)}
          className={buttonClasses('ghost', 'sm', 'h-8 px-2')}
        >
          <ExternalLink className="h-3.5 w-3.5" aria-hidden />
          Open full size
        </a>
      </div>
      <div ref={areaRef} className="relative min-h-0 flex-1 overflow-hidden bg-muted">
        <div className="mx-auto h-full" style={{ width: width * scale }}>
          <iframe
            key={`${page}#${load}`}
            ref={frameRef}
            src={previewFrameAddress(page)}
            title={`Live preview of ${nameOf(page)}`}
            // The page runs its code, from this site, but cannot lead the panel away, open
            // windows or send forms.
            sandbox="allow-scripts allow-same-origin"
            className="block origin-top-left border-0 bg-white"
            style={{ width, height: scale > 0 ? area.height / scale : area.height, transform: scale < 1 ? `scale(${scale})` : undefined }}
          />
        </div>
        <PreviewStatus status={status} onReload={reload} />
      </div>
    </section>
  );
}

/** PreviewStatus says what keeps the pane from showing the text: the page loading, a text it cannot show, no answer. */
function PreviewStatus({ status, onReload }: { status: Status; onReload: () => void }) {
  if (status.kind === 'shown') return null;
  // A note to see, not a live region: the editor's status line is the one that speaks.
  if (status.kind === 'loading')
    return (
      <p className="absolute left-2 top-2 rounded bg-white/90 px-2 py-1 text-xs text-muted-foreground shadow-sm">
        Loading the page...
      </p>
    );
  const sentence =
    status.kind === 'failed'
      ? `This text cannot be shown as a page: ${status.reason}`
      : status.kind === 'stalled'
        ? `The preview did not answer within ${ANSWER_TIME / 1000} seconds.`
        : `The page did not load in the preview within ${LOAD_TIME / 1000} seconds.`;
  return (
    <div role="alert" className="absolute inset-x-2 top-2 flex items-start gap-2 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-red-950 shadow">
      <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1 break-words">
        {sentence}
        {status.kind === 'failed' ? ' The form keeps your text; change it, or reload the preview.' : ''}
      </p>
      <Button variant="outline" size="sm" className="h-8 shrink-0" onClick={onReload}>
        <RefreshCw className="h-3.5 w-3.5" aria-hidden />
        Reload preview
      </Button>
    </div>
  );
}

import { Eye, PencilLine } from 'lucide-react';
import { lazy, Suspense, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { DEFAULT_LANGUAGE } from '@/lib/languages';
import type { PreviewPaneProps } from './preview-pane';

// The live preview beside an editor: on a window at least 1280 pixels wide the two side by
// side, the preview staying in view as the form scrolls; on a narrower one a Form / Preview
// switch, kept in reach at the top of the screen, each view keeping its place (both stay
// mounted, and the window's scroll is kept for each). The pane's code loads the first time it
// shows.

const PreviewPane = lazy(() => import('./preview-pane').then((m) => ({ default: m.PreviewPane })));

/** BESIDE is the windows whose preview sits beside the form (Tailwind's xl). */
const BESIDE = '(min-width: 1280px)';

function watchBeside(wake: () => void): () => void {
  const query = window.matchMedia(BESIDE);
  query.addEventListener('change', wake);
  return () => query.removeEventListener('change', wake);
}

/** useBeside tells whether the window is wide enough for the preview beside the form. */
function useBeside(): boolean {
  return useSyncExternalStore(watchBeside, () => window.matchMedia(BESIDE).matches, () => false);
}

type View = 'form' | 'preview';

/**
 * framedPages are the pages the preview offers: those showing the document, the not-found page
 * at an address no page has; none for a document only PDFs show (the editor's Preview shows them).
 */
export function framedPages(docKey: string, locale: string, pages: readonly string[]): string[] {
  if (docKey === 'not-found' && pages.length === 0) return [`${locale === DEFAULT_LANGUAGE ? '' : `/${locale}`}/no-such-page`];
  return [...pages];
}

/** PreviewSplit shows an editor (children) and the live preview of its text (PreviewPane), side by side or one at a time. */
export function PreviewSplit({ children, ...pane }: { children: ReactNode } & PreviewPaneProps) {
  const beside = useBeside();
  const [view, setView] = useState<View>('form');
  // The frame loads only once the preview is on the screen, and then stays.
  const [opened, setOpened] = useState(false);
  if (!opened && (beside || view === 'preview')) setOpened(true);

  // Where the window was scrolled in each view; the preview, first shown, comes to the top of the screen.
  const places = useRef<Record<View, number | null>>({ form: 0, preview: null });
  const shownView = useRef<View>(view);
  const paneRef = useRef<HTMLDivElement>(null);
  const show = (next: View) => {
    if (next === view) return;
    places.current[view] = window.scrollY;
    setView(next);
  };
  useLayoutEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    const place = places.current[view];
    if (place === null) paneRef.current?.scrollIntoView({ block: 'start' });
    else window.scrollTo(0, place);
  }, [view]);

  const openField = (pointer: string) => {
    show('form');
    pane.onOpenField(pointer);
  };

  const pages = framedPages(pane.docKey, pane.locale, pane.pages);
  if (pages.length === 0) return <>{children}</>;

  return (
    <>
      <div role="group" aria-label="Show" className="sticky top-0 z-20 mb-3 grid grid-cols-2 gap-1 rounded-lg border border-border bg-white p-1 shadow-sm xl:hidden">
        {(
          [
            ['form', 'Form', PencilLine],
            ['preview', 'Preview', Eye],
          ] as const
        ).map(([value, label, Icon]) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            onClick={() => show(value)}
            className={cn(
              'flex h-9 items-center justify-center gap-2 rounded-md text-sm font-medium focus-visible:outline-2 focus-visible:outline-primary',
              view === value ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
            )}
          >
            <Icon className="h-4 w-4" aria-hidden />
            {label}
          </button>
        ))}
      </div>
      <div className="xl:grid xl:grid-cols-2 xl:items-start xl:gap-4">
        <div className={cn('min-w-0', view === 'preview' && 'hidden xl:block')}>{children}</div>
        <div
          ref={paneRef}
          className={cn(
            'h-[calc(100dvh-9.5rem)] min-h-[24rem] scroll-mt-16 xl:sticky xl:top-4 xl:h-[calc(100vh-7rem)]',
            view === 'form' && 'hidden xl:block',
          )}
        >
          {opened ? (
            <Suspense
              fallback={
                <p className="flex h-full items-center justify-center rounded-lg border border-border bg-white text-sm text-muted-foreground">
                  Loading the preview...
                </p>
              }
            >
              <PreviewPane {...pane} pages={pages} onOpenField={openField} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </>
  );
}

import { lazy, Suspense } from 'react';

// The Media view's code loads when the view first opens, never with the panel.
const MediaLibrary = lazy(() => import('./media-library'));

/** MediaTab is the panel's Media view: the media library, loaded on first use. */
export function MediaTab() {
  return (
    <Suspense
      fallback={
        <p role="status" className="py-8 text-center text-muted-foreground">
          Loading the media library...
        </p>
      }
    >
      <MediaLibrary />
    </Suspense>
  );
}

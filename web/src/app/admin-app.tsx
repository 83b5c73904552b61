import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, redirectDocument, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RichEditorProvider, type RenderRichEditor } from '@/components/admin/rich-editor-context';
import { appQueryClient } from './app-query-client';
import { adminRoutes } from './routes/admin/admin-routes';

// The admin panel's app, loaded only on its own paths (see entry-client.tsx): React Router's
// data router, whose blockers keep unsaved edits from being left by accident, and the query
// cache around every staff page.

// Any other path belongs to the public site ("View site", signing out): the server answers it,
// in one navigation of the whole document (the address changes when the page arrives).
// The editor of rich text, the content editor's, which the records' forms share: it loads
// with the first form that shows a rich text, never with the panel.
const RichTextEditor = lazy(() => import('@/features/content-editor/form/rich-text-editor'));
const renderRichEditor: RenderRichEditor = (props) => <RichTextEditor {...props} />;

const routes: RouteObject[] = [...adminRoutes, { path: '*', loader: ({ request }) => redirectDocument(request.url) }];

/** startAdmin renders the admin panel into container, once the current page's code has loaded. */
export async function startAdmin(container: HTMLElement): Promise<void> {
  // Load the code of the lazy routes the URL matches first: the page shows at once, without a spinner between.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes);
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={appQueryClient()}>
        <RichEditorProvider value={renderRichEditor}>
          <RouterProvider router={router} />
        </RichEditorProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

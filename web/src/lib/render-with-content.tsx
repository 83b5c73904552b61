import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { ContentKey } from '@/content/schema';
import { makeQueryClient } from './query-client';
import { StaticRouter } from './router';
import { resetContent, seedApiData, seedContent } from './site-content';

// A test helper: renders a public page as the server does, from the default content
// documents and the given API lists, with no Intl and no engine collation (the server's
// JavaScript engine has neither), so a page that needs them fails here first.

const defaults = import.meta.glob<{ default: unknown }>('../../content/defaults/*.json', { eager: true });

/** defaultContent is the default document of a key, as web/content/defaults holds it. */
export function defaultContent(key: ContentKey): unknown {
  const doc = defaults[`../../content/defaults/${key}.json`];
  if (!doc) throw new Error(`no default document for ${key}`);
  return doc.default;
}

/**
 * renderWithContent renders an element with only the site document and the given documents
 * in the content store, and the lists in its list store and the query cache, keyed by API path.
 */
export function renderWithContent(element: ReactElement, keys: ContentKey[], lists: Record<string, unknown> = {}, path = '/'): string {
  resetContent();
  seedContent({
    ...Object.fromEntries((['site', ...keys] as ContentKey[]).map((key) => [`/api/content/${key}`, defaultContent(key)])),
  });
  seedApiData(lists);
  const client = makeQueryClient();
  for (const [apiPath, data] of Object.entries(lists)) client.setQueryData([apiPath], data);

  const intl = globalThis.Intl;
  const { localeCompare, toLocaleString: numberToLocale } = { localeCompare: String.prototype.localeCompare, toLocaleString: Number.prototype.toLocaleString };
  const dateToLocale = Date.prototype.toLocaleDateString;
  const unavailable = () => {
    throw new Error('not available in the server renderer');
  };
  try {
    // @ts-expect-error: the server's engine has no Intl.
    delete globalThis.Intl;
    String.prototype.localeCompare = unavailable;
    Number.prototype.toLocaleString = unavailable;
    Date.prototype.toLocaleDateString = unavailable;
    return renderToString(
      <QueryClientProvider client={client}>
        <StaticRouter location={path}>{element}</StaticRouter>
      </QueryClientProvider>,
    );
  } finally {
    globalThis.Intl = intl;
    String.prototype.localeCompare = localeCompare;
    Number.prototype.toLocaleString = numberToLocale;
    Date.prototype.toLocaleDateString = dateToLocale;
    resetContent();
  }
}

/** unfilledSlots lists the {name} slots a rendered page left unfilled. */
export function unfilledSlots(html: string): string[] {
  return html.match(/\{\w+\}/g) ?? [];
}

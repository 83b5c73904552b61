import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { peekContent } from '@/lib/site-content';
import { cn } from '@/lib/cn';
import { editorHref } from '@/lib/admin/panel-links';
import { DEFAULT_LANGUAGE } from '@/lib/languages';
import { contentListQueryOptions, pendingSchedule, scheduleRefetchInterval, type DocumentSummary } from '../api/content-api';
import { documentAbout, documentName, pageLabel } from '@/lib/document-names';
import { usableZone } from '@/lib/time-zone';
import { DocumentStateBadge, publishedWords, ReviewBadge } from './document-state';
import { reviewBadgeWords } from '@/lib/reviews';

/** useContentList reads the documents' states in a language, and looks again while a draft is due to go live. */
export function useContentList(locale: string = DEFAULT_LANGUAGE) {
  return useQuery({
    ...contentListQueryOptions(locale),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => scheduleRefetchInterval(pendingSchedule(query.state.data)),
  });
}

/** siteTimeZone is the site's zone as the list gives it, else as the published settings do. */
function siteTimeZone(docs: DocumentSummary[]): string {
  return usableZone(docs.find((d) => d.timeZone)?.timeZone ?? peekContent('site')?.timeZone);
}

function shownOn(doc: DocumentSummary): string {
  if (doc.key === 'site') return 'Every page';
  const places = [...doc.pages, ...doc.pdfs].map(pageLabel);
  return places.length ? places.join(', ') : '—';
}

/**
 * DocumentList lists the site settings and every page's document with its state. Full, it is
 * the tab's first screen (rows on a wide screen, cards on a phone); compact, it is the side
 * list beside an open editor.
 */
export function DocumentList({ current, compact = false, locale = DEFAULT_LANGUAGE }: { current?: string; compact?: boolean; locale?: string }) {
  const list = useContentList(locale);
  if (!list.data) {
    if (list.error)
      return (
        <p role="alert" className="py-8 text-center text-destructive">
          Could not load the site content: {list.error.message}
        </p>
      );
    return (
      <p role="status" className="py-8 text-center text-muted-foreground">
        Loading site content...
      </p>
    );
  }

  const timeZone = siteTimeZone(list.data);
  if (compact)
    return (
      <nav aria-label="Site content">
        <ul className="space-y-1">
          {list.data.map((doc) => (
            <li key={doc.key}>
              <Link
                to={editorHref(doc.key, locale)}
                aria-current={doc.key === current ? 'page' : undefined}
                className={cn(
                  'flex items-center justify-between gap-2 rounded-md px-3 py-2 text-sm hover:bg-white',
                  'focus-visible:outline-2 focus-visible:outline-primary',
                  doc.key === current ? 'bg-white font-semibold text-primary shadow-sm' : 'text-foreground',
                )}
              >
                <span className="truncate">{documentName(doc.key)}</span>
                {reviewBadgeWords(doc.review) ? (
                  <span
                    className={cn(
                      'shrink-0 rounded-full px-1.5 text-[0.6875rem] font-semibold leading-5',
                      doc.review?.state === 'pending' ? 'bg-violet-100 text-violet-900' : 'bg-amber-100 text-amber-900',
                    )}
                  >
                    {reviewBadgeWords(doc.review)}
                  </span>
                ) : doc.draft ? (
                  <span
                    className={cn('h-2 w-2 shrink-0 rounded-full', doc.draft.publishAt ? 'bg-sky-500' : 'bg-amber-500')}
                    title={doc.draft.publishAt ? 'Scheduled' : 'Draft'}
                  >
                    <span className="sr-only">{doc.draft.publishAt ? '(scheduled)' : '(draft)'}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );

  return (
    <ul className="grid gap-3 md:gap-0 md:divide-y md:divide-border md:overflow-hidden md:rounded-lg md:border md:border-border md:bg-white">
      {list.data.map((doc) => (
        <li
          key={doc.key}
          className={cn(
            'relative rounded-lg border border-border bg-white p-4 shadow-sm hover:bg-muted/40',
            'md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,2fr)_auto] md:items-center md:gap-4 md:rounded-none md:border-0 md:shadow-none',
            'focus-within:bg-muted/40',
          )}
        >
          <div className="min-w-0">
            <h3 className="font-semibold">
              {/* The link covers the whole row or card. */}
              <Link
                to={editorHref(doc.key, locale)}
                className="after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-primary"
              >
                {documentName(doc.key)}
              </Link>
            </h3>
            <p className="text-sm text-muted-foreground">{documentAbout(doc.key)}</p>
          </div>
          <p className="mt-2 text-sm text-muted-foreground md:mt-0">
            <span className="md:sr-only">Shown on: </span>
            {shownOn(doc)}
          </p>
          <div className="mt-3 space-y-1 md:mt-0">
            <div className="flex flex-wrap gap-1.5">
              <DocumentStateBadge doc={doc} timeZone={timeZone} />
              <ReviewBadge review={doc.review} />
            </div>
            <p className="text-xs text-muted-foreground">{publishedWords(doc.published, timeZone)}</p>
          </div>
          <ChevronRight className="absolute right-3 top-4 h-5 w-5 text-muted-foreground md:static" aria-hidden />
        </li>
      ))}
    </ul>
  );
}

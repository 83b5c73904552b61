import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { editorStateQueryOptions, type EditorState } from '@/lib/api/content-documents';
import { sessionQueryOptions, type Session } from '@/lib/api/session';
import { makeQueryClient } from '@/lib/query-client';
import type { Review } from '../api/reviews';
import { ReviewDetail, type CompareProps } from './review-detail';

// The review as its reviewers and the others see it, rendered from the answers the server gives
// (the document's state with its published and draft bodies, the session), put in the query
// cache as the panel's reads would. The compare view is the panel's to give; here it shows
// each side's label and text.

const published = { hero: { title: 'Legal and Compliance', lead: 'We operate from Vaduz.' } };
const draft = { hero: { title: 'Legal and Compliance', lead: 'We operate from Schaan.' } };

const state: EditorState = {
  key: 'legal',
  revision: 5,
  published: { version: 3, updatedAt: '2026-11-01T09:00:00Z', updatedBy: 'ann@example.com', body: published },
  draft: { updatedAt: '2026-11-20T08:00:00Z', updatedBy: 'cy@example.com', baseVersion: 3, publishAt: null, body: draft },
  pages: ['/legal'],
  pdfs: [],
  timeZone: 'Europe/Vaduz',
  reviewRequired: true,
  review: null,
};

const review: Review = {
  id: 4,
  key: 'legal',
  locale: 'en',
  name: 'Legal',
  state: 'pending',
  author: 'cy@example.com',
  note: 'The office moved to Schaan',
  publishAt: '2026-12-01T08:00:00Z',
  submittedAt: '2026-11-20T08:05:00Z',
  canDecide: true,
};

/** Sides shows what the review gives the compare view: each side's label and text. */
function Sides({ left, right, leftLabel, rightLabel }: CompareProps) {
  return (
    <dl>
      <dt>{leftLabel}</dt>
      <dd>{JSON.stringify(left)}</dd>
      <dt>{rightLabel}</dt>
      <dd>{JSON.stringify(right)}</dd>
    </dl>
  );
}

function render(r: Review, me: Session): string {
  const client = makeQueryClient();
  client.setQueryData(editorStateQueryOptions('legal').queryKey, state);
  client.setQueryData(sessionQueryOptions.queryKey, me);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ReviewDetail review={r} timeZone="Europe/Vaduz" onDecided={() => {}} Compare={Sides} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** text is the rendered page's words, without its markup. */
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a review waiting', () => {
  it('shows a reviewer the note, the wished time and the change beside the published text, with both decisions', () => {
    const page = text(render(review, { username: 'ben@example.com', role: 'editor' }));
    expect(page).toContain('Sent for review by cy@example.com on 20 Nov 2026, 09:05');
    expect(page).toContain('The office moved to Schaan');
    expect(page).toContain('Goes live 1 Dec 2026, 09:00 (Europe/Vaduz), once approved');
    // The published text on the left, the draft sent on the right.
    expect(page).toMatch(/Published \(version 3\) .*We operate from Vaduz\..* Sent for review .*We operate from Schaan\./);
    expect(page).toContain('Approve');
    expect(page).toContain('Request changes');
  });

  it('shows a viewer the change without the decisions', () => {
    const page = text(render({ ...review, canDecide: false }, { username: 'val@example.com', role: 'viewer' }));
    expect(page).toContain('We operate from Schaan.');
    expect(page).not.toContain('Approve');
    expect(page).not.toContain('Request changes');
    expect(page).toContain('Owners and the reviewers they name approve this change or send it back');
  });

  it('tells its author that another reviewer decides it', () => {
    const page = text(render({ ...review, canDecide: false }, { username: 'cy@example.com', role: 'editor' }));
    expect(page).not.toContain('Approve');
    expect(page).toContain('You sent this change: another reviewer approves it or sends it back.');
  });
});

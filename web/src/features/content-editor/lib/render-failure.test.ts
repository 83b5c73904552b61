import { describe, expect, it } from 'vitest';
import { renderFailureSentence } from './render-failure';

const at = '2026-11-25T10:00:00Z';

describe('renderFailureSentence', () => {
  it('names the version visitors see and the one that failed', () => {
    expect(renderFailureSentence({ page: '/', visible: 4, failed: 5, at, reason: 'x' })).toBe(
      'Visitors see version 4: version 5 could not be rendered (Home page).',
    );
  });
  it('says when the page was never rendered on the server', () => {
    expect(renderFailureSentence({ page: '/team', visible: 0, failed: 2, at, reason: 'x' })).toBe(
      'Visitors see /team without the text the server makes: version 2 could not be rendered.',
    );
  });
  it('says when something else the page shows made it fail', () => {
    expect(renderFailureSentence({ page: '/team', visible: 3, failed: 3, at, reason: 'x' })).toBe(
      'Visitors see version 3: /team could not be rendered again from what it shows now.',
    );
  });
});

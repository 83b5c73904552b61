import { afterEach, describe, expect, it } from 'vitest';
import { routeContentKey } from './route-content';
import { resetContent, seedContent } from './site-content';

afterEach(resetContent);

describe('routeContentKey', () => {
  it('names the document of a loaded page, with or without a trailing slash', () => {
    seedContent({ '/api/content/home': {}, '/api/content/team': {} });
    expect(routeContentKey('/')).toBe('home');
    expect(routeContentKey('/team')).toBe('team');
    expect(routeContentKey('/team/')).toBe('team');
  });

  it('falls back to the not-found document for a path without a loaded document', () => {
    seedContent({ '/api/content/home': {} });
    expect(routeContentKey('/nowhere')).toBe('not-found');
    expect(routeContentKey('/team/extra')).toBe('not-found');
  });
});

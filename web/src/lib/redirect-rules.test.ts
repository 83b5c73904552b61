import { describe, expect, it } from 'vitest';
import redirectCases from '../../content/testdata/redirects.json';
import { fillPaths, redirectErrors, redirectPath, redirectRules } from './redirect-rules';

type Rule = keyof typeof redirectRules;

// The server runs the same cases (Redirects.Check in Go), so the panel refuses what it refuses, in its words.
describe('the redirect rules both sides read', () => {
  it.each(redirectCases)('checks $from → $to as the server does: $about', (c) => {
    const want: Record<string, string> = {};
    for (const [field, [rule, slots]] of Object.entries((c as { errors?: Record<string, [Rule, Record<string, string>]> }).errors ?? {})) {
      want[field] = fillPaths(redirectRules[rule] as string, slots);
    }
    expect(redirectErrors(c)).toEqual(want);
    if (Object.keys(want).length === 0) expect(redirectPath(c.from)).toBe((c as { stored?: string }).stored ?? c.from);
  });
});

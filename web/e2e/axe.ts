import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe is an axe scan of the page, of every rule (or of the rules of tags), that reports
 * the violations whole and leaves out the details of what passed: the same checks, with
 * less to gather and send back for every scan. It scans in the page itself (axe's legacy
 * mode): the default opens a second page for every scan to merge the results of the frames,
 * which costs a browser process and about as much CPU again as the scan; the pages scanned
 * here have no frames from another origin, the one case that mode is for.
 */
export function axe(page: Page, tags?: string[]): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  return tags ? builder.withTags(tags) : builder;
}

/** expectNoViolations runs the WCAG 2.1 AA checks on what the page shows. */
export async function expectNoViolations(page: Page, what: string): Promise<void> {
  const { violations } = await axe(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(summary, `accessibility violations on ${what}`).toEqual([]);
}

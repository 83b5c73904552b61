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

/** WCAG_21_AA are the tags of axe's rules for WCAG 2.1 levels A and AA. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** AxeChecks says which checks run beside the WCAG 2.1 AA ones. */
export interface AxeChecks {
  /**
   * experimental runs axe's experimental rules too, among them WCAG 2.5.3's: an accessible
   * name holds the text its element shows (label-content-name-mismatch).
   */
  experimental?: boolean;
}

/**
 * violationsOf runs the WCAG 2.1 AA checks on what the page shows and answers what they find,
 * a line per rule: its id, its impact, how many elements and the first three of them.
 */
export async function violationsOf(page: Page, { experimental = false }: AxeChecks = {}): Promise<string[]> {
  const { violations } = await axe(page, experimental ? [...WCAG_21_AA, 'experimental'] : WCAG_21_AA).analyze();
  return violations.map(
    (v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`,
  );
}

/** expectNoViolations runs the WCAG 2.1 AA checks on what the page shows. */
export async function expectNoViolations(page: Page, what: string, checks?: AxeChecks): Promise<void> {
  expect(await violationsOf(page, checks), `accessibility violations on ${what}`).toEqual([]);
}

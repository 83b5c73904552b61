import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe is an axe scan of the page, of every rule (or of the rules of tags), that reports
 * the violations whole and leaves out the details of what passed: the same checks, with
 * less to gather and send back for every scan.
 */
export function axe(page: Page, tags?: string[]): AxeBuilder {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  return tags ? builder.withTags(tags) : builder;
}

import { LINK_PATTERN } from './site-rules';

/** websiteHref makes a partner's website a link: https:// is prefixed when no scheme is given (spec §2). */
export function websiteHref(website: string): string {
  const trimmed = website.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * isWebsite reports whether a partner's website, linked as websiteHref makes it, keeps the
 * one link rule, as the server checks it: "javascript:alert(1)" does not, since
 * https://javascript:alert(1) names no port.
 */
export function isWebsite(website: string): boolean {
  return LINK_PATTERN.test(websiteHref(website));
}

import { LINK_PATTERN, linkRules, trimWhiteSpace } from './site-rules';

const WEBSITE_SCHEME = new RegExp(linkRules.website.scheme);

/**
 * websiteHref makes a partner's website a link (spec §2), by the website rule of rules.json
 * that the server reads too (WebsiteHref in Go): trimmed, and https:// put before an address
 * without http:// or https://.
 */
export function websiteHref(website: string): string {
  const trimmed = trimWhiteSpace(website);
  return WEBSITE_SCHEME.test(trimmed) ? trimmed : linkRules.website.prefix + trimmed;
}

/**
 * isWebsite reports whether a partner's website, linked as websiteHref makes it, keeps the
 * one link rule, as the server checks it: "javascript:alert(1)" does not, since
 * https://javascript:alert(1) names no port.
 */
export function isWebsite(website: string): boolean {
  return LINK_PATTERN.test(websiteHref(website));
}

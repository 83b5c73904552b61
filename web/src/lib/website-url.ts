/** websiteHref makes a partner's website a link: https:// is prefixed when no scheme is given (spec §2). */
export function websiteHref(website: string): string {
  const trimmed = website.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * fillTemplate puts values into a content text's {name} slots: "Connect {wallet}" with
 * { wallet: "A" } reads "Connect A". A slot without a value stays as written, so a typo in
 * the content shows on the page instead of vanishing.
 */
export function fillTemplate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => (Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : slot));
}

/**
 * fillSiteSlots puts values of the site document into a text's {path} slots, a dotted path
 * into that document ("{company.name}", "{contact.privacyEmail}"), so a legal text names
 * the company, its address and its addresses as the site settings state them, in one place.
 * The server fills the PDFs by the same rule. A slot that names no text stays as written.
 */
export function fillSiteSlots(text: string, site: unknown): string {
  return text.replace(/\{(\w+(?:\.\w+)+)\}/g, (slot, path: string) => {
    let value: unknown = site;
    for (const key of path.split('.')) {
      value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
    }
    return typeof value === 'string' || typeof value === 'number' ? String(value) : slot;
  });
}

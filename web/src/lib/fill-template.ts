/**
 * fillTemplate puts values into a content text's {name} slots: "Connect {wallet}" with
 * { wallet: "A" } reads "Connect A". A slot without a value stays as written, so a typo in
 * the content shows on the page instead of vanishing.
 */
export function fillTemplate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => (Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : slot));
}

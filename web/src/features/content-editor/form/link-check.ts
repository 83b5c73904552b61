// Which link addresses an editor may give a link or button: a page or section of this site,
// another site over http(s), an e-mail address or a phone number. Anything that would run
// code (javascript:, data:) or hide characters is refused, with a message that says what to write.

/** hasControl tells a text with a control character (a line break, a tab, a NUL…) or a line separator. */
function hasControl(text: string): boolean {
  return [...text].some((ch) => {
    const code = ch.codePointAt(0)!;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
  });
}
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** LINK_HINT says what a link address may be; shown under every link address field. */
export const LINK_HINT = 'e.g. /team, /#contact, https://…, mailto:… or tel:…';

/** linkProblem returns why href cannot be a link, or null when it can. An empty href is the schema's business ("Required"). */
export function linkProblem(href: string): string | null {
  if (href === '') return null;
  if (hasControl(href)) return 'Remove the line breaks, tabs or other invisible characters from the link.';
  if (/^\s|\s$/.test(href)) return 'Remove the spaces before or after the link.';
  if (href.startsWith('//') || href.startsWith('/\\')) return 'For another site, start with https://.';
  if (href.startsWith('/') || href.startsWith('#')) return null;
  const scheme = SCHEME.exec(href)?.[1].toLowerCase();
  switch (scheme) {
    case 'http':
    case 'https':
      return /^https?:\/\/[^/?#\s]+/i.test(href) ? null : 'Write the whole address, e.g. https://example.com/page.';
    case 'mailto':
      return href.length > 'mailto:'.length ? null : 'Write the e-mail address after mailto:.';
    case 'tel':
      return /^tel:\+?[\d\s().-]+$/i.test(href) ? null : 'Write the phone number after tel:, digits and a leading +.';
    case 'javascript':
    case 'vbscript':
    case 'data':
    case 'file':
      return `Links starting with ${scheme}: are not allowed.`;
    case undefined:
      return 'Start with / for a page of this site, # for a section, or https:// for another site.';
    default:
      return `Links starting with ${scheme}: are not allowed; use https://, mailto: or tel:.`;
  }
}

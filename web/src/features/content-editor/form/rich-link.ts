import { HREF_PATTERN } from '@/content/schema';
import { documentName, pageLabel } from '@/lib/document-names';
import { patternMessage } from './labels';
import { linkProblem } from './link-check';

// What the link dialog of a rich text checks and offers: the one link rule, worded as the
// form words it, and the pages of the site an editor may pick instead of typing an address.

/** MAX_HREF is the longest address a link may have (the schema's). */
export const MAX_HREF = 2000;

/** linkRefusal says why href cannot be a link of a rich text, or null when the link rule takes it. */
export function linkRefusal(href: string): string | null {
  if (href.trim() === '') return 'Enter an address, or pick a page.';
  if (href.length > MAX_HREF) return `An address may have at most ${MAX_HREF} characters.`;
  return linkProblem(href) ?? (HREF_PATTERN.test(href) ? null : patternMessage(HREF_PATTERN.source));
}

/** SitePage is a page or PDF of the site a link may lead to, at its address in the document's language. */
export interface SitePage {
  title: string;
  path: string;
}

/** The documents whose pages are only the frame of others, and the page no one links to. */
const NOT_LINKED = new Set(['site', 'not-found']);

/**
 * sitePages lists the pages and PDFs of the documents, in the order given (the site's), each
 * once: named as the panel names their document ("Privacy policy"), a PDF marked as one, the
 * home page as such.
 */
export function sitePages(documents: ReadonlyArray<{ key: string; pages: string[]; pdfs: string[] }>): SitePage[] {
  const seen = new Set<string>();
  const out: SitePage[] = [];
  for (const doc of documents) {
    if (NOT_LINKED.has(doc.key)) continue;
    const name = documentName(doc.key);
    for (const path of doc.pages) {
      if (seen.has(path) || path.includes('*')) continue;
      seen.add(path);
      out.push({ title: pageLabel(path) === 'Home page' ? 'Home page' : name, path });
    }
    for (const path of doc.pdfs) {
      if (seen.has(path)) continue;
      seen.add(path);
      // A PDF drawn from several documents (the research paper) has a name of its own.
      const label = pageLabel(path);
      out.push({ title: label.endsWith('(PDF)') ? label : `${name} (PDF)`, path });
    }
  }
  return out;
}

/** searchPages keeps the pages whose title or address holds every word of query, case and accents aside. */
export function searchPages(pages: SitePage[], query: string): SitePage[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return pages;
  return pages.filter((page) => {
    const haystack = fold(`${page.title} ${page.path}`);
    return words.every((w) => haystack.includes(w));
  });
}

/** splitSection splits an address into its page and its #section ("/privacy#rights" → "/privacy", "rights"). */
export function splitSection(href: string): { address: string; section: string } {
  const at = href.indexOf('#');
  if (at <= 0) return { address: href, section: '' };
  return { address: href.slice(0, at), section: href.slice(at + 1) };
}

/** joinSection puts a page's address and a section together; a section given without a page is the current page's. */
export function joinSection(address: string, section: string): string {
  const name = section.trim().replace(/^#/, '');
  const base = address.trim();
  if (name === '') return base;
  return `${splitSection(base).address}#${name}`;
}

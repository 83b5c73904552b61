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
  /** title is the page's name in the document's language (the panel's own name in the default one). */
  title: string;
  path: string;
  /** also is the panel's name of the page when the title is another language's: found by a search too. */
  also?: string;
}

/** The documents whose pages are only the frame of others, and the page no one links to. */
const NOT_LINKED = new Set(['site', 'not-found']);

/**
 * sitePages lists the pages and PDFs of the documents, in the order given (the site's), each
 * once: named by titles where it names them (pageTitles of the documents in the language),
 * else as the panel names them: by names (pageTitles without documents: a page after its own
 * document, though it shows others), else after the document listing it ("Privacy policy"),
 * a PDF marked as one, the home page as such.
 */
export function sitePages(
  documents: ReadonlyArray<{ key: string; pages: string[]; pdfs: string[] }>,
  titles: Readonly<Record<string, string>> = {},
  names: Readonly<Record<string, string>> = {},
): SitePage[] {
  const seen = new Set<string>();
  const out: SitePage[] = [];
  const add = (path: string, fallback: string) => {
    seen.add(path);
    const name = names[path] ?? fallback;
    const title = titles[path] ?? name;
    out.push(title === name ? { title, path } : { title, path, also: name });
  };
  for (const doc of documents) {
    if (NOT_LINKED.has(doc.key)) continue;
    const name = documentName(doc.key);
    for (const path of doc.pages) {
      if (seen.has(path) || path.includes('*')) continue;
      add(path, pageLabel(path) === 'Home page' ? 'Home page' : name);
    }
    for (const path of doc.pdfs) {
      if (seen.has(path)) continue;
      // A PDF drawn from several documents (the research paper) has a name of its own.
      const label = pageLabel(path);
      add(path, label.endsWith('(PDF)') ? label : `${name} (PDF)`);
    }
  }
  return out;
}

/** LanguageRoutes are one language's addresses (/api/languages): each route's page and each PDF's, in it. */
export interface LanguageRoutes {
  pages: Record<string, string>;
  files: Record<string, string>;
}

/** routeDocument is the document of a page's route, as the site reads it ("/" is home, "/research" research). */
export function routeDocument(route: string): string {
  return route === '/' ? 'home' : route.slice(1);
}

/** Where a document's words are, as far as its title is concerned: any of these may be missing. */
interface TitledDoc {
  title?: unknown;
  seo?: { title?: unknown };
  header?: { homeLabel?: unknown };
  documents?: { items?: unknown };
  paper?: { title?: unknown };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/**
 * documentTitle is the title of a document's page in its language: the heading of a legal text
 * ("Datenschutzerklärung"), else its SEO title without the site's name after " | ".
 */
export function documentTitle(doc: unknown): string | undefined {
  if (doc === null || typeof doc !== 'object') return undefined;
  const d = doc as TitledDoc;
  const own = text(d.title);
  if (own) return own;
  const seo = text(d.seo?.title);
  return seo?.split(' | ')[0].trim() || undefined;
}

/**
 * pageTitles names each page and PDF of a language by its address in it, from the documents
 * published in that language (keyed by document): a page by its own document's title, the
 * home page by the site's name of it ("QRS-Startseite"), a legal PDF by the title the legal
 * page gives it, the research paper by its title. In the default language, given no
 * documents, every page takes the panel's name of its document, so that a page showing
 * several documents (the whitepaper shows the coin's too) is named after its own.
 */
export function pageTitles(routes: LanguageRoutes, docs: Readonly<Record<string, unknown>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [route, path] of Object.entries(routes.pages)) {
    const key = routeDocument(route);
    const doc = docs[key] as TitledDoc | undefined;
    const site = docs.site as TitledDoc | undefined;
    out[path] = (key === 'home' ? text(site?.header?.homeLabel) : documentTitle(doc)) ?? (key === 'home' ? 'Home page' : documentName(key));
  }
  const legal = docs.legal as TitledDoc | undefined;
  const items = Array.isArray(legal?.documents?.items) ? (legal.documents.items as Array<{ title?: unknown; href?: unknown }>) : [];
  for (const item of items) {
    const title = text(item.title);
    const path = typeof item.href === 'string' ? routes.files[item.href] : undefined;
    if (title && path) out[path] = `${title} (PDF)`;
  }
  const paper = text((docs.research as TitledDoc | undefined)?.paper?.title);
  const paperPath = routes.files['/api/research-paper'];
  if (paper && paperPath) out[paperPath] = `${paper} (PDF)`;
  return out;
}

/** titleDocuments are the documents pageTitles reads for a language's routes: each page's own, the site's, the legal page's and the research page's. */
export function titleDocuments(routes: LanguageRoutes): string[] {
  const keys = new Set(['site', 'legal', 'research']);
  for (const route of Object.keys(routes.pages)) keys.add(routeDocument(route));
  return [...keys];
}

/** UploadedFile is a file of the site's uploads in use (a download's), which a link may lead to. */
export interface UploadedFile {
  title: string;
  path: string;
}

/**
 * filesInUse lists the uploads the records use (the downloads' files), each once, in the order
 * given: only addresses under /uploads/, named by their record's title or else their file name.
 */
export function filesInUse(records: ReadonlyArray<{ title?: string; pdfUrl?: string }>): UploadedFile[] {
  const seen = new Set<string>();
  const out: UploadedFile[] = [];
  for (const record of records) {
    const path = record.pdfUrl ?? '';
    if (!path.startsWith('/uploads/') || seen.has(path)) continue;
    seen.add(path);
    out.push({ title: text(record.title) ?? path.slice('/uploads/'.length), path });
  }
  return out;
}

/**
 * searchPages keeps the pages (or files) whose title or address, or the panel's name of it,
 * holds every word of query, case and accents aside ("ü" is found by "u").
 */
export function searchPages<T extends { title: string; path: string; also?: string }>(pages: T[], query: string): T[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return pages;
  return pages.filter((page) => {
    const haystack = fold(`${page.title} ${page.path} ${page.also ?? ''}`);
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

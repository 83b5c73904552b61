import { Fragment, type ReactNode } from 'react';
import type { RichBlock, RichDoc, RichParagraph, RichText as RichTextValue, RichTextNode } from '@/content/schema';
import { AnchorLink } from '@/components/layout/anchor-link';
import { cn } from '@/lib/cn';
import { isInline, linkOf, SAFE_HREF } from '@/lib/rich-text';
import { languageOf, pageLanguage } from '@/lib/languages';

// The one renderer of rich text (docs/rich-text.md), on the server and in the browser alike.
// A string renders as it always did, in its element, so that a page of plain texts is the
// same HTML to the byte. A document is built from React elements only: its texts are
// children, never markup, so a "<script>" typed into a text shows as typed.

/**
 * Host is the element a text had on its page. A one-paragraph document renders its words
 * inside it; a document of several blocks renders them inside it, or, when it may hold
 * only words (a <p>, a <span>), in a <div> in its place with the same classes.
 */
type Host = 'p' | 'span' | 'div' | 'blockquote' | 'li' | 'th' | 'td';

/** EXTERNAL is an address of another site. */
const EXTERNAL = /^https?:\/\//;

/**
 * isPage tells an address of a page or section of this site, which the site's own links
 * follow (in the reader's language, scrolling to a home section); an upload or another file
 * is opened by the browser.
 */
function isPage(href: string): boolean {
  const [path] = href.split(/[?#]/);
  return path === '' || (path.startsWith('/') && !/^\/(?:uploads|api|legal)\//.test(path) && !/\.[A-Za-z0-9]{1,5}$/.test(path));
}

const LINK_CLASS = 'font-medium underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current';
const LIST_CLASS = 'space-y-1.5 pl-6 marker:text-accent';

function marked(node: RichTextNode): ReactNode {
  let out: ReactNode = node.text;
  if (node.marks?.some((m) => m.type === 'italic')) out = <em>{out}</em>;
  if (node.marks?.some((m) => m.type === 'bold')) out = <strong>{out}</strong>;
  return out;
}

/** inlines renders a paragraph's texts, neighbouring texts of one link as one link. */
function inlines(p: RichParagraph, linked = true): ReactNode[] {
  const out: ReactNode[] = [];
  const nodes = p.content;
  for (let i = 0; i < nodes.length; ) {
    const link = linkOf(nodes[i]);
    let j = i + 1;
    while (link && j < nodes.length && sameLink(link, linkOf(nodes[j]))) j++;
    const words = nodes.slice(i, j).map((n, k) => <Fragment key={i + k}>{marked(n)}</Fragment>);
    const { href, target } = link?.attrs ?? {};
    if (!linked || href === undefined || !SAFE_HREF.test(href)) out.push(...words);
    else {
      const rel = target === '_blank' ? 'noopener noreferrer' : EXTERNAL.test(href) ? 'noopener' : undefined;
      out.push(
        isPage(href) && !target ? (
          <AnchorLink key={i} href={href} className={LINK_CLASS}>
            {words}
          </AnchorLink>
        ) : (
          <a key={i} href={href} target={target} rel={rel} className={LINK_CLASS}>
            {words}
          </a>
        ),
      );
    }
    i = j;
  }
  return out;
}

const sameLink = (a: ReturnType<typeof linkOf>, b: ReturnType<typeof linkOf>) => a?.attrs.href === b?.attrs.href && a?.attrs.target === b?.attrs.target;

function block(b: RichBlock, key: number, linked = true): ReactNode {
  if (b.type === 'paragraph') return <p key={key}>{inlines(b, linked)}</p>;
  const items = b.content.map((item, i) => <li key={i}>{inlines(item.content[0], linked)}</li>);
  return b.type === 'bulletList' ? (
    <ul key={key} className={cn('list-disc', LIST_CLASS)}>
      {items}
    </ul>
  ) : (
    <ol key={key} className={cn('list-decimal', LIST_CLASS)}>
      {items}
    </ol>
  );
}

export interface RichTextProps {
  value: RichTextValue;
  /** as is the element the text had: it holds a string or a one-paragraph document's words. */
  as?: Host;
  /** blocksAs holds a document of several blocks; by default the host, or a <div> for a <p> or <span>. */
  blocksAs?: Exclude<Host, 'p' | 'span'>;
  className?: string;
  /** blocksClassName spaces a document's blocks from each other. */
  blocksClassName?: string;
  id?: string;
  /** lang names the text's language where it differs from the page's (a record's field shown untranslated). */
  lang?: string;
  /** before and after stand in the element around the text (a quotation mark, a link that follows the words). */
  before?: ReactNode;
  after?: ReactNode;
  /** links false shows a link's words alone, where the text stands inside a link of the page. */
  links?: boolean;
  /**
   * quoted puts quotation marks around words (a string, or one paragraph); a quote of several
   * paragraphs or a list is marked by its setting (a quote icon) alone.
   */
  quoted?: boolean;
}

/** words answers a string, or a document of one paragraph (isInline), as the words it shows; undefined for a document of blocks. */
function words(value: RichTextValue, linked = true): ReactNode {
  if (!isInline(value)) return undefined;
  return typeof value === 'string' ? value : inlines(value.content[0] as RichParagraph, linked);
}

/**
 * RichContent renders a rich text where its words stood beside other children of an element
 * (a bullet's dot in a flex row): a string as it is; a paragraph's words in a <span>, so that
 * a link or a bold word does not become a flex item of its own; several blocks in a <div> of
 * className.
 */
export function RichContent({ value, className = 'space-y-3' }: { value: RichTextValue; className?: string }) {
  if (typeof value === 'string') return value;
  const inline = words(value);
  return inline !== undefined ? <span>{inline}</span> : <div className={className}>{value.content.map((b, i) => block(b, i))}</div>;
}

/**
 * RichText renders a prose() or body() text of the content, its slots already filled
 * (lib/rich-text.ts fillRichSiteSlots, fillRichTemplate): <p>, <ul>, <ol>, <li>, <strong>,
 * <em> and <a href>. A link to another site gets rel="noopener"; only the editor's explicit
 * choice opens a new window.
 */
export function RichText({ value, as: Tag = 'p', blocksAs, className, blocksClassName = 'space-y-3', id, lang, before, after, links = true, quoted = false }: RichTextProps) {
  const inline = words(value, links);
  if (inline !== undefined && quoted) {
    // The marks of the language the words are in: the page's, or the one lang names.
    const [open, close] = languageOf(lang ?? pageLanguage()).format.quotes;
    before = open;
    after = close;
  }
  if (inline !== undefined) {
    // A string alone is the element's only child, as it was before rich text: the same HTML.
    return before === undefined && after === undefined ? (
      <Tag id={id} className={className} lang={lang}>
        {inline}
      </Tag>
    ) : (
      <Tag id={id} className={className} lang={lang}>
        {before}
        {inline}
        {after}
      </Tag>
    );
  }
  const Blocks = blocksAs ?? (Tag === 'p' || Tag === 'span' ? 'div' : Tag);
  return (
    <Blocks id={id} className={cn(className, blocksClassName)} lang={lang}>
      {before}
      {(value as RichDoc).content.map((b, i) => block(b, i, links))}
      {after}
    </Blocks>
  );
}

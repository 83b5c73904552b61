import { useEffect, useState } from 'react';
import { AnchorLink } from './anchor-link';
import { buttonClasses } from '@/components/ui/button';
import { RichText } from '@/components/ui/rich-text';
import type { PageLink } from '@/lib/closest-pages';
import { useContent } from '@/lib/site-content';
import { localizeHref } from '@/lib/site-languages';

/**
 * NotFoundPage is shown for every unknown path (the server answers it with status 404). It
 * offers the main sections of the site (the header's menu), and, once its script runs, the
 * pages whose address or name is closest to the one asked for, in the page's language: the
 * page is the same for every unknown path, so the server renders no suggestion of its own.
 */
export function NotFoundPage() {
  const page = useContent('not-found');
  const site = useContent('site');
  // Found in the browser, for the address asked (the server renders one page for them all),
  // by code loaded then: the pages that never miss load none of it.
  const [suggestions, setSuggestions] = useState<PageLink[]>([]);
  useEffect(() => {
    const links: PageLink[] = [
      ...site.header.menu.flatMap((item) => [item, ...(item.children ?? [])]),
      ...site.footer.columns.flatMap((column) => column.links),
      ...site.footer.legalLinks,
    ].map((l) => ({ label: l.label, href: localizeHref(l.href) }));
    let current = true;
    void import('@/lib/closest-pages').then(({ closestPages }) => {
      if (current) setSuggestions(closestPages(window.location.pathname, links));
    });
    return () => {
      current = false;
    };
  }, [site]);
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{page.heading}</h1>
      <RichText value={page.text} className="mt-3 text-lg text-muted-foreground" />
      {suggestions.length > 0 ? (
        <LinkNav
          id="not-found-suggestions"
          heading={page.suggestions}
          links={suggestions}
          className="mt-8"
          listClassName="mt-3 flex flex-wrap justify-center gap-3"
          linkClassName={buttonClasses('outline', 'md')}
        />
      ) : null}
      <AnchorLink href={page.homeButton.href} className={buttonClasses('primary', 'lg', 'mt-8')}>
        {page.homeButton.label}
      </AnchorLink>
      <LinkNav
        id="not-found-sections"
        heading={page.sections}
        links={site.header.menu}
        className="mt-12 w-full border-t border-border pt-8"
        listClassName="mt-4 grid gap-2 sm:grid-cols-2"
        linkClassName="inline-block py-1 text-primary underline underline-offset-4 hover:no-underline"
      />
    </div>
  );
}

/** LinkNav is a list of links named by its heading (none while the page has no words for it). */
function LinkNav({
  id,
  heading,
  links,
  className,
  listClassName,
  linkClassName,
}: {
  id: string;
  heading: string | undefined;
  links: readonly PageLink[];
  className: string;
  listClassName: string;
  linkClassName: string;
}) {
  return (
    <nav aria-labelledby={heading ? id : undefined} className={className}>
      {heading ? (
        <h2 id={id} className="text-lg font-semibold">
          {heading}
        </h2>
      ) : null}
      <ul className={listClassName}>
        {links.map((l) => (
          <li key={l.href}>
            <AnchorLink href={l.href} className={linkClassName}>
              {l.label}
            </AnchorLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

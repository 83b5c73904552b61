import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { isPlainLeftClick, Link, useLocation, useNavigate, type NavigateFunction } from '@/lib/router';
import { scrollToSection } from '@/lib/lazy-layout';
import { localizeHref } from '@/lib/site-languages';

/** AnchorState marks a navigation whose scrolling the link already did. */
export interface AnchorState {
  anchorScrolled?: boolean;
}

/**
 * scrollIfSamePage handles a click on a home-section link ("/#about") made on that very
 * page: it scrolls there at once and records the hash, returning true. From another page it
 * returns false and the router navigates; the scroll manager then waits for the section.
 */
export function scrollIfSamePage(href: string, pathname: string, navigate: NavigateFunction): boolean {
  const hashIndex = href.indexOf('#');
  if (hashIndex < 0) return false;
  const targetPath = href.slice(0, hashIndex) || '/';
  const sectionId = href.slice(hashIndex + 1);
  if (!sectionId || targetPath !== pathname) return false;
  const el = document.getElementById(sectionId);
  if (!el) return false;
  scrollToSection(el);
  navigate({ pathname: targetPath, hash: sectionId }, { state: { anchorScrolled: true } satisfies AnchorState, preventScrollReset: true });
  return true;
}

export { isPlainLeftClick };

/**
 * AnchorLink links to a page or to a home-page section ("/#about") with the scrolling of spec
 * §2, in the page's language: the content names the default language's paths ("/research"),
 * and a German page links to "/de/forschung".
 */
export function AnchorLink({
  href: given,
  children,
  onNavigate,
  ...props
}: { href: string; children: ReactNode; onNavigate?: () => void } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const href = localizeHref(given);
  const { pathname } = useLocation();
  const navigate = useNavigate();

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    props.onClick?.(e);
    onNavigate?.();
    if (e.defaultPrevented || !isPlainLeftClick(e)) return;
    if (scrollIfSamePage(href, pathname, navigate)) e.preventDefault();
  };

  return (
    <Link to={href} {...props} onClick={onClick}>
      {children}
    </Link>
  );
}

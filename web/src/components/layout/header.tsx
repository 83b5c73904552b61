import { ChevronDown, Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useLocation } from '@/lib/router';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ContentDocs } from '@/content/schema';
import { fillTemplate } from '@/lib/fill-template';
import { useContent } from '@/lib/site-content';
import { localizeHref } from '@/lib/site-languages';
import { AnchorLink } from './anchor-link';
import { siteLang } from './language-notices';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

/** Header is the site's sticky header with its submenus and the mobile menu (spec §2). */
export function Header() {
  const { header } = useContent('site');
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const location = useLocation();
  const mobileMenuId = useId();
  const mobileToggleId = useId();

  // Any navigation closes the menus (adjusting state while rendering, as React advises).
  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setMobileOpen(false);
    setOpenMenu(null);
  }

  // A click outside the open menu, or Escape, closes it. Outside means outside the menu and
  // its own toggle: the logo, empty header space and the other entries count as outside.
  useEffect(() => {
    if (!openMenu && !mobileOpen) return;
    const onPointerDown = (e: PointerEvent) => {
      const target = e.target as Node;
      const inside = (...ids: string[]) => ids.some((id) => document.getElementById(id)?.contains(target));
      if (mobileOpen) {
        if (!inside(mobileMenuId, mobileToggleId)) {
          setOpenMenu(null);
          setMobileOpen(false);
        }
      } else if (openMenu && !inside(submenuId(openMenu, 'desktop'), chevronId(openMenu))) {
        setOpenMenu(null);
      }
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (openMenu) {
        document.getElementById(chevronId(openMenu))?.focus();
        setOpenMenu(null);
      } else setMobileOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [openMenu, mobileOpen, mobileMenuId, mobileToggleId]);

  const toggle = (label: string) => setOpenMenu((cur) => (cur === label ? null : label));

  return (
    <header lang={siteLang()} className="sticky top-0 z-40 border-b border-border bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <AnchorLink href="/" className="flex shrink-0 items-center gap-2 rounded focus-visible:outline-2 focus-visible:outline-primary" aria-label={header.homeLabel}>
          <Logo />
        </AnchorLink>

        <nav aria-label={header.mainNavLabel} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {header.menu.map((item) => (
              <li key={item.label} className="relative">
                <DesktopItem item={item} toggleLabel={header.submenuToggle} open={openMenu === item.label} onToggle={() => toggle(item.label)} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <LanguageSwitcher className="hidden lg:flex" />
          <AnchorLink href={header.contactButton.href} className={buttonClasses('primary', 'md')}>
            {header.contactButton.label}
          </AnchorLink>
          <button
            type="button"
            id={mobileToggleId}
            className="inline-flex h-11 w-11 items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary lg:hidden"
            aria-expanded={mobileOpen}
            aria-controls={mobileMenuId}
            aria-label={mobileOpen ? header.closeMenu : header.openMenu}
            onClick={() => setMobileOpen((o) => !o)}
          >
            {mobileOpen ? <X className="h-6 w-6" aria-hidden /> : <Menu className="h-6 w-6" aria-hidden />}
          </button>
        </div>

        <nav
          id={mobileMenuId}
          aria-label={header.mobileNavLabel}
          hidden={!mobileOpen}
          className="absolute inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-border bg-white shadow-lg lg:hidden"
        >
          <ul className="space-y-1 px-4 py-4">
            {header.menu.map((item) => (
              <li key={item.label}>
                <MobileItem item={item} toggleLabel={header.submenuToggle} open={openMenu === item.label} onToggle={() => toggle(item.label)} />
              </li>
            ))}
            <li className="pt-2">
              <AnchorLink href={header.contactButton.href} className={buttonClasses('primary', 'lg', 'w-full')}>
                {header.contactButton.label}
              </AnchorLink>
            </li>
            <li className="border-t border-border pt-3">
              <LanguageSwitcher className="flex" />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}

/** NavItem is a header entry, optionally with a submenu and a highlight. */
type NavItem = ContentDocs['site']['header']['menu'][number];

function chevronId(label: string) {
  return `submenu-toggle-${label.toLowerCase().replace(/\s+/g, '-')}`;
}

function submenuId(label: string, variant: 'desktop' | 'mobile') {
  return `submenu-${variant}-${label.toLowerCase().replace(/\s+/g, '-')}`;
}

/** isCurrent tells whether href is the page shown at pathname; a home section ("/#about")
 * never is, or every section of the home page would claim to be the page. */
function isCurrent(href: string, pathname: string): boolean {
  return !href.includes('#') && localizeHref(href) === pathname;
}

/** within tells whether the page shown is the entry's own or one of its submenu's. */
function within(item: NavItem, pathname: string): boolean {
  return isCurrent(item.href, pathname) || (item.children ?? []).some((c) => isCurrent(c.href, pathname));
}

// The coin entry is the spec's call to action: an amber outline, like a button. The current
// page, or the section holding it, is marked otherwise: a blue bar under the entry. The two
// never look alike, so the coin entry does not read as the page one is on.
const itemClasses = (highlight: boolean | undefined, here: boolean) =>
  cn(
    'relative rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-primary',
    highlight
      ? 'border border-coin-strong/40 text-coin-strong hover:bg-coin-soft'
      : 'text-foreground hover:bg-muted hover:text-primary',
    here && 'font-semibold text-primary after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-primary',
  );

/** currentProps marks a link to the page shown for assistive technology. */
function currentProps(href: string, pathname: string) {
  return isCurrent(href, pathname) ? ({ 'aria-current': 'page' } as const) : {};
}

function DesktopItem({ item, toggleLabel, open, onToggle }: { item: NavItem; toggleLabel: string; open: boolean; onToggle: () => void }) {
  const { pathname } = useLocation();
  const here = within(item, pathname);
  if (!item.children) {
    return (
      <AnchorLink href={item.href} className={cn(itemClasses(item.highlight, here), 'block')} {...currentProps(item.href, pathname)}>
        {item.label}
      </AnchorLink>
    );
  }
  const menuId = submenuId(item.label, 'desktop');
  return (
    <div className="flex items-center">
      <AnchorLink href={item.href} className={cn(itemClasses(item.highlight, here), 'block pr-1')} {...currentProps(item.href, pathname)}>
        {item.label}
      </AnchorLink>
      <button
        type="button"
        id={chevronId(item.label)}
        className="rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={fillTemplate(toggleLabel, { label: item.label })}
        onClick={onToggle}
      >
        <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute left-0 top-full mt-1 min-w-52 rounded-lg border border-border bg-white p-1.5 shadow-lg"
      >
        {item.children.map((child) => (
          <li key={child.href}>
            <AnchorLink
              href={child.href}
              className={cn(
                'block rounded-md px-3 py-2 text-sm text-foreground hover:bg-secondary hover:text-primary focus-visible:outline-2 focus-visible:outline-primary',
                isCurrent(child.href, pathname) && 'bg-secondary font-semibold text-primary',
              )}
              {...currentProps(child.href, pathname)}
            >
              {child.label}
            </AnchorLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MobileItem({ item, toggleLabel, open, onToggle }: { item: NavItem; toggleLabel: string; open: boolean; onToggle: () => void }) {
  const { pathname } = useLocation();
  const linkClass = cn(itemClasses(item.highlight, within(item, pathname)), 'block flex-1 py-3 text-base');
  if (!item.children) {
    return (
      <AnchorLink href={item.href} className={linkClass} {...currentProps(item.href, pathname)}>
        {item.label}
      </AnchorLink>
    );
  }
  const menuId = submenuId(item.label, 'mobile');
  return (
    <div>
      <div className="flex items-center gap-1">
        <AnchorLink href={item.href} className={linkClass} {...currentProps(item.href, pathname)}>
          {item.label}
        </AnchorLink>
        <button
          type="button"
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={fillTemplate(toggleLabel, { label: item.label })}
          onClick={onToggle}
        >
          <ChevronDown className={cn('h-5 w-5 transition-transform', open && 'rotate-180')} aria-hidden />
        </button>
      </div>
      <ul id={menuId} hidden={!open} className="ml-4 border-l border-border pl-3">
        {item.children.map((child) => (
          <li key={child.href}>
            <AnchorLink
              href={child.href}
              className={cn('block rounded-md px-3 py-3 text-base text-foreground hover:bg-secondary', isCurrent(child.href, pathname) && 'bg-secondary font-semibold text-primary')}
              {...currentProps(child.href, pathname)}
            >
              {child.label}
            </AnchorLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

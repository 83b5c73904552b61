// The header and footer menus of spec §2.

/** NavLink is a menu entry; an href starting with "/#" is a home-page anchor. */
export interface NavLink {
  label: string;
  href: string;
}

/** NavItem is a header entry, optionally with a submenu and a highlight. */
export interface NavItem extends NavLink {
  children?: NavLink[];
  highlight?: boolean;
}

/** headerNav is the header menu, in the spec's order. */
export const headerNav: NavItem[] = [
  { label: 'About', href: '/#about' },
  { label: 'Benefits', href: '/#benefits' },
  { label: 'Technology', href: '/#technology' },
  {
    label: 'Research',
    href: '/research',
    children: [
      { label: 'Research Papers', href: '/research-papers' },
      { label: 'Space Research', href: '/space-research' },
      { label: 'Downloads', href: '/downloads' },
    ],
  },
  { label: 'QRS Coin', href: '/qrs-coin', highlight: true, children: [{ label: 'Whitepaper', href: '/whitepaper' }] },
  { label: 'Team', href: '/team', children: [{ label: 'Global Partners', href: '/global-partners' }] },
  { label: 'Gallery', href: '/gallery' },
];

/** contactButton is the header's call to action. */
export const contactButton: NavLink = { label: 'Contact Us', href: '/#contact' };

/** footerColumns are the footer's link columns. */
export const footerColumns: Array<{ heading: string; links: NavLink[] }> = [
  {
    heading: 'Company',
    links: [
      { label: 'About', href: '/#about' },
      { label: 'Team', href: '/team' },
      { label: 'Research', href: '/research' },
      { label: 'Contact', href: '/#contact' },
    ],
  },
  {
    heading: 'Products',
    links: [
      { label: 'Technology', href: '/#technology' },
      { label: 'Coin', href: '/qrs-coin' },
      { label: 'Whitepaper', href: '/whitepaper' },
      { label: 'Downloads', href: '/downloads' },
    ],
  },
];

/** footer holds the footer's fixed lines. */
export const footer = {
  tagline: 'Quantum resonance therapy: pulsating magnetic fields for health at the level of the cell.',
  copyright: '© 2025 QRS. All rights reserved.',
  notice: 'The content of this site is information, not medical or investment advice.',
  noticeLink: 'Read the legal notes',
  legalLinks: [
    { label: 'Privacy', href: '/privacy' },
    { label: 'Terms', href: '/terms' },
  ],
  adminLink: { label: 'Admin', href: '/qrsadmin' },
};

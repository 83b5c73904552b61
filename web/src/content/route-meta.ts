// Per-route <title> and meta description, shared by the prerender and the client.

/** RouteMeta is what a page says about itself to browsers and search engines. */
export interface RouteMeta {
  title: string;
  description: string;
}

const suffix = ' | QRS Quantum Resonance Therapy';

/** routeMeta maps each public route to its title and description. */
export const routeMeta: Record<string, RouteMeta> = {
  '/': {
    title: 'QRS – A Quantum Leap in Medicine and Wellness',
    description:
      'Quantum resonance therapy with weak, dosed pulsating magnetic fields: benefits, technology, clinical study with 133 patients, devices and the QRS Coin.',
  },
  '/research': {
    title: `Scientific Research${suffix}`,
    description: 'Therapy principles, four patents, medical benefits and clinical study data of pulsating magnetic field therapy. Download the complete research paper.',
  },
  '/research-papers': {
    title: `Research Papers${suffix}`,
    description: 'Research papers on pulsed electromagnetic field therapy, with authors, journals and PDF downloads.',
  },
  '/space-research': {
    title: `Space Research${suffix}`,
    description: 'A research dedication aboard a space station and the correspondence that followed it.',
  },
  '/qrs-coin': {
    title: `QRS Coin${suffix}`,
    description: 'The QRS Coin: buy 100 coins for 100 USD with a 200 USD discount on the home therapy system, wallets and listing roadmap.',
  },
  '/downloads': {
    title: `Documentation Library${suffix}`,
    description: 'Usage instructions, catalogues and research documents to download.',
  },
  '/gallery': {
    title: `Gallery${suffix}`,
    description: 'Images and videos of QRS devices, centres and events.',
  },
  '/whitepaper': {
    title: `Whitepaper${suffix}`,
    description: 'The QRS Coin whitepaper: problem, vision, technology, utility, tokenomics of 50,000,000 coins, roadmap and legal notes.',
  },
  '/team': {
    title: `Team${suffix}`,
    description: 'The people behind quantum resonance therapy and the QRS Coin.',
  },
  '/global-partners': {
    title: `Global Partners${suffix}`,
    description: 'QRS clinics, distributors and research centres around the world.',
  },
  '/legal': {
    title: `Legal and Compliance${suffix}`,
    description: 'Compliance status, risk disclosure, legal documents and company information of QRS, Liechtenstein.',
  },
  '/download-site': {
    title: `Download the Site Package${suffix}`,
    description: 'Download the complete QRS site as a static package (tar.gz).',
  },
  '/privacy': {
    title: `Privacy Policy${suffix}`,
    description: 'How QRS processes personal data under the GDPR and the data protection law of Liechtenstein.',
  },
  '/terms': {
    title: `Terms of Use${suffix}`,
    description: 'The terms of use of the QRS website.',
  },
};

/** notFoundMeta is the meta of the not-found page. */
export const notFoundMeta: RouteMeta = {
  title: `Page Not Found${suffix}`,
  description: 'The page you are looking for does not exist.',
};

/** metaFor returns the meta of a path, or the not-found meta. */
export function metaFor(pathname: string): RouteMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routeMeta[path] ?? notFoundMeta;
}

/** prerenderedRoutes are the routes whose HTML is written at build time (no API data). */
export const prerenderedRoutes = [
  '/',
  '/research',
  '/space-research',
  '/qrs-coin',
  '/whitepaper',
  '/legal',
  '/download-site',
  '/privacy',
  '/terms',
];

/** clientRoutes are rendered in the browser from the shell: the data pages and the admin. */
export const clientRoutes = ['/team', '/global-partners', '/research-papers', '/downloads', '/gallery', '/admin', '/qrsadmin'];

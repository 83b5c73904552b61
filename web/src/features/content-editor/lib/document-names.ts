// What editors call each content document, and where it shows.

const NAMES: Record<string, { name: string; about: string }> = {
  site: { name: 'Site settings', about: 'Menu, footer, company, contact details and the contact form' },
  home: { name: 'Home', about: 'The landing page' },
  research: { name: 'Research', about: 'The clinical research page and the research paper (PDF)' },
  'research-papers': { name: 'Research papers', about: 'The page listing the papers' },
  'space-research': { name: 'Space research', about: 'The space research page' },
  'qrs-coin': { name: 'QRS Coin', about: 'The coin page, its roadmap and tokenomics' },
  whitepaper: { name: 'Whitepaper', about: 'The whitepaper page' },
  team: { name: 'Team', about: 'The words around the team members' },
  'global-partners': { name: 'Global partners', about: 'The words around the partners' },
  downloads: { name: 'Downloads', about: 'The words around the downloads' },
  gallery: { name: 'Gallery', about: 'The words around the pictures and videos' },
  legal: { name: 'Legal', about: 'The legal and compliance page' },
  privacy: { name: 'Privacy policy', about: 'The privacy page and its PDF' },
  terms: { name: 'Terms of service', about: 'The terms page and its PDF' },
  'download-site': { name: 'Download the site', about: 'The site package page' },
  'not-found': { name: 'Page not found', about: 'What a visitor sees at an address that does not exist' },
  'token-sale-agreement': { name: 'Token sale agreement (PDF)', about: 'A PDF only, offered on the legal page' },
  'aml-kyc-policy': { name: 'AML/KYC policy (PDF)', about: 'A PDF only, offered on the legal page' },
};

/** documentName is a document's name for editors ("qrs-coin" → "QRS Coin"); an unknown key is spelled out. */
export function documentName(key: string): string {
  const known = NAMES[key]?.name;
  if (known) return known;
  const spaced = key.replace(/[-_]+/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** documentAbout says in a few words what a document holds. */
export function documentAbout(key: string): string {
  return NAMES[key]?.about ?? '';
}

/** previewPath is where the draft of a public page or PDF is shown: "/qrs-coin" → "/preview/qrs-coin", "/" → "/preview/". */
export function previewPath(publicPath: string): string {
  return `/preview${publicPath.startsWith('/') ? publicPath : `/${publicPath}`}`;
}

/** pageLabel names a public route or PDF for a link: "/" → "Home page", "/api/research-paper" → "Research paper (PDF)". */
export function pageLabel(path: string): string {
  if (path === '/' || /^\/[a-z]{2}$/.test(path)) return 'Home page';
  if (path.endsWith('/api/research-paper')) return 'Research paper (PDF)';
  const file = path.split('/').filter(Boolean).pop() ?? path;
  if (file.endsWith('.pdf')) return `${file}`;
  return path;
}

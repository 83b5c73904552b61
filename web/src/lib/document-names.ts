import names from '../../content/documents.json';

// What editors call each content document, and where it shows: web/content/documents.json,
// which the server reads too (internal/content/documentnames.go) to name documents in its
// answers, such as the calendar's.

const NAMES: Record<string, { name: string; about: string }> = names;

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

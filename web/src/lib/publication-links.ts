// The external links of a publication card (spec §1): a literature-database search, and the
// DOI once the owner has filled it in. A DOI is never invented.

/** PublicationRef is what a publication's links are made from. */
export interface PublicationRef {
  searchTerms: string;
  doi?: string;
}

/** publicationSearchUrl is the literature-database search a publication card opens. */
export function publicationSearchUrl(p: PublicationRef): string {
  return `https://pubmed.ncbi.nlm.nih.gov/?term=${encodeURIComponent(p.searchTerms).replace(/%20/g, '+')}`;
}

/** publicationDoi is the publication's bare DOI ("10.…/…"), or '' when it has none. */
export function publicationDoi(p: PublicationRef): string {
  return (p.doi ?? '').trim().replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/i, '');
}

/** publicationDoiUrl is the doi.org address of the publication, or '' when it has no DOI. */
export function publicationDoiUrl(p: PublicationRef): string {
  const doi = publicationDoi(p);
  // A DOI may hold "#", "?" or spaces; its slashes stay as they are.
  return doi ? `https://doi.org/${encodeURIComponent(doi).replace(/%2F/gi, '/')}` : '';
}

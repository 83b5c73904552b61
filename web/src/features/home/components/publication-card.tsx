import { ExternalLink } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { ContentDocs, Publication } from '@/content/schema';
import { fillTemplate } from '@/lib/fill-template';
import { publicationDoi, publicationDoiUrl, publicationSearchUrl } from '@/lib/publication-links';

const linkClasses = 'inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline';

/** PublicationLinkTexts word a publication card's links. */
export type PublicationLinkTexts = ContentDocs['home']['researchNetwork']['publicationLinks'];

/**
 * PublicationCard is one publication of the research network with its external links, each
 * in a new tab (spec §1): the literature-database search, and the DOI once the owner has
 * filled it in.
 */
export function PublicationCard({ publication: p, texts }: { publication: Publication; texts: PublicationLinkTexts }) {
  const doiUrl = publicationDoiUrl(p);
  const newTab = fillTemplate(texts.newTab, { title: p.title });
  return (
    <li className="flex flex-col rounded-xl border border-border p-5">
      <Badge tone="primary" className="self-start">
        {p.topic}
      </Badge>
      <p className="mt-3 font-semibold leading-snug">{p.title}</p>
      <p className="mt-1 text-sm text-muted-foreground">
        {p.source}, {p.year}
      </p>
      <div className="mt-auto flex flex-col items-start gap-2 pt-4">
        <a href={publicationSearchUrl(p)} target="_blank" rel="noopener noreferrer" className={linkClasses}>
          {texts.search} <ExternalLink className="h-4 w-4" aria-hidden />
          <span className="sr-only">{newTab}</span>
        </a>
        {doiUrl ? (
          <a href={doiUrl} target="_blank" rel="noopener noreferrer" className={`${linkClasses} break-all`}>
            {fillTemplate(texts.doi, { doi: publicationDoi(p) })} <ExternalLink className="h-4 w-4 shrink-0" aria-hidden />
            <span className="sr-only">{newTab}</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}

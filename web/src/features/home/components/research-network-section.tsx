import { Award, BookOpen, Building2, Newspaper, UserRound, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { RichText } from '@/components/ui/rich-text';
import { Section, SectionHeading } from '@/components/ui/section';
import type { RichText as RichTextValue } from '@/content/schema';
import { fillTemplate } from '@/lib/fill-template';
import { useContent } from '@/lib/site-content';
import { ScrollTable } from '@/components/ui/scroll-table';
import { PublicationCard } from './publication-card';

/** ResearchNetworkSection lists the people, institutions, universities, certifications, media and publications. */
export function ResearchNetworkSection() {
  const { researchNetwork: n } = useContent('home');
  // The certifications are the research page's: one list for both pages.
  const { certifications } = useContent('research');
  return (
    <Section labelledBy="network-heading">
      <SectionHeading id="network-heading" eyebrow={n.eyebrow} title={n.heading} lead={n.lead} />

      <h3 className="flex items-center gap-2 text-xl font-bold">
        <UserRound className="h-5 w-5 shrink-0 text-accent" aria-hidden /> <span className="min-w-0">{n.leadershipHeading}</span>
      </h3>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {n.leadership.map((p) => (
          <li key={p.role} className="rounded-xl border border-border p-5">
            <p className="text-sm font-semibold uppercase tracking-wide text-accent">{p.role}</p>
            <p className="mt-1 font-semibold">{p.name}</p>
            <p className="mt-1 text-sm text-muted-foreground">{p.specialty}</p>
          </li>
        ))}
      </ul>

      <h3 className="mt-12 flex items-center gap-2 text-xl font-bold">
        <Building2 className="h-5 w-5 text-accent" aria-hidden /> {n.institutionsHeading}
      </h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {n.institutions.map((inst) => (
          <li key={inst.name} className="rounded-xl bg-muted p-5">
            <p className="font-semibold">{inst.name}</p>
            <p className="mt-1 text-sm">{inst.leader}</p>
            <p className="mt-1 text-sm text-muted-foreground">{inst.specialty}</p>
          </li>
        ))}
      </ul>

      <h3 className="mt-12 text-xl font-bold">{fillTemplate(n.universitiesHeading, { count: n.universities.length })}</h3>
      <ScrollTable label={n.universitiesLabel} className="mt-4" tableClassName="min-w-[32rem] text-sm">
        <thead className="bg-secondary text-secondary-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">{n.universityColumns.country}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{n.universityColumns.university}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{n.universityColumns.focus}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{n.universityColumns.status}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {n.universities.map((u) => (
            <tr key={u.country}>
              <th scope="row" className="px-4 py-2 font-medium">{u.country}</th>
              <td className="px-4 py-2">{u.university}</td>
              <td className="px-4 py-2 text-muted-foreground">{u.focus}</td>
              <td className="px-4 py-2">
                <Badge tone="success">{u.status}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>

      <div className="mt-12 grid gap-8 lg:grid-cols-3">
        <CardColumn
          icon={Award}
          title={n.certificationsHeading}
          cards={certifications.items.map((c) => ({ heading: c.title, lines: [c.description] }))}
        />
        <CardColumn icon={Newspaper} title={n.mediaHeading} cards={n.media.map((m) => ({ heading: m.outlet, lines: [m.topic] }))} />
        <CardColumn
          icon={BookOpen}
          title={n.literatureHeading}
          cards={n.literature.map((l) => ({ heading: l.title, lines: [l.author, l.note] }))}
        />
      </div>

      <h3 className="mt-12 text-xl font-bold">{n.publicationsHeading}</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {n.publications.map((p) => (
          <PublicationCard key={p.title} publication={p} texts={n.publicationLinks} />
        ))}
      </ul>
    </Section>
  );
}

/**
 * CardColumn is one column of the network's cards under an icon heading; a card's last
 * line is its quiet note.
 */
function CardColumn({ icon: Icon, title, cards }: { icon: LucideIcon; title: string; cards: Array<{ heading: string; lines: RichTextValue[] }> }) {
  return (
    <div>
      <h3 className="flex items-center gap-2 text-xl font-bold">
        <Icon className="h-5 w-5 shrink-0 text-accent" aria-hidden /> <span className="min-w-0">{title}</span>
      </h3>
      <ul className="mt-4 space-y-3">
        {cards.map((card) => (
          <li key={card.heading} className="rounded-lg border border-border p-4">
            <p className="font-semibold">{card.heading}</p>
            {card.lines.map((line, i) => (
              <RichText key={i} value={line} className={i === card.lines.length - 1 ? 'text-sm text-muted-foreground' : 'text-sm'} />
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

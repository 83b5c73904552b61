import { Award, BookOpen, Building2, Newspaper, UserRound, type LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Section, SectionHeading } from '@/components/ui/section';
import { researchNetwork } from '@/content/home';
import {
  literature,
  mediaMentions,
  publications,
  researchInstitutions,
  researchLeadership,
  universities,
} from '@/content/placeholders';
import { ScrollTable } from '@/components/ui/scroll-table';
import { PublicationCard } from './publication-card';

/** ResearchNetworkSection lists the people, institutions, universities, certifications, media and publications. */
export function ResearchNetworkSection() {
  return (
    <Section labelledBy="network-heading">
      <SectionHeading id="network-heading" eyebrow="Research" title={researchNetwork.heading} lead={researchNetwork.lead} />

      <h3 className="flex items-center gap-2 text-xl font-bold">
        <UserRound className="h-5 w-5 text-accent" aria-hidden /> Leadership
      </h3>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {researchLeadership.map((p) => (
          <li key={p.name} className="rounded-xl border border-border p-5">
            <p className="text-sm font-semibold uppercase tracking-wide text-accent">{p.name}</p>
            <p className="mt-1 font-semibold">{p.leader}</p>
            <p className="mt-1 text-sm text-muted-foreground">{p.specialty}</p>
          </li>
        ))}
      </ul>

      <h3 className="mt-12 flex items-center gap-2 text-xl font-bold">
        <Building2 className="h-5 w-5 text-accent" aria-hidden /> Institutions
      </h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {researchInstitutions.map((inst) => (
          <li key={inst.name} className="rounded-xl bg-muted p-5">
            <p className="font-semibold">{inst.name}</p>
            <p className="mt-1 text-sm">{inst.leader}</p>
            <p className="mt-1 text-sm text-muted-foreground">{inst.specialty}</p>
          </li>
        ))}
      </ul>

      <h3 className="mt-12 text-xl font-bold">University Network in 20 Countries</h3>
      <ScrollTable label="University network" className="mt-4" tableClassName="min-w-[32rem] text-sm">
        <thead className="bg-secondary text-secondary-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Country</th>
            <th scope="col" className="px-4 py-3 font-semibold">University</th>
            <th scope="col" className="px-4 py-3 font-semibold">Focus</th>
            <th scope="col" className="px-4 py-3 font-semibold">Status</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {universities.map((u) => (
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
          title="Certifications"
          cards={researchNetwork.certifications.map((c) => ({ heading: c.title, lines: [c.description] }))}
        />
        <CardColumn icon={Newspaper} title="Media" cards={mediaMentions.map((m) => ({ heading: m.outlet, lines: [m.topic] }))} />
        <CardColumn
          icon={BookOpen}
          title="Literature"
          cards={literature.map((l) => ({ heading: l.title, lines: [l.author, l.note] }))}
        />
      </div>

      <h3 className="mt-12 text-xl font-bold">Publications</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {publications.map((p) => (
          <PublicationCard key={p.title} publication={p} />
        ))}
      </ul>
    </Section>
  );
}

/**
 * CardColumn is one column of the network's cards under an icon heading; a card's last
 * line is its quiet note.
 */
function CardColumn({ icon: Icon, title, cards }: { icon: LucideIcon; title: string; cards: Array<{ heading: string; lines: string[] }> }) {
  return (
    <div>
      <h3 className="flex items-center gap-2 text-xl font-bold">
        <Icon className="h-5 w-5 text-accent" aria-hidden /> {title}
      </h3>
      <ul className="mt-4 space-y-3">
        {cards.map((card) => (
          <li key={card.heading} className="rounded-lg border border-border p-4">
            <p className="font-semibold">{card.heading}</p>
            {card.lines.map((line, i) => (
              <p key={i} className={i === card.lines.length - 1 ? 'text-sm text-muted-foreground' : 'text-sm'}>
                {line}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Award, BookOpen, Building2, ExternalLink, Newspaper, UserRound } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Section, SectionHeading } from '@/components/ui/section';
import { researchNetwork } from '@/content/home';
import {
  literature,
  mediaMentions,
  publications,
  publicationSearchUrl,
  researchInstitutions,
  researchLeadership,
  universities,
} from '@/content/placeholders';

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
      <div className="mt-4 overflow-x-auto rounded-xl border border-border" tabIndex={0} role="region" aria-label="University network">
        <table className="w-full min-w-[32rem] text-left text-sm">
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
        </table>
      </div>

      <div className="mt-12 grid gap-8 lg:grid-cols-3">
        <div>
          <h3 className="flex items-center gap-2 text-xl font-bold">
            <Award className="h-5 w-5 text-accent" aria-hidden /> Certifications
          </h3>
          <ul className="mt-4 space-y-3">
            {researchNetwork.certifications.map((c) => (
              <li key={c.title} className="rounded-lg border border-border p-4">
                <p className="font-semibold">{c.title}</p>
                <p className="text-sm text-muted-foreground">{c.description}</p>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="flex items-center gap-2 text-xl font-bold">
            <Newspaper className="h-5 w-5 text-accent" aria-hidden /> Media
          </h3>
          <ul className="mt-4 space-y-3">
            {mediaMentions.map((m) => (
              <li key={m.outlet} className="rounded-lg border border-border p-4">
                <p className="font-semibold">{m.outlet}</p>
                <p className="text-sm text-muted-foreground">{m.topic}</p>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="flex items-center gap-2 text-xl font-bold">
            <BookOpen className="h-5 w-5 text-accent" aria-hidden /> Literature
          </h3>
          <ul className="mt-4 space-y-3">
            {literature.map((l) => (
              <li key={l.title} className="rounded-lg border border-border p-4">
                <p className="font-semibold">{l.title}</p>
                <p className="text-sm">{l.author}</p>
                <p className="text-sm text-muted-foreground">{l.note}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <h3 className="mt-12 text-xl font-bold">Publications</h3>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {publications.map((p) => (
          <li key={p.title} className="flex flex-col rounded-xl border border-border p-5">
            <Badge tone="primary" className="self-start">
              {p.topic}
            </Badge>
            <p className="mt-3 font-semibold leading-snug">{p.title}</p>
            <p className="mt-1 text-sm text-muted-foreground">
              {p.source}, {p.year}
            </p>
            <a
              href={publicationSearchUrl(p)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-auto inline-flex items-center gap-1.5 pt-4 text-sm font-semibold text-primary hover:underline"
            >
              Find in literature database <ExternalLink className="h-4 w-4" aria-hidden />
              <span className="sr-only">(opens in a new tab): {p.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

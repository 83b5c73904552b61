import { Quote as QuoteIcon } from 'lucide-react';
import { Section, SectionHeading } from '@/components/ui/section';
import { wellnessCta } from '@/content/home';
import { expertQuotes } from '@/content/placeholders';

/** ExpertQuotesSection shows the two endorsements (no anchor, per spec §2). */
export function ExpertQuotesSection() {
  return (
    <Section labelledBy="quotes-heading">
      <SectionHeading id="quotes-heading" eyebrow="Endorsements" title={wellnessCta.heading} />
      <div className="grid gap-6 md:grid-cols-2">
        {expertQuotes.map((q) => (
          <figure key={q.name} className="rounded-2xl border border-border bg-muted p-6 sm:p-8">
            <QuoteIcon className="h-8 w-8 text-accent" aria-hidden />
            <blockquote className="mt-3 text-lg leading-relaxed">“{q.quote}”</blockquote>
            <figcaption className="mt-5">
              <p className="font-semibold">{q.name}</p>
              <p className="text-sm text-muted-foreground">{q.title}</p>
            </figcaption>
          </figure>
        ))}
      </div>
    </Section>
  );
}

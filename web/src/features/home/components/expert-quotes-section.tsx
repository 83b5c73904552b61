import { QuoteCard } from '@/components/ui/quote-card';
import { Section, SectionHeading } from '@/components/ui/section';
import { useContent } from '@/lib/site-content';

/** ExpertQuotesSection shows the two endorsements (no anchor, per spec §2). */
export function ExpertQuotesSection() {
  const { expertQuotes } = useContent('home');
  return (
    <Section labelledBy="quotes-heading">
      <SectionHeading id="quotes-heading" eyebrow={expertQuotes.eyebrow} title={expertQuotes.heading} />
      <div className="grid gap-6 md:grid-cols-2">
        {expertQuotes.quotes.map((q) => (
          <QuoteCard key={q.name} {...q} />
        ))}
      </div>
    </Section>
  );
}

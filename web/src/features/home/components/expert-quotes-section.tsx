import { QuoteCard } from '@/components/ui/quote-card';
import { Section, SectionHeading } from '@/components/ui/section';
import { expertSection } from '@/content/home';
import { expertQuotes } from '@/content/placeholders';

/** ExpertQuotesSection shows the two endorsements (no anchor, per spec §2). */
export function ExpertQuotesSection() {
  return (
    <Section labelledBy="quotes-heading">
      <SectionHeading id="quotes-heading" eyebrow={expertSection.eyebrow} title={expertSection.heading} />
      <div className="grid gap-6 md:grid-cols-2">
        {expertQuotes.map((q) => (
          <QuoteCard key={q.name} {...q} />
        ))}
      </div>
    </Section>
  );
}

import { RichText } from '@/components/ui/rich-text';
import { Section, SectionHeading } from '@/components/ui/section';
import { useContent } from '@/lib/site-content';

/** AboutSection explains the therapy (anchor #about). */
export function AboutSection() {
  const { about } = useContent('home');
  return (
    <Section id="about" labelledBy="about-heading">
      <div className="grid gap-12 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="about-heading" eyebrow={about.eyebrow} title={about.heading} align="left" />
          <RichText value={about.lead} className="-mt-4 text-xl font-medium leading-relaxed text-foreground" />
          {about.paragraphs.map((p, i) => (
            <RichText key={i} value={p} className="mt-4 leading-relaxed text-muted-foreground" />
          ))}
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {about.facts.map((f) => (
            <div key={f.label} className="rounded-xl border border-border bg-secondary/60 p-6 text-center">
              <dt className="text-sm text-muted-foreground">{f.label}</dt>
              <dd className="mt-1 text-3xl font-bold text-primary">{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}

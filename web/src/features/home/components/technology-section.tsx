import { Activity, Atom, RadioTower, Waves } from 'lucide-react';
import { RichContent, RichText } from '@/components/ui/rich-text';
import { Section, SectionHeading } from '@/components/ui/section';
import { useContent } from '@/lib/site-content';

const icons = [Waves, Atom, RadioTower, Activity];

/** TechnologySection presents the key technologies and the scientific background (anchor #technology). */
export function TechnologySection() {
  const { technology } = useContent('home');
  const technologyQuote = technology.quote;
  return (
    <Section id="technology" labelledBy="technology-heading">
      <SectionHeading id="technology-heading" eyebrow={technology.eyebrow} title={technology.heading} lead={technology.lead} />
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {technology.keyTechnologies.map((t, i) => {
          const Icon = icons[i % icons.length];
          return (
            <div key={t.title} className="rounded-xl border border-border p-6">
              <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-secondary text-primary">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold">{t.title}</h3>
              <RichText value={t.description} className="mt-2 text-sm leading-relaxed text-muted-foreground" />
            </div>
          );
        })}
      </div>
      <div className="mt-12 grid gap-8 lg:grid-cols-5">
        <aside aria-labelledby="background-heading" className="rounded-2xl bg-secondary p-6 sm:p-8 lg:col-span-3">
          <h3 id="background-heading" className="text-xl font-bold text-secondary-foreground">
            {technology.background.heading}
          </h3>
          <ul className="mt-4 space-y-2">
            {technology.background.points.map((p, i) => (
              <li key={i} className="flex gap-2 text-lg text-secondary-foreground">
                <span aria-hidden className="mt-2.5 h-2 w-2 shrink-0 rounded-full bg-accent" />
                <RichContent value={p} />
              </li>
            ))}
          </ul>
          <dl className="mt-6 grid grid-cols-3 gap-3">
            {technology.background.fieldFacts.map((f) => (
              <div key={f.label} className="rounded-lg bg-white p-3 text-center">
                <dt className="text-xs text-muted-foreground sm:text-sm">{f.label}</dt>
                <dd className="mt-1 text-lg font-bold text-primary sm:text-2xl">{f.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
        <figure className="flex flex-col justify-center rounded-2xl border border-border p-6 sm:p-8 lg:col-span-2">
          <RichText as="blockquote" value={technologyQuote.quote} className="text-lg italic leading-relaxed" quoted />
          <figcaption className="mt-4 text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">{technologyQuote.name}</span>
            {technologyQuote.title ? `, ${technologyQuote.title}` : null}
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}

import { Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHero } from '@/components/ui/section';
import { spacePage } from '@/content/space-research';

/** SpaceResearchPage is the static space research text (spec §2). */
export function SpaceResearchPage() {
  return (
    <>
      <PageHero eyebrow={spacePage.eyebrow} title={spacePage.title} lead={spacePage.lead} />
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        {spacePage.sections.map((s) => (
          <section key={s.heading} className="mb-12">
            <h2 className="flex items-center gap-2 text-2xl font-bold">
              <Rocket className="h-6 w-6 text-accent" aria-hidden /> {s.heading}
            </h2>
            {s.paragraphs.map((p) => (
              <p key={p.slice(0, 30)} className="mt-4 text-lg leading-relaxed text-muted-foreground">
                {p}
              </p>
            ))}
          </section>
        ))}
        <p className="rounded-2xl bg-secondary p-6 text-lg font-medium text-secondary-foreground">{spacePage.closing}</p>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <Link to="/research" className={buttonClasses('primary', 'lg')}>
            Scientific Research
          </Link>
          <Link to="/research-papers" className={buttonClasses('outline', 'lg')}>
            Research Papers
          </Link>
        </div>
      </article>
    </>
  );
}

import { Rocket } from 'lucide-react';
import { AnchorLink } from '@/components/layout/anchor-link';
import { buttonClasses } from '@/components/ui/button';
import { RichText } from '@/components/ui/rich-text';
import { PageHero } from '@/components/ui/section';
import { useContent } from '@/lib/site-content';
import type { ContentKey } from '@/content/schema';

/** spaceResearchPageContent are the documents the space research page reads (besides the site's). */
export const spaceResearchPageContent: ContentKey[] = ['space-research'];

/** SpaceResearchPage is the static space research text (spec §2). */
export function SpaceResearchPage() {
  const spacePage = useContent('space-research');
  return (
    <>
      <PageHero {...spacePage.hero} />
      <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
        {spacePage.sections.map((s) => (
          <section key={s.heading} className="mb-12">
            <h2 className="flex items-center gap-2 text-2xl font-bold">
              <Rocket className="h-6 w-6 shrink-0 text-accent" aria-hidden /> <span className="min-w-0">{s.heading}</span>
            </h2>
            {s.paragraphs.map((p, i) => (
              <RichText key={i} value={p} className="mt-4 text-lg leading-relaxed text-muted-foreground" />
            ))}
          </section>
        ))}
        <RichText value={spacePage.closing} className="rounded-2xl bg-secondary p-6 text-lg font-medium text-secondary-foreground" />
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          {spacePage.links.map((l, i) => (
            <AnchorLink key={l.href} href={l.href} className={buttonClasses(i === 0 ? 'primary' : 'outline', 'lg')}>
              {l.label}
            </AnchorLink>
          ))}
        </div>
      </article>
    </>
  );
}

import { AnchorLink } from '@/components/layout/anchor-link';
import { buttonClasses } from '@/components/ui/button';
import { RichContent, RichText } from '@/components/ui/rich-text';
import { PageHero } from '@/components/ui/section';
import type { ContentKey, RichText as RichTextValue } from '@/content/schema';
import { fillRichSiteSlots } from '@/lib/rich-text';
import { useContent } from '@/lib/site-content';
import { RoadmapList } from './roadmap-list';
import { TokenomicsChart } from './tokenomics-chart';

/** whitepaperPageContent are the documents the whitepaper reads (besides the site's): the roadmap is the coin page's. */
export const whitepaperPageContent: ContentKey[] = ['whitepaper', 'qrs-coin'];

/** WhitepaperPage is the coin whitepaper in nine numbered sections (spec §2). */
export function WhitepaperPage() {
  const w = useContent('whitepaper');
  const { roadmap } = useContent('qrs-coin');
  const site = useContent('site');
  // The texts state the coin's figures through slots filled from the site settings
  // ({facts.totalSupply}), written there once for every document that names them.
  const fill = (text: RichTextValue) => fillRichSiteSlots(text, site);
  const whitepaperSections = w.sections;
  return (
    <>
      <PageHero {...w.hero} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label={w.contentsLabel} className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">{w.contentsHeading}</h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {whitepaperSections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-primary hover:underline">
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          {whitepaperSections.map((s, i) => (
            <section key={s.id} id={s.id} className="mb-14 scroll-mt-24">
              <h2 className="text-2xl font-bold">
                <span className="mr-2 text-accent">{i + 1}.</span>
                {s.title}
              </h2>
              {s.paragraphs.map((p, j) => (
                <RichText key={j} value={fill(p)} className="mt-4 leading-relaxed text-muted-foreground" />
              ))}
              {s.points ? (
                <ul className="mt-4 space-y-2">
                  {s.points.map((pt, j) => (
                    <li key={j} className="flex gap-2">
                      <span aria-hidden className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent" />
                      <RichContent value={fill(pt)} />
                    </li>
                  ))}
                </ul>
              ) : null}
              {s.show === 'tokenomics' ? (
                <div className="mt-6 rounded-2xl border border-border p-6">
                  <TokenomicsChart tokenomics={w.tokenomics} facts={site.facts} />
                </div>
              ) : null}
              {s.show === 'roadmap' ? (
                <div className="mt-6">
                  <RoadmapList items={roadmap.items} statusLabels={roadmap.statusLabels} />
                </div>
              ) : null}
              {s.show === 'contact-links' ? (
                <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                  {/* The first link is the call to action. */}
                  {w.contactLinks.map((l, i) => (
                    <AnchorLink key={l.href} href={l.href} className={buttonClasses(i === 0 ? 'primary' : 'outline', 'md')}>
                      {l.label}
                    </AnchorLink>
                  ))}
                </div>
              ) : null}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}

import { Link } from 'react-router';
import { AnchorLink } from '@/components/layout/anchor-link';
import { buttonClasses } from '@/components/ui/button';
import { PageHero } from '@/components/ui/section';
import { roadmap, whitepaperSections } from '@/content/coin';
import { token } from '@/content/placeholders';
import { RoadmapList } from './roadmap-list';
import { TokenomicsChart } from './tokenomics-chart';

/** WhitepaperPage is the coin whitepaper in nine numbered sections (spec §2). */
export function WhitepaperPage() {
  return (
    <>
      <PageHero eyebrow="QRS Coin" title="Whitepaper" lead={`${token.name} (${token.ticker}): a utility coin for accessible, side-effect-free health at the cellular level.`} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Whitepaper contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-muted-foreground">Contents</h2>
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
              {s.paragraphs.map((p) => (
                <p key={p.slice(0, 30)} className="mt-4 leading-relaxed text-muted-foreground">
                  {p}
                </p>
              ))}
              {s.points ? (
                <ul className="mt-4 space-y-2">
                  {s.points.map((pt) => (
                    <li key={pt} className="flex gap-2">
                      <span aria-hidden className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent" />
                      {pt}
                    </li>
                  ))}
                </ul>
              ) : null}
              {s.id === 'tokenomics' ? (
                <div className="mt-6 rounded-2xl border border-border p-6">
                  <TokenomicsChart />
                </div>
              ) : null}
              {s.id === 'roadmap' ? (
                <div className="mt-6">
                  <RoadmapList items={roadmap} />
                </div>
              ) : null}
              {s.id === 'contact' ? (
                <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                  <AnchorLink href="/#contact" className={buttonClasses('primary', 'md')}>
                    Contact Us
                  </AnchorLink>
                  <Link to="/qrs-coin" className={buttonClasses('outline', 'md')}>
                    QRS Coin
                  </Link>
                  <Link to="/legal" className={buttonClasses('outline', 'md')}>
                    Legal and Compliance
                  </Link>
                </div>
              ) : null}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}

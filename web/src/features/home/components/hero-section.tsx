import { Quote as QuoteIcon } from 'lucide-react';
import heroImage from '@/assets/hero-field.svg';
import { AnchorLink } from '@/components/layout/anchor-link';
import { buttonClasses } from '@/components/ui/button';
import { RichText } from '@/components/ui/rich-text';
import { useContent } from '@/lib/site-content';

/** HeroSection opens the home page: headline, laureate quote and the two jump buttons. */
export function HeroSection() {
  const { hero } = useContent('home');
  const heroQuote = hero.quote;
  return (
    <div className="relative overflow-hidden bg-gradient-to-br from-secondary via-white to-[#e6f5f1]">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">{hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold leading-tight tracking-tight text-foreground sm:text-5xl lg:text-6xl">{hero.headline}</h1>
          <RichText value={hero.intro} className="mt-5 max-w-xl text-lg leading-relaxed text-muted-foreground" />
          <figure className="mt-8 max-w-xl border-l-4 border-accent bg-white/70 py-3 pl-5 pr-4">
            <QuoteIcon className="h-5 w-5 text-accent" aria-hidden />
            <RichText as="blockquote" value={heroQuote.quote} className="mt-1 text-lg italic text-foreground" quoted />
            <figcaption className="mt-2 text-sm text-muted-foreground">
              — {heroQuote.name}
              {heroQuote.title ? `, ${heroQuote.title}` : null}
            </figcaption>
          </figure>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <AnchorLink href={hero.aboutButton.href} className={buttonClasses('primary', 'lg')}>
              {hero.aboutButton.label}
            </AnchorLink>
            <AnchorLink href={hero.coinButton.href} className={buttonClasses('outline', 'lg')}>
              {hero.coinButton.label}
            </AnchorLink>
          </div>
        </div>
        <div className="mx-auto w-full max-w-xs sm:max-w-md lg:max-w-xl">
          <img src={heroImage} alt={hero.imageAlt} width={560} height={480} className="h-auto w-full" fetchPriority="high" />
        </div>
      </div>
    </div>
  );
}

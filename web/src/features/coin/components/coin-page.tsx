import { Activity, Coins, Gift, Percent, TrendingUp, Wallet } from 'lucide-react';
import { AnchorLink } from '@/components/layout/anchor-link';
import { Button, buttonClasses } from '@/components/ui/button';
import { RichText } from '@/components/ui/rich-text';
import { PageHero, Section, SectionHeading } from '@/components/ui/section';
import type { ContentKey } from '@/content/schema';
import { fillTemplate } from '@/lib/fill-template';
import { useContent } from '@/lib/site-content';
import { RoadmapList } from './roadmap-list';

const utilityIcons = [Gift, Percent, TrendingUp];

/** coinPageContent are the documents the coin page reads (besides the site's). */
export const coinPageContent: ContentKey[] = ['qrs-coin'];

/** CoinPage presents the coin: objective, offer, live trading, wallets and roadmap (spec §2). */
export function CoinPage() {
  const c = useContent('qrs-coin');
  return (
    <>
      <PageHero eyebrow={c.hero.eyebrow} title={c.hero.title} lead={c.hero.lead}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <AnchorLink href={c.hero.primaryCta.href} className={buttonClasses('primary', 'lg')}>
            {c.hero.primaryCta.label}
          </AnchorLink>
          <AnchorLink href={c.hero.secondaryCta.href} className={buttonClasses('outline', 'lg')}>
            {c.hero.secondaryCta.label}
          </AnchorLink>
        </div>
      </PageHero>

      <Section labelledBy="objective-heading">
        <div className="mx-auto max-w-3xl">
          <h2 id="objective-heading" className="text-3xl font-bold">{c.objective.heading}</h2>
          <RichText value={c.objective.text} className="mt-4 text-lg leading-relaxed text-muted-foreground" />
        </div>
      </Section>

      <Section tone="dark" labelledBy="offer-heading">
        <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
          <div className="rounded-2xl bg-gradient-to-br from-amber-100 to-amber-50 p-8 text-[#3d2600]">
            <Coins className="h-10 w-10 text-coin-strong" aria-hidden />
            <h2 id="offer-heading" className="mt-3 text-3xl font-bold">{c.offer.heading}</h2>
            <p className="mt-3 text-4xl font-bold">{c.offer.price}</p>
            <p className="mt-1 font-medium">{c.offer.rate}</p>
            <RichText
              value={c.offer.text}
              className="mt-5 text-xl"
              before={
                <>
                  <strong>{c.offer.discount}</strong>{' '}
                </>
              }
            />
          </div>
          <ul className="grid gap-4">
            {c.offer.utilities.map((u, i) => {
              const Icon = utilityIcons[i % utilityIcons.length];
              return (
                <li key={u.title} className="flex gap-4 rounded-xl bg-white/10 p-5">
                  <Icon className="h-6 w-6 shrink-0 text-[#9ff0dc]" aria-hidden />
                  <div>
                    <h3 className="font-semibold text-white">{u.title}</h3>
                    <RichText value={u.description} className="text-sm text-slate-200" />
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </Section>

      <div className="bg-accent text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-3 px-4 py-8 sm:flex-row sm:items-center sm:px-6">
          <span className="flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-accent">
            <Activity className="h-4 w-4" aria-hidden /> {c.dexBanner.badge}
          </span>
          <div>
            <h2 className="text-xl font-bold">{c.dexBanner.heading}</h2>
            <RichText value={c.dexBanner.text} className="text-white/95" />
          </div>
        </div>
      </div>

      <Section labelledBy="wallets-heading">
        <SectionHeading id="wallets-heading" title={c.wallets.heading} lead={c.wallets.lead} />
        <ul className="grid gap-6 md:grid-cols-3">
          {c.wallets.items.map((w) => (
            <li key={w.name} className="flex flex-col rounded-2xl border border-border p-6">
              <Wallet className="h-8 w-8 text-primary" aria-hidden />
              <h3 className="mt-3 text-lg font-bold">{w.name}</h3>
              <RichText value={w.description} className="mt-1 flex-1 text-sm text-muted-foreground" />
              {/* Connecting a wallet is not offered on this site yet (spec §2): the button does nothing. */}
              <Button variant="outline" className="mt-5">
                {fillTemplate(c.wallets.connect, { wallet: w.name })}
              </Button>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="roadmap-heading">
        <SectionHeading id="roadmap-heading" title={c.roadmap.heading} />
        <div className="mx-auto max-w-2xl">
          <RoadmapList items={c.roadmap.items} statusLabels={c.roadmap.statusLabels} />
        </div>
      </Section>
    </>
  );
}

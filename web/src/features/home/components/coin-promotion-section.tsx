import { CheckCircle2, Coins, Gift, Percent, TrendingUp } from 'lucide-react';
import { AnchorLink } from '@/components/layout/anchor-link';
import { buttonClasses } from '@/components/ui/button';
import { RichContent, RichText } from '@/components/ui/rich-text';
import { Section, SectionHeading } from '@/components/ui/section';
import { useContent } from '@/lib/site-content';

const utilityIcons = [Gift, Percent, TrendingUp];

/** CoinPromotionSection promotes the coin: offer, utilities and mission (anchor #qrscoin). */
export function CoinPromotionSection() {
  const { coinPromotion } = useContent('home');
  return (
    <Section id="qrscoin" tone="dark" labelledBy="coin-heading">
      <SectionHeading id="coin-heading" eyebrow={coinPromotion.eyebrow} title={coinPromotion.heading} lead={coinPromotion.lead} inverted />
      <div className="grid gap-8 lg:grid-cols-5">
        <div className="rounded-2xl bg-gradient-to-br from-amber-100 to-amber-50 p-6 text-[#3d2600] sm:p-8 lg:col-span-2">
          <Coins className="h-9 w-9 text-coin-strong" aria-hidden />
          <h3 className="mt-3 text-2xl font-bold">{coinPromotion.offer.title}</h3>
          <p className="mt-2 text-4xl font-bold">{coinPromotion.offer.headline}</p>
          <RichText value={coinPromotion.offer.text} className="mt-3 leading-relaxed" />
          {/* Buttons keep their labels on one line and move to the next row when both do not fit. */}
          <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <AnchorLink href={coinPromotion.cta.href} className={buttonClasses('primary', 'lg', 'sm:whitespace-nowrap')}>
              {coinPromotion.cta.label}
            </AnchorLink>
            <AnchorLink href={coinPromotion.learnMore.href} className={buttonClasses('outline', 'lg', 'border-amber-300 sm:whitespace-nowrap')}>
              {coinPromotion.learnMore.label}
            </AnchorLink>
          </div>
        </div>
        <div className="lg:col-span-3">
          <ul className="grid gap-4 sm:grid-cols-3">
            {coinPromotion.utilities.map((u, i) => {
              const Icon = utilityIcons[i % utilityIcons.length];
              return (
                <li key={u.title} className="rounded-xl bg-white/10 p-5">
                  <Icon className="h-6 w-6 text-[#9ff0dc]" aria-hidden />
                  <h3 className="mt-3 font-semibold text-white">{u.title}</h3>
                  <RichText value={u.description} className="mt-1 text-sm text-slate-200" />
                </li>
              );
            })}
          </ul>
          <h3 className="mt-8 font-semibold text-white">{coinPromotion.missionHeading}</h3>
          <ul className="mt-3 space-y-2">
            {coinPromotion.mission.map((m, i) => (
              <li key={i} className="flex items-center gap-2 text-slate-100">
                <CheckCircle2 className="h-5 w-5 shrink-0 text-[#9ff0dc]" aria-hidden />
                <RichContent value={m} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}

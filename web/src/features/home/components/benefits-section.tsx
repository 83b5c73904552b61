import { Baby, FlaskConical, ShieldCheck } from 'lucide-react';
import { AnchorLink } from '@/components/layout/anchor-link';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { RichText } from '@/components/ui/rich-text';
import { Section, SectionHeading } from '@/components/ui/section';
import { useContent } from '@/lib/site-content';

const familyIcons = [ShieldCheck, Baby, FlaskConical];

/** BenefitsSection shows the family and cellular benefits, the energy chart and the efficiency claim (anchor #benefits). */
export function BenefitsSection() {
  const { benefits: b } = useContent('home');
  const walkingComparison = b.walking;
  return (
    <Section id="benefits" tone="muted" labelledBy="benefits-heading">
      <SectionHeading
        id="benefits-heading"
        eyebrow={b.eyebrow}
        title={b.heading}
        lead={b.lead}
      />
      <div className="grid gap-6 md:grid-cols-3">
        {b.family.map((benefit, i) => {
          const Icon = familyIcons[i % familyIcons.length];
          return (
            <Card key={benefit.title}>
              <Icon className="h-8 w-8 text-accent" aria-hidden />
              <h3 className="mt-4 text-lg font-semibold">{benefit.title}</h3>
              <RichText value={benefit.description} className="mt-2 text-muted-foreground" />
            </Card>
          );
        })}
      </div>

      <h3 className="mt-16 text-center text-2xl font-bold">{b.cellularHeading}</h3>
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {b.cellular.map((benefit) => (
          <div key={benefit.title} className="rounded-xl border border-border bg-white p-5">
            <p className="text-2xl font-bold text-primary">{benefit.metric}</p>
            <h4 className="mt-1 font-semibold">{benefit.title}</h4>
            <RichText value={benefit.description} className="mt-1 text-sm text-muted-foreground" />
          </div>
        ))}
      </div>

      <div className="mt-16 grid gap-8 lg:grid-cols-2">
        <Card>
          <h3 className="text-xl font-bold">{b.energyHeading}</h3>
          <RichText value={b.energyLead} className="mt-1 text-sm text-muted-foreground" />
          {/* A plain CSS bar chart: light, readable without JavaScript, and a list for screen readers. */}
          <ul className="mt-6 space-y-5">
            {b.energyLevels.map((l) => (
              <li key={l.level}>
                <div className="flex items-baseline justify-between gap-4">
                  <span className="font-medium">{l.level}</span>
                  <span className="font-bold" style={{ color: l.color }}>
                    {l.energy}%
                  </span>
                </div>
                <div className="mt-1.5 h-3 overflow-hidden rounded-full bg-muted" aria-hidden>
                  <div className="h-full rounded-full" style={{ width: `${l.energy}%`, backgroundColor: l.color }} />
                </div>
                <RichText value={l.description} className="mt-1 text-sm text-muted-foreground" />
              </li>
            ))}
          </ul>
        </Card>
        <Card className="flex flex-col justify-between bg-gradient-to-br from-primary to-[#0b4a6d] text-white">
          <div>
            <h3 className="text-xl font-bold">{walkingComparison.heading}</h3>
            {/* Side by side from the small breakpoint; stacked on a phone, where "8 minutes" in
                large figures does not fit a third of the screen. */}
            <div className="mt-6 grid grid-cols-1 items-center gap-3 text-center sm:grid-cols-[1fr_auto_1fr]">
              <div className="rounded-lg bg-white/10 p-4">
                <p className="text-3xl font-bold">{walkingComparison.walking.value}</p>
                <p className="text-sm text-slate-200">{walkingComparison.walking.label}</p>
              </div>
              <p className="text-2xl font-bold" aria-label={walkingComparison.equalsLabel}>
                =
              </p>
              <div className="rounded-lg bg-white/10 p-4">
                <p className="text-3xl font-bold">{walkingComparison.treatment.value}</p>
                <p className="text-sm text-slate-200">{walkingComparison.treatment.label}</p>
              </div>
            </div>
            <p className="mt-6 text-center text-5xl font-bold text-[#9ff0dc]">{walkingComparison.factor}</p>
            <p className="text-center text-sm font-medium uppercase tracking-wider text-slate-200">{walkingComparison.factorLabel}</p>
            <RichText value={walkingComparison.text} className="mt-6 leading-relaxed text-slate-100" />
          </div>
          <AnchorLink href={b.cta.href} className={buttonClasses('accent', 'lg', 'mt-8 self-start')}>
            {b.cta.label}
          </AnchorLink>
        </Card>
      </div>
    </Section>
  );
}

import { localizeHref } from '@/lib/site-languages';
import { Activity, Award, Download, HeartPulse, Shield, ShieldCheck, Waves, Zap, type LucideIcon } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { QuoteCard } from '@/components/ui/quote-card';
import { RichContent, RichText } from '@/components/ui/rich-text';
import { PageHero, Section, SectionHeading } from '@/components/ui/section';
import { ScrollTable } from '@/components/ui/scroll-table';
import { fillTemplate } from '@/lib/fill-template';
import { formatDateOrYear } from '@/lib/format';
import { useContent } from '@/lib/site-content';
import type { ContentKey } from '@/content/schema';

const stepIcons: LucideIcon[] = [Shield, Zap, Waves, Activity];
const benefitIcons: LucideIcon[] = [HeartPulse, Zap, ShieldCheck];

/** researchPageContent are the documents the research page reads (besides the site's). */
export const researchPageContent: ContentKey[] = ['research'];

/** ResearchPage is the scientific research page with the research paper download (spec §2). */
export function ResearchPage() {
  const r = useContent('research');
  return (
    <>
      <PageHero eyebrow={r.hero.eyebrow} title={r.hero.title} lead={r.hero.lead}>
        <a href={localizeHref("/api/research-paper")} download={r.paper.fileName} className={buttonClasses('primary', 'lg')}>
          <Download className="h-5 w-5" aria-hidden /> {r.hero.download}
        </a>
      </PageHero>

      <Section labelledBy="endorsements-heading">
        <SectionHeading id="endorsements-heading" title={r.endorsements.heading} />
        <div className="grid gap-6 md:grid-cols-2">
          {r.endorsements.quotes.map((q) => (
            <QuoteCard key={q.name} {...q} />
          ))}
        </div>
      </Section>

      <Section tone="muted" labelledBy="principles-heading">
        <SectionHeading id="principles-heading" title={r.principles.heading} />
        <ul className="grid gap-5 sm:grid-cols-2">
          {r.principles.items.map((p) => (
            <li key={p.title} className="rounded-xl bg-white p-6">
              <h3 className="font-semibold">{p.title}</h3>
              <RichText value={p.text} className="mt-2 text-muted-foreground" />
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="process-heading">
        <SectionHeading id="process-heading" title={r.process.heading} />
        <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {r.process.steps.map((s, i) => {
            const Icon = stepIcons[i % stepIcons.length];
            return (
              <li key={s.title} className="relative rounded-xl border border-border p-6">
                <span className="text-sm font-bold text-accent">{fillTemplate(r.process.stepLabel, { n: i + 1 })}</span>
                <Icon className="mt-3 h-8 w-8 text-primary" aria-hidden />
                <h3 className="mt-3 text-lg font-semibold">{s.title}</h3>
                <RichText value={s.text} className="mt-1 text-sm text-muted-foreground" />
              </li>
            );
          })}
        </ol>
      </Section>

      <Section tone="tint" labelledBy="patents-heading">
        <SectionHeading id="patents-heading" title={r.patents.heading} lead={r.patents.lead} />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {r.patents.items.map((p) => (
            <li key={p.number} className="rounded-xl bg-white p-6">
              <Award className="h-7 w-7 text-accent" aria-hidden />
              <p className="mt-3 font-mono text-lg font-bold text-primary">{p.number}</p>
              <p className="mt-1 text-sm">{p.title}</p>
              <p className="mt-3 text-sm text-muted-foreground">{fillTemplate(r.patents.issuedLabel, { date: formatDateOrYear(p.issued) })}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="benefits-heading">
        <SectionHeading id="benefits-heading" title={r.benefits.heading} />
        <div className="grid gap-6 md:grid-cols-3">
          {r.benefits.items.map((b, i) => {
            const Icon = benefitIcons[i % benefitIcons.length];
            return (
              <div key={b.title} className="rounded-xl border border-border p-6">
                <Icon className="h-8 w-8 text-primary" aria-hidden />
                <h3 className="mt-3 text-lg font-semibold">{b.title}</h3>
                <ul className="mt-3 space-y-1.5 text-muted-foreground">
                  {b.points.map((pt, j) => (
                    <li key={j} className="flex gap-2">
                      <span aria-hidden className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-accent" />
                      <RichContent value={pt} />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </Section>

      <Section tone="muted" labelledBy="ion-heading">
        <SectionHeading id="ion-heading" title={r.ionStudy.heading} lead={r.ionStudy.lead} />
        <ScrollTable label={r.ionStudy.heading} className="bg-white" tableClassName="min-w-[32rem]">
          <thead className="bg-secondary text-secondary-foreground">
            <tr>
              <th scope="col" className="px-4 py-3">{r.ionStudy.columns.ion}</th>
              <th scope="col" className="px-4 py-3 text-right">{r.ionStudy.columns.treated}</th>
              <th scope="col" className="px-4 py-3 text-right">{r.ionStudy.columns.control}</th>
              <th scope="col" className="px-4 py-3 text-right">{r.ionStudy.columns.difference}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {r.ionStudy.rows.map((row) => (
              <tr key={row.ion}>
                <th scope="row" className="px-4 py-3 font-medium">{row.ion}</th>
                <td className="px-4 py-3 text-right font-semibold text-accent">{row.treated}</td>
                <td className="px-4 py-3 text-right text-muted-foreground">{row.control}</td>
                <td className="px-4 py-3 text-right font-bold text-primary">{row.difference}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </Section>

      <Section labelledBy="comparison-heading">
        <SectionHeading id="comparison-heading" title={r.comparison.heading} />
        <ScrollTable label={r.comparison.heading} tableClassName="min-w-[40rem] text-sm">
          <thead className="bg-secondary text-secondary-foreground">
            <tr>
              <th scope="col" className="px-4 py-3">{r.comparison.featureColumn}</th>
              {r.comparison.columns.map((c, i) => (
                <th key={i} scope="col" className="px-4 py-3">
                  <RichContent value={c} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {r.comparison.rows.map((row) => (
              <tr key={row.feature}>
                <th scope="row" className="px-4 py-3 font-medium">{row.feature}</th>
                {row.values.map((v, i) => (
                  <RichText key={i} as="td" value={v} className={i === 0 ? 'px-4 py-3 font-semibold text-accent' : 'px-4 py-3 text-muted-foreground'} />
                ))}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </Section>

      <Section tone="tint" labelledBy="certifications-heading">
        <SectionHeading id="certifications-heading" title={r.certifications.heading} />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {r.certifications.items.map((c) => (
            <li key={c.title} className="flex gap-3 rounded-xl bg-white p-5">
              <ShieldCheck className="h-6 w-6 shrink-0 text-accent" aria-hidden />
              <span>
                <span className="block font-semibold">{c.title}</span>
                <RichText as="span" value={c.description} className="mt-1 block text-sm text-muted-foreground" />
              </span>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

import { Badge } from '@/components/ui/badge';
import { RichText } from '@/components/ui/rich-text';
import { Section, SectionHeading } from '@/components/ui/section';
import { resultBadge, type ResultBadge as ResultBadgeKind } from '@/lib/badge';
import { fillTemplate } from '@/lib/fill-template';
import { fillRichTemplate } from '@/lib/rich-text';
import { useContent } from '@/lib/site-content';
import { ScrollTable } from '@/components/ui/scroll-table';

const badgeTone = { excellent: 'success', veryGood: 'info', good: 'primary', moderate: 'warning' } as const satisfies Record<ResultBadgeKind, string>;

function ResultBadge({ improvement, labels }: { improvement: number; labels: Record<ResultBadgeKind, string> }) {
  const badge = resultBadge(improvement);
  return <Badge tone={badgeTone[badge]}>{labels[badge]}</Badge>;
}

/** ClinicalStudySection shows the study figures, the top performers and the table of 23 conditions. */
export function ClinicalStudySection() {
  const { clinicalStudy } = useContent('home');
  const count = { count: clinicalStudy.results.length };
  const top = clinicalStudy.results.slice(0, clinicalStudy.topCount);
  return (
    <Section tone="muted" labelledBy="study-heading">
      <SectionHeading id="study-heading" eyebrow={clinicalStudy.eyebrow} title={clinicalStudy.heading} lead={clinicalStudy.lead} />
      <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {clinicalStudy.stats.map((s) => (
          <div key={s.label} className="rounded-xl bg-white p-5 text-center shadow-sm">
            <dt className="text-sm text-muted-foreground">{s.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-primary">{s.value}</dd>
          </div>
        ))}
      </dl>

      <h3 className="mt-14 text-2xl font-bold">{clinicalStudy.topHeading}</h3>
      <RichText value={fillRichTemplate(clinicalStudy.topLead, { count: clinicalStudy.topCount })} className="mt-1 text-muted-foreground" />
      <ol className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {top.map((r, i) => (
          <li key={r.condition} className="rounded-xl border border-border bg-white p-4 sm:p-5">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <span className="text-sm font-semibold text-muted-foreground">{fillTemplate(clinicalStudy.topRank, { rank: i + 1 })}</span>
              <ResultBadge improvement={r.improvement} labels={clinicalStudy.badges} />
            </div>
            <p className="mt-2 text-sm font-semibold sm:text-base">{r.condition}</p>
            <p className="mt-1 text-3xl font-bold text-accent">{r.improvement}%</p>
            <p className="text-sm text-muted-foreground">{clinicalStudy.improvedLabel}</p>
            <div className="mt-3 h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
              <div className="h-full rounded-full bg-accent" style={{ width: `${r.improvement}%` }} />
            </div>
          </li>
        ))}
      </ol>

      <h3 className="mt-14 text-2xl font-bold">{fillTemplate(clinicalStudy.allHeading, count)}</h3>
      <ScrollTable label={fillTemplate(clinicalStudy.tableLabel, count)} className="mt-6 bg-white" tableClassName="min-w-[36rem] text-sm">
        <caption className="sr-only">{clinicalStudy.tableCaption}</caption>
        <thead className="bg-secondary text-secondary-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">{clinicalStudy.columns.condition}</th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">{clinicalStudy.columns.improved}</th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">{clinicalStudy.columns.unchanged}</th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">{clinicalStudy.columns.worse}</th>
            <th scope="col" className="px-4 py-3 font-semibold">{clinicalStudy.columns.result}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {clinicalStudy.results.map((r, i) => (
            <tr key={r.condition} className={i < clinicalStudy.topCount ? 'bg-emerald-50/40' : undefined}>
              <th scope="row" className="px-4 py-2.5 font-medium">
                {r.condition}
              </th>
              <td className="px-4 py-2.5 text-right font-semibold text-accent">{r.improvement}%</td>
              <td className="px-4 py-2.5 text-right text-muted-foreground">{r.unchanged}%</td>
              <td className="px-4 py-2.5 text-right text-muted-foreground">{r.worse}%</td>
              <td className="px-4 py-2.5">
                <ResultBadge improvement={r.improvement} labels={clinicalStudy.badges} />
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </Section>
  );
}

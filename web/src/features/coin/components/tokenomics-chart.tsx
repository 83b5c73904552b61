import type { ContentDocs } from '@/content/schema';
import { fillTemplate } from '@/lib/fill-template';
import { formatCompact, formatNumber } from '@/lib/format';

type Tokenomics = ContentDocs['whitepaper']['tokenomics'];

/**
 * figure answers a number the chart states: the fact the document names (the site document's
 * facts, the same in every language), else the document's own number; 0 for none.
 */
function figure(own: number | undefined, fact: string | undefined, facts: unknown): number {
  if (fact === undefined) return own ?? 0;
  let v = facts;
  for (const key of fact.split('.')) v = v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined;
  return typeof v === 'number' ? v : (own ?? 0);
}

/** TokenomicsChart draws the allocation as a CSS donut with a legend (no chart library); facts are the site document's. */
export function TokenomicsChart({ tokenomics, facts }: { tokenomics: Tokenomics; facts: unknown }) {
  const supply = figure(tokenomics.totalSupply, tokenomics.totalSupplyFact, facts);
  const stops = tokenomics.allocation
    .map((a, i) => {
      const from = tokenomics.allocation.slice(0, i).reduce((sum, b) => sum + b.percent, 0);
      return `${a.color} ${from}% ${from + a.percent}%`;
    })
    .join(', ');
  return (
    <figure className="grid items-center gap-8 md:grid-cols-2">
      <div className="relative mx-auto aspect-square w-full max-w-xs">
        <div className="h-full w-full rounded-full" style={{ background: `conic-gradient(${stops})` }} aria-hidden />
        <div className="absolute inset-[22%] flex flex-col items-center justify-center rounded-full bg-white text-center">
          <span className="text-2xl font-bold text-primary">{formatCompact(supply)}</span>
          <span className="text-xs text-muted-foreground">{tokenomics.centerLabel}</span>
        </div>
      </div>
      <figcaption>
        <p className="font-semibold">{fillTemplate(tokenomics.totalLine, { total: formatNumber(supply) })}</p>
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">{tokenomics.tableCaption}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{tokenomics.columns.allocation}</th>
              <th scope="col">{tokenomics.columns.coins}</th>
              <th scope="col">{tokenomics.columns.share}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {tokenomics.allocation.map((a) => (
              <tr key={a.label}>
                <th scope="row" className="flex items-center gap-2 py-2 font-medium">
                  <span className="h-3 w-3 shrink-0 rounded-sm" style={{ backgroundColor: a.color }} aria-hidden />
                  {a.label}
                </th>
                <td className="py-2 text-right tabular-nums text-muted-foreground">{formatNumber(figure(a.amount, a.amountFact, facts))}</td>
                <td className="py-2 pl-4 text-right font-semibold tabular-nums">{a.percent}%</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figcaption>
    </figure>
  );
}

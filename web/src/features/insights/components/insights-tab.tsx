import { Download } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { EmptyState, ListStatus, TabHeader } from '@/components/admin/tab-layout';
import { Button, buttonClasses } from '@/components/ui/button';
import { ScrollTable } from '@/components/ui/scroll-table';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { useReportError } from '@/components/admin/use-report-error';
import { atLeast } from '@/lib/admin/roles';
import { useRole } from '@/lib/api/session';
import { cn } from '@/lib/cn';
import { insightsCSVURL, useInsights, useInsightsSettings, useSaveRetention } from '../api/insights';
import { change, customRangeError, RANGES, TABLES, type RangeChoice, type Table, type TableView, type Totals } from '../lib/insights';

// The chart library loads with this tab only, never with the rest of the panel.
const VisitsChart = lazy(() => import('./visits-chart'));

const FIGURES: { key: keyof Totals; label: string }[] = [
  { key: 'visitors', label: 'Visitors' },
  { key: 'views', label: 'Page views' },
  { key: 'downloads', label: 'Downloads' },
  { key: 'messages', label: 'Messages' },
];

/**
 * InsightsTab shows how the site does, as the server counted it without cookies: visitors
 * and views over time against the period before, and the top pages, referrers, campaigns,
 * downloads and messages, each table a CSV file too.
 */
export function InsightsTab() {
  const [range, setRange] = useState<RangeChoice>({ kind: '30d' });
  const [custom, setCustom] = useState({ from: '', to: '' });
  const report = useInsights(range);
  const rep = report.data;
  const customError = customRangeError(custom.from, custom.to);

  return (
    <section>
      <TabHeader
        title="Insights"
        summary="Visitors, pages, referrers, downloads and messages, counted by the server without cookies. A visitor is counted once a day."
      />
      <div role="group" aria-label="Range" className="mb-4 flex flex-wrap items-end gap-2 rounded-lg border border-border bg-white p-3">
        {RANGES.map((r) => (
          <Button
            key={r.value}
            size="sm"
            variant={range.kind === r.value ? 'primary' : 'outline'}
            aria-pressed={range.kind === r.value}
            onClick={() => setRange({ kind: r.value })}
          >
            {r.label}
          </Button>
        ))}
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!customError) setRange({ kind: 'custom', ...custom });
          }}
        >
          <div>
            <label htmlFor="insights-from" className="block text-xs font-medium text-muted-foreground">
              From
            </label>
            <Input id="insights-from" type="date" className="h-9" value={custom.from} max={custom.to || undefined} onChange={(e) => setCustom({ ...custom, from: e.target.value })} />
          </div>
          <div>
            <label htmlFor="insights-to" className="block text-xs font-medium text-muted-foreground">
              To
            </label>
            <Input id="insights-to" type="date" className="h-9" value={custom.to} min={custom.from || undefined} onChange={(e) => setCustom({ ...custom, to: e.target.value })} />
          </div>
          <Button type="submit" size="sm" variant={range.kind === 'custom' ? 'primary' : 'outline'} disabled={!!customError} title={customError || undefined}>
            Show range
          </Button>
        </form>
      </div>

      <ListStatus isPending={report.isPending} error={report.data ? null : report.error} what="the insights" />
      {rep ? (
        <div className={cn('space-y-6', report.isPlaceholderData && 'opacity-60')} aria-busy={report.isFetching}>
          <p className="text-sm text-muted-foreground" role="status">
            {rep.range.from} to {rep.range.to}, compared with {rep.previous.from} to {rep.previous.to}
          </p>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {FIGURES.map(({ key, label }) => {
              const moved = change(rep.totals[key], rep.previousTotals[key]);
              return (
                <div key={key} className="rounded-lg border border-border bg-white p-4">
                  <dt className="text-sm text-muted-foreground">{label}</dt>
                  <dd className="mt-1 flex items-baseline gap-2">
                    <span className="text-2xl font-semibold tabular-nums">{rep.totals[key].toLocaleString('en-GB')}</span>
                    {moved ? (
                      <span
                        className={cn('text-sm', moved.startsWith('−') ? 'text-destructive' : 'text-accent')}
                        title={`${rep.previousTotals[key].toLocaleString('en-GB')} in the period before`}
                      >
                        {moved}
                      </span>
                    ) : null}
                  </dd>
                </div>
              );
            })}
          </dl>
          <figure className="min-w-0 rounded-lg border border-border bg-white p-3 sm:p-4">
            <figcaption className="mb-2 flex items-center justify-between gap-2">
              <span className="font-medium">Visitors and views per {rep.range.bucket}</span>
              <a href={insightsCSVURL(range, 'series')} download className={buttonClasses('ghost', 'sm')}>
                <Download className="h-4 w-4" aria-hidden />
                CSV
              </a>
            </figcaption>
            <Suspense fallback={<div className="h-[260px]" role="status" aria-label="Loading the chart" />}>
              <VisitsChart series={rep.series} previous={rep.previousSeries} bucket={rep.range.bucket} />
            </Suspense>
          </figure>
          <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
            {TABLES.map((view) => (
              <InsightsTable key={view.name} view={view} table={rep.tables.find((t) => t.name === view.name)} csv={insightsCSVURL(range, view.name)} />
            ))}
          </div>
        </div>
      ) : null}
      <RetentionSetting />
    </section>
  );
}

/** InsightsTable is one table of the report, its top rows, with its CSV file. */
function InsightsTable({ view, table, csv }: { view: TableView; table: Table | undefined; csv: string }) {
  const rows = table?.rows ?? [];
  const id = `insights-${view.name}`;
  return (
    <section aria-labelledby={id} className={cn('min-w-0 rounded-lg border border-border bg-white', view.name === 'pages' && 'xl:col-span-2')}>
      <div className="flex items-start justify-between gap-2 border-b border-border p-3 sm:px-4">
        <div>
          <h3 id={id} className="font-medium">
            {view.title}
          </h3>
          <p className="text-xs text-muted-foreground">{view.summary}</p>
        </div>
        <a href={csv} download className={buttonClasses('ghost', 'sm', 'shrink-0')} aria-label={`${view.title} as CSV`}>
          <Download className="h-4 w-4" aria-hidden />
          CSV
        </a>
      </div>
      {rows.length === 0 ? (
        <p className="p-4 text-sm text-muted-foreground">Nothing counted in this range.</p>
      ) : (
        <>
          <ScrollTable label={`${view.title} table`} framed={false} tableClassName="text-sm">
            <thead>
              <tr className="text-left text-xs text-muted-foreground">
                {view.columns.map((c) => (
                  <th key={c.heading} scope="col" className={cn('px-3 py-2 font-medium sm:px-4', c.numeric && 'text-right')}>
                    {c.heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, 10).map((r) => (
                <tr key={r.value} className="border-t border-border">
                  {view.columns.map((c, i) => (
                    <td key={c.heading} className={cn('px-3 py-2 sm:px-4', c.numeric && 'text-right tabular-nums', i === 0 && 'max-w-[16rem] truncate')} title={i === 0 ? r.value : undefined}>
                      {c.value(r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          {rows.length > 10 ? <p className="border-t border-border px-4 py-2 text-xs text-muted-foreground">Top 10 shown; the CSV file holds every row.</p> : null}
        </>
      )}
    </section>
  );
}

/** RetentionSetting says how long the hourly counts are kept; owners change it. */
function RetentionSetting() {
  const settings = useInsightsSettings();
  const save = useSaveRetention();
  const reportError = useReportError();
  const owner = atLeast(useRole(), 'owner');
  const [months, setMonths] = useState('');
  if (!settings.data) return null;
  const shown = months || String(settings.data.retentionMonths);
  return (
    <section aria-labelledby="insights-settings" className="mt-8 rounded-lg border border-border bg-white p-4">
      <h3 id="insights-settings" className="font-medium">
        Keeping the counts
      </h3>
      {!settings.data.counting ? (
        <EmptyState title="This server does not count visits">It was started with QRS_INSIGHTS=off.</EmptyState>
      ) : null}
      <form
        className="mt-2 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(Number(shown), {
            onSuccess: (s) => {
              setMonths('');
              toast({ title: `Counts are kept for ${s.retentionMonths} months` });
            },
            onError: (err) => reportError(err),
          });
        }}
      >
        <div>
          <label htmlFor="insights-retention" className="block text-sm">
            Months the hourly counts are kept (older ones are deleted by themselves)
          </label>
          <Input
            id="insights-retention"
            type="number"
            min={1}
            max={120}
            className="mt-1 w-28"
            value={shown}
            disabled={!owner}
            onChange={(e) => setMonths(e.target.value)}
          />
        </div>
        {owner ? (
          <Button type="submit" size="sm" disabled={save.isPending || shown === String(settings.data.retentionMonths)}>
            Save
          </Button>
        ) : (
          <p className="text-sm text-muted-foreground">Owners change this.</p>
        )}
      </form>
    </section>
  );
}

import { Download } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses, Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import { auditExportURL, useAuditLog } from '../api/get-audit';
import {
  EVERY_KIND,
  isFiltered,
  kindChoices,
  NO_FILTER,
  personChoices,
  personOf,
  personValue,
  type AuditFilter,
} from '../lib/audit-log';
import { AUDIT_COLUMNS, AuditEntryRow } from './audit-entry';

/**
 * AuditTab is the audit log for owners: every change, newest first, with who made it, from
 * which address, what was done to which thing and, opened, each field it changed; filtered
 * by person, kind and days, read page by page and exported as CSV. Nothing here changes it.
 */
export function AuditTab() {
  const [filter, setFilter] = useState<AuditFilter>(NO_FILTER);
  const log = useAuditLog(filter);
  const pages = log.data?.pages ?? [];
  const first = pages[0];
  const serverName = first?.serverName ?? '';
  const entries = pages.flatMap((p) => p.entries);
  const filtered = isFiltered(filter);

  return (
    <section>
      <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <div>
          <h2 className="text-xl font-semibold">Audit log</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Every change to the site, newest first, with who made it and from where. Kept for two years; nobody can edit it.
          </p>
        </div>
        <a href={auditExportURL(filter)} download className={buttonClasses('outline', 'sm', 'shrink-0')}>
          <Download className="h-4 w-4" aria-hidden />
          {filtered ? 'Export filtered as CSV' : 'Export as CSV'}
        </a>
      </div>

      <div role="search" aria-label="Audit log" className="mb-4 grid gap-3 rounded-lg border border-border bg-white p-3 sm:grid-cols-2 sm:p-4 lg:grid-cols-4">
        <div>
          <label htmlFor="audit-person" className="mb-1 block text-sm font-medium">
            Person
          </label>
          <Select
            id="audit-person"
            value={personValue(filter.actor)}
            onValueChange={(v) => setFilter({ ...filter, actor: personOf(v) })}
            options={personChoices(first?.actors ?? [], serverName)}
          />
        </div>
        <div>
          <label htmlFor="audit-kind" className="mb-1 block text-sm font-medium">
            Kind
          </label>
          <Select
            id="audit-kind"
            value={filter.kind || EVERY_KIND}
            onValueChange={(v) => setFilter({ ...filter, kind: v === EVERY_KIND ? '' : v })}
            options={kindChoices(first?.kinds ?? [])}
          />
        </div>
        <div>
          <label htmlFor="audit-from" className="mb-1 block text-sm font-medium">
            From
          </label>
          <Input
            id="audit-from"
            type="date"
            value={filter.from}
            max={filter.to || undefined}
            onChange={(e) => setFilter({ ...filter, from: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor="audit-to" className="mb-1 block text-sm font-medium">
            To
          </label>
          <Input
            id="audit-to"
            type="date"
            value={filter.to}
            min={filter.from || undefined}
            onChange={(e) => setFilter({ ...filter, to: e.target.value })}
          />
        </div>
        {/* Read out as the list changes; empty while everything is shown. */}
        <div role="status" className="text-sm text-muted-foreground empty:hidden sm:col-span-2 lg:col-span-4">
          {filtered ? (
            <button
              type="button"
              onClick={() => setFilter(NO_FILTER)}
              className="font-medium text-primary underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-primary"
            >
              Clear filters
            </button>
          ) : null}
        </div>
      </div>

      {log.isPending ? (
        <p className="py-8 text-center text-muted-foreground" role="status">
          Loading the audit log...
        </p>
      ) : null}
      {log.error && !log.data ? (
        <p className="py-8 text-center text-destructive" role="alert">
          Could not load the audit log: {log.error.message}
        </p>
      ) : null}
      {log.isSuccess && entries.length === 0 ? (
        <div className="rounded-lg border border-dashed border-border p-10 text-center">
          <p className="font-medium">{filtered ? 'No entries match these filters' : 'Nothing recorded yet'}</p>
          <p className="mt-1 text-sm text-muted-foreground">Changes made in the panel appear here.</p>
        </div>
      ) : null}
      {entries.length > 0 ? (
        <div className={cn('rounded-lg border border-border bg-white', log.isPlaceholderData && 'opacity-60')}>
          <div
            aria-hidden
            className={cn('hidden border-b border-border bg-muted/50 px-4 py-2 text-xs font-semibold text-muted-foreground uppercase', AUDIT_COLUMNS)}
          >
            <span>When</span>
            <span>Who</span>
            <span>From</span>
            <span>What</span>
            <span>Which</span>
            <span className="text-right">Changes</span>
          </div>
          <ul aria-label="Audit log entries">
            {entries.map((e) => (
              <AuditEntryRow key={e.id} entry={e} serverName={serverName} />
            ))}
          </ul>
        </div>
      ) : null}
      {log.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      ) : null}
      {log.error && log.data ? (
        <p className="mt-4 text-center text-sm text-destructive" role="alert">
          Could not load more: {log.error.message}
        </p>
      ) : null}
    </section>
  );
}

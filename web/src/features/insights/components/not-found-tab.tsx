import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ListStatus, TabHeader } from '@/components/admin/tab-layout';
import { useReportError } from '@/components/admin/use-report-error';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { fullDate } from '@/lib/admin/full-date';
import { atLeast } from '@/lib/admin/roles';
import { ApiError } from '@/lib/api-client';
import { useRole } from '@/lib/api/session';
import { cn } from '@/lib/cn';
import { useNotFoundLog, useRedirectNotFound, type NotFoundEntry } from '../api/insights';

/**
 * NotFoundTab is the log of paths asked for that the site does not have: how often, first
 * and last seen, the site that linked there most; people's apart from bots'. Editors turn
 * a path into a redirect in one step.
 */
export function NotFoundTab() {
  const log = useNotFoundLog();
  const [bots, setBots] = useState(false);
  const entries = (bots ? log.data?.bots : log.data?.visitors) ?? [];
  return (
    <section>
      <TabHeader
        title="Not found (404)"
        summary={`Addresses asked for that the site does not have, the most asked for first. The log keeps the ${log.data?.limit ?? 1000} seen last.`}
      />
      <div role="group" aria-label="Whose requests" className="mb-4 flex gap-2">
        <Button size="sm" variant={bots ? 'outline' : 'primary'} aria-pressed={!bots} onClick={() => setBots(false)}>
          Visitors ({log.data?.visitors.length ?? 0})
        </Button>
        <Button size="sm" variant={bots ? 'primary' : 'outline'} aria-pressed={bots} onClick={() => setBots(true)}>
          Bots ({log.data?.bots.length ?? 0})
        </Button>
      </div>
      <ListStatus isPending={log.isPending} error={log.error} what="the not-found log" />
      {log.isSuccess && entries.length === 0 ? (
        <EmptyState title={bots ? 'No bot asked for a missing address' : 'No visitor asked for a missing address'}>
          Paths that answer the not-found page appear here.
        </EmptyState>
      ) : null}
      {entries.length > 0 ? (
        <ul aria-label="Addresses not found" className="divide-y divide-border rounded-lg border border-border bg-white">
          {entries.map((e) => (
            <NotFoundRow key={e.path} entry={e} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** NotFoundRow is one path of the log, with the form that makes it a redirect. */
function NotFoundRow({ entry }: { entry: NotFoundEntry }) {
  const editor = atLeast(useRole(), 'editor');
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState('');
  const [error, setError] = useState('');
  const redirect = useRedirectNotFound();
  const reportError = useReportError();
  const id = `redirect-to-${entry.path.replace(/[^a-z0-9]/gi, '-')}`;
  return (
    <li className="p-3 sm:px-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="truncate font-mono text-sm font-medium" title={entry.path}>
            {entry.path}
          </p>
          <p className="text-xs text-muted-foreground">
            {entry.hits.toLocaleString('en-GB')} {entry.hits === 1 ? 'time' : 'times'} · first {fullDate(entry.firstSeen)} · last {fullDate(entry.lastSeen)}
            {entry.topReferrer ? ` · mostly from ${entry.topReferrer}` : ''}
          </p>
        </div>
        {editor && !open ? (
          <Button size="sm" variant="outline" className="shrink-0" onClick={() => setOpen(true)}>
            <ArrowRight className="h-4 w-4" aria-hidden />
            Make a redirect
          </Button>
        ) : null}
      </div>
      {open ? (
        <form
          className="mt-2 flex flex-wrap items-start gap-2"
          onSubmit={(ev) => {
            ev.preventDefault();
            setError('');
            redirect.mutate(
              { from: entry.path, to: to.trim(), temporary: false },
              {
                onSuccess: () => toast({ title: `${entry.path} now leads to ${to.trim()}` }),
                onError: (err) => {
                  const field = err instanceof ApiError ? (err.fieldErrors().to ?? err.fieldErrors().from) : undefined;
                  if (field) setError(field);
                  else reportError(err);
                },
              },
            );
          }}
        >
          <div className="min-w-[14rem] flex-1">
            <label htmlFor={id} className="sr-only">
              Redirect {entry.path} to
            </label>
            <Input
              id={id}
              placeholder="/research or https://…"
              value={to}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setTo(e.target.value)}
              autoFocus
            />
            {error ? (
              <p id={`${id}-error`} className="mt-1 text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <Button type="submit" size="sm" className={cn('h-10')} disabled={!to.trim() || redirect.isPending}>
            Redirect (301)
          </Button>
          <Button type="button" size="sm" variant="ghost" className="h-10" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </form>
      ) : null}
    </li>
  );
}

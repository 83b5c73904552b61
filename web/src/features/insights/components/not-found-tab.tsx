import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ListStatus, TabHeader } from '@/components/admin/tab-layout';
import { NewRedirectDialog } from '@/components/admin/redirect-dialog';
import { Button } from '@/components/ui/button';
import { fullDate } from '@/lib/admin/full-date';
import { atLeast } from '@/lib/admin/roles';
import { useRole } from '@/lib/api/session';
import { NOT_FOUND_KEY, useNotFoundLog, type NotFoundEntry } from '../api/insights';

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

/** NotFoundRow is one path of the log, and for editors the step that makes it a redirect. */
function NotFoundRow({ entry }: { entry: NotFoundEntry }) {
  const editor = atLeast(useRole(), 'editor');
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <li className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between sm:px-4">
      <div className="min-w-0">
        <p className="truncate font-mono text-sm font-medium" title={entry.path}>
          {entry.path}
        </p>
        <p className="text-xs text-muted-foreground">
          {entry.hits.toLocaleString('en-GB')} {entry.hits === 1 ? 'time' : 'times'} · first {fullDate(entry.firstSeen)} · last {fullDate(entry.lastSeen)}
          {entry.topReferrer ? ` · mostly from ${entry.topReferrer}` : ''}
        </p>
      </div>
      {editor ? (
        <Button size="sm" variant="outline" className="shrink-0" aria-label={`Make a redirect from ${entry.path}`} onClick={() => setOpen(true)}>
          <ArrowRight className="h-4 w-4" aria-hidden />
          Make a redirect
        </Button>
      ) : null}
      {open ? (
        <NewRedirectDialog
          from={entry.path}
          onDone={() => {
            setOpen(false);
            // A path the redirect now answers leaves the log's list.
            void queryClient.invalidateQueries({ queryKey: NOT_FOUND_KEY });
          }}
        />
      ) : null}
    </li>
  );
}

import { useQuery } from '@tanstack/react-query';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { ListStatus } from '@/components/admin/tab-layout';
import { useReportError } from '@/components/admin/use-report-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ownSessionsQueryOptions, useEndSessions, type StaffSession } from '../api/staff';
import { browserWords, whenWords } from '../lib/describe';

/** SessionsCard lists where the signed-in person is signed in, and ends any session but this one, or all others. */
export function SessionsCard() {
  const sessions = useQuery(ownSessionsQueryOptions);
  const end = useEndSessions();
  const reportError = useReportError();
  // This browser first, then the others by their last use, as the server lists them.
  const list = [...(sessions.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((s) => !s.current).length;
  const endSession = (session?: number) =>
    end.mutate({ session }, { onSuccess: (answer) => toast({ title: answer.message }), onError: (err) => reportError(err) });

  return (
    <section aria-labelledby="sessions-heading" className="rounded-lg border border-border bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id="sessions-heading" className="text-lg font-semibold">
            Where you are signed in
          </h3>
          <p className="text-sm text-muted-foreground">End a session you do not recognise, or one on a computer you no longer use.</p>
        </div>
        {others > 0 ? (
          <Button variant="outline" size="sm" disabled={end.isPending} onClick={() => endSession()}>
            <LogOut className="h-4 w-4" aria-hidden />
            Sign out everywhere else
          </Button>
        ) : null}
      </div>
      <ListStatus isPending={sessions.isPending} error={sessions.error} what="sessions" />
      <SessionRows sessions={list} busy={end.isPending} onEnd={endSession} />
    </section>
  );
}

/**
 * SessionRows lists sessions: the browser and system, the address, when it signed in and was
 * last used; each but the current one can be ended.
 */
export function SessionRows({ sessions, busy, onEnd }: { sessions: StaffSession[]; busy: boolean; onEnd: (id: number) => void }) {
  return (
    <ul className="mt-4 divide-y divide-border">
      {sessions.map((s) => (
        <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="flex min-w-0 items-start gap-3">
            {/\b(iPhone|Android|Mobile)\b/.test(s.userAgent) ? (
              <Smartphone className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
            ) : (
              <Monitor className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
            )}
            <div className="min-w-0">
              <p className="font-medium">
                {browserWords(s.userAgent)} {s.current ? <Badge tone="success">This browser</Badge> : null}
              </p>
              <p className="break-words text-sm text-muted-foreground">
                {s.ip || 'unknown address'} · signed in {whenWords(s.createdAt)} · last active {whenWords(s.lastSeenAt)}
              </p>
            </div>
          </div>
          {s.current ? null : (
            <Button variant="ghost" size="sm" disabled={busy} onClick={() => onEnd(s.id)} aria-label={`End the session of ${browserWords(s.userAgent)}, ${s.ip}`}>
              End
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

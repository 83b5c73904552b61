import { ExternalLink, Loader2, RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState, ListStatus, TabHeader } from '@/components/admin/tab-layout';
import { reasonOf } from '@/components/admin/use-record-mutations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { fullDate } from '@/lib/admin/full-date';
import { atLeast } from '@/lib/admin/roles';
import { useRole } from '@/lib/api/session';
import { plural } from '@/lib/plural';
import { useLinkCheck, type BrokenLink, type LinkCheckState } from '../api/get-link-check';
import { useStartLinkCheck } from '../api/start-link-check';
import { editHref, kindWords, progressWords } from '../lib/link-words';

const SUMMARY =
  'Every link of the pages and records is checked once a day: partner websites, videos, downloads, pictures and the links between pages.';

/**
 * LinkCheckTab lists the links the last check found broken: the address, why, where each is
 * used (with a link to where it is edited) and when it was checked. Editors and owners start a
 * check with "Check now", whose progress shows while it runs; everyone reads the list. A site
 * whose link checker is turned off says so.
 */
export function LinkCheckTab() {
  const check = useLinkCheck();
  const start = useStartLinkCheck();
  const canStart = atLeast(useRole(), 'editor');
  const state = check.data;
  const running = state?.running || start.isPending;
  return (
    <section aria-label="Broken links">
      <TabHeader title="Broken links" summary={SUMMARY}>
        {state?.enabled && canStart ? (
          <Button disabled={running} onClick={() => start.mutate()}>
            {running ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <RefreshCw className="h-4 w-4" aria-hidden />}
            {running ? 'Checking...' : 'Check now'}
          </Button>
        ) : null}
      </TabHeader>
      <ListStatus isPending={check.isPending} error={check.error} what="the link check" />
      {start.isError ? (
        <p className="mb-4 rounded-md bg-red-50 p-3 text-sm text-destructive" role="alert">
          {reasonOf(start.error, 'Could not start the check. Please try again.')}
        </p>
      ) : null}
      {state ? <CheckState state={state} canStart={canStart} /> : null}
    </section>
  );
}

/** CheckState is the tab's body once the state is read: turned off, the progress, the last run and its broken links. */
function CheckState({ state, canStart }: { state: LinkCheckState; canStart: boolean }) {
  if (!state.enabled)
    return (
      <EmptyState title="The link checker is turned off">
        This site runs without outbound network (QRS_LINK_CHECK=off), so its links are not checked.
      </EmptyState>
    );
  return (
    <div className="space-y-4">
      {state.running ? <RunProgress total={state.total} done={state.done} /> : null}
      {state.finishedAt ? (
        <p className="text-sm text-muted-foreground">
          Last check finished {fullDate(state.finishedAt)}: {plural(state.checked, 'link')}, {state.broken.length} broken.
        </p>
      ) : null}
      {state.broken.length === 0 && state.finishedAt ? (
        <EmptyState title="No broken links">Every link worked when the links were last checked, {fullDate(state.finishedAt)}.</EmptyState>
      ) : null}
      {state.broken.length === 0 && !state.finishedAt && !state.running ? (
        <EmptyState title="No check has run yet">
          The links are checked a few minutes after the server starts, then once a day.
          {canStart ? ' Check now to see them at once.' : ''}
        </EmptyState>
      ) : null}
      {state.broken.length > 0 ? (
        <ul className="space-y-3" aria-label="Broken links">
          {state.broken.map((link) => (
            <BrokenLinkItem key={link.url} link={link} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** RunProgress says how far the check under way is, as words and a bar. */
function RunProgress({ total, done }: { total: number; done: number }) {
  const words = progressWords(total, done);
  return (
    <div className="rounded-lg border border-border bg-white p-4 shadow-sm" role="status">
      <p className="mb-2 text-sm font-medium">{words}</p>
      <Progress value={total > 0 ? (done / total) * 100 : 0} label={words} />
    </div>
  );
}

/** BrokenLinkItem is one broken link as a card: its address, why, how it was checked, where it is used and when it was checked. */
function BrokenLinkItem({ link }: { link: BrokenLink }) {
  return (
    <li className="rounded-lg border border-border bg-white p-4 shadow-sm" aria-label={link.url}>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="danger">{link.reason}</Badge>
        <Badge tone="outline">{kindWords(link.kind)}</Badge>
      </div>
      <a
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex max-w-full items-start gap-1 break-all font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
      >
        {link.url}
        <ExternalLink className="mt-1 h-3.5 w-3.5 shrink-0" aria-hidden />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <div className="mt-3">
        <p className="text-sm font-medium">Used in</p>
        <ul className="mt-1 space-y-1 text-sm" aria-label={`Where ${link.url} is used`}>
          {link.usedIn.map((use) => (
            <li key={`${use.document ?? use.collection}:${use.locale ?? use.id}:${use.pointer ?? use.where}`} className="break-words">
              <Link to={editHref(use)} className="text-primary underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-primary">
                {use.label}
              </Link>
              <span className="text-muted-foreground"> › {use.where}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="mt-3 text-sm text-muted-foreground">Checked {fullDate(link.checkedAt)}</p>
    </li>
  );
}

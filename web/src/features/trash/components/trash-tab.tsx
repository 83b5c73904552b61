import { Loader2, RotateCcw } from 'lucide-react';
import { EmptyState, ListStatus, TabHeader } from '@/components/admin/tab-layout';
import { reasonOf } from '@/components/admin/use-record-mutations';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { fullDate } from '@/lib/admin/full-date';
import { atLeast } from '@/lib/admin/roles';
import { contentsSummary, TRASH_DAYS } from '@/lib/admin/trash-words';
import { useTrash, type TrashEntry } from '@/lib/api/get-trash';
import { useRestoreTrash } from '@/lib/api/restore-trash';
import { useRole } from '@/lib/api/session';

/**
 * TrashTab lists what was deleted in the last TRASH_DAYS days, the newest first: its kind and name,
 * who deleted it and when, when it goes for good and, for a folder, what went with it. Editors
 * and owners restore an entry in place; viewers read the list.
 */
export function TrashTab() {
  const trash = useTrash();
  const canRestore = atLeast(useRole(), 'editor');
  const entries = trash.data ?? [];
  return (
    <section aria-label="Trash">
      <TabHeader
        title="Trash"
        summary={`What was deleted in the last ${TRASH_DAYS} days. ${canRestore ? 'Restore puts it back where it was.' : 'Editors and owners can restore it.'}`}
      />
      <ListStatus isPending={trash.isPending} error={trash.error} what="the trash" />
      {trash.isSuccess && entries.length === 0 ? (
        <EmptyState title="The trash is empty">
          Deleted team members, pictures, videos, downloads, partners, folders and messages wait here for {TRASH_DAYS} days.
        </EmptyState>
      ) : null}
      {entries.length > 0 ? (
        <ul className="space-y-3" aria-label="Deleted items">
          {entries.map((e) => (
            <TrashItem key={e.id} entry={e} canRestore={canRestore} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** TrashItem is one entry as a card: what it is, its dates, and its Restore button with progress and errors in place. */
function TrashItem({ entry, canRestore }: { entry: TrashEntry; canRestore: boolean }) {
  const restore = useRestoreTrash();
  const held = contentsSummary(entry.contents);
  const name = entry.label || entry.what;
  return (
    <li className="rounded-lg border border-border bg-white p-4 shadow-sm" aria-label={`${entry.what}: ${name}`}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="outline">{entry.what}</Badge>
            <p className="min-w-0 break-words font-medium">{name}</p>
          </div>
          {held ? (
            <p className="text-sm text-muted-foreground">
              {entry.kind === 'folder' ? 'With ' : ''}
              {held}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground">
            Deleted {entry.deletedBy ? `by ${entry.deletedBy} ` : ''}on {fullDate(entry.deletedAt)}
          </p>
          <p className="text-sm text-muted-foreground">Deleted for good on {fullDate(entry.purgeAt)}</p>
        </div>
        {canRestore ? (
          <Button
            variant="outline"
            size="sm"
            className="w-full shrink-0 sm:w-auto"
            disabled={restore.isPending}
            aria-label={`Restore ${entry.what.toLowerCase()} ${name}`}
            // The toast hangs on the promise, not on mutate's callbacks: the restore refetches
            // the trash, which takes this card away, and an unmounted card's callbacks never run.
            // A refusal shows in place, from the mutation's state.
            onClick={() =>
              restore.mutateAsync(entry.id).then(
                (answer) => toast({ title: answer.message }),
                () => undefined,
              )
            }
          >
            {restore.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <RotateCcw className="h-4 w-4" aria-hidden />}
            {restore.isPending ? 'Restoring...' : 'Restore'}
          </Button>
        ) : null}
      </div>
      {restore.isError ? (
        <p className="mt-3 rounded-md bg-red-50 p-2 text-sm text-destructive" role="alert">
          {reasonOf(restore.error, 'Could not restore it. Please try again.')}
        </p>
      ) : null}
    </li>
  );
}

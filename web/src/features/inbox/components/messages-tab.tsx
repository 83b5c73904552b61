import { Download, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCanEdit } from '@/components/admin/editor-only';
import { EmptyState, ListStatus, TabHeader } from '@/components/admin/tab-layout';
import { useUndoToast } from '@/components/admin/use-record-mutations';
import { useReportError } from '@/components/admin/use-report-error';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { successMessage } from '@/lib/admin/messages';
import { inTrashNote } from '@/lib/admin/trash-words';
import { useContactMessages } from '@/lib/api/get-contact-messages';
import type { InboxMessage } from '@/lib/entities';
import { useDeleteContactMessage } from '../api/delete-contact-message';
import { useDeleteContactMessages } from '../api/delete-contact-messages';
import { useMarkContactMessage, type MessageMark } from '../api/mark-contact-message';
import { countMessages, filterInbox, inboxSummary, isFiltered, NO_FILTER, type InboxFilter } from '../lib/inbox';
import { InboxFilters } from './inbox-filters';
import { InboxMessageItem } from './inbox-message';

/**
 * MessagesTab is the contact inbox, newest first: what visitors sent and where each message
 * stands (unread, answered), searched and filtered, exported to CSV and deleted one by one or
 * several at once. Opening a message marks it read.
 */
export function MessagesTab() {
  const messages = useContactMessages();
  const mark = useMarkContactMessage();
  const remove = useDeleteContactMessage();
  const removeMany = useDeleteContactMessages();
  const reportError = useReportError();
  const undoToast = useUndoToast();
  const [filter, setFilter] = useState<InboxFilter>(NO_FILTER);
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState(false);

  const all = useMemo(() => messages.data ?? [], [messages.data]);
  const shown = useMemo(() => filterInbox(all, filter), [all, filter]);
  const filtered = isFiltered(filter);
  // Only what is shown counts as selected: a filter never lets a hidden message be deleted.
  const chosen = shown.filter((m) => selected.has(m.id));

  const canEdit = useCanEdit();
  const markMessage = (change: MessageMark) => mark.mutate(change, { onError: (err) => reportError(err) });
  const toggle = (m: InboxMessage) => {
    const next = new Set(opened);
    if (next.has(m.id)) next.delete(m.id);
    else {
      next.add(m.id);
      // A viewer reads without marking: the inbox stays as the editors left it.
      if (m.readAt === null && canEdit) markMessage({ id: m.id, read: true });
    }
    setOpened(next);
  };
  const select = (ids: number[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelected(next);
  };
  // The server writes the file (GET /api/contact-messages.csv), with the same CSV rules as the audit log's.
  const exportURL = (list?: InboxMessage[]) => `/api/contact-messages.csv${list ? `?ids=${list.map((m) => m.id).join(',')}` : ''}`;

  return (
    <section>
      <TabHeader title="Messages" summary={`${inboxSummary(all)}. Newest first; opening a message marks it read.`}>
        {filtered && shown.length > 0 ? (
          <a href={exportURL(shown)} download className={buttonClasses('outline', 'sm')}>
            <Download className="h-4 w-4" aria-hidden />
            Export shown ({shown.length})
          </a>
        ) : null}
        {all.length > 0 ? (
          <a href={exportURL()} download className={buttonClasses('outline', 'sm')}>
            <Download className="h-4 w-4" aria-hidden />
            Export all ({all.length})
          </a>
        ) : null}
      </TabHeader>
      <ListStatus isPending={messages.isPending} error={messages.error} what="messages" />
      {messages.isSuccess && all.length === 0 ? (
        <EmptyState title="No messages yet">Messages sent through the contact form appear here.</EmptyState>
      ) : null}
      {all.length > 0 ? (
        <>
          <InboxFilters filter={filter} onChange={setFilter} messages={all} shown={shown.length} />
          {canEdit ? (
            <div className="mt-3 mb-2 flex items-center justify-between gap-3">
              <SelectAll shown={shown.length} chosen={chosen.length} onChange={(on) => select(shown.map((m) => m.id), on)} />
              <Button
                variant="outline"
                size="sm"
                disabled={chosen.length === 0}
                onClick={() => setConfirming(true)}
                className="text-destructive hover:bg-destructive/10"
              >
                <Trash2 className="h-4 w-4" aria-hidden />
                Delete selected ({chosen.length})
              </Button>
            </div>
          ) : (
            <div className="mb-2" />
          )}
          {shown.length === 0 ? (
            <EmptyState title="No messages match">Try other words, another subject or another state.</EmptyState>
          ) : null}
        </>
      ) : null}
      <ul className="space-y-2" aria-label="Contact messages">
        {shown.map((m) => (
          <InboxMessageItem
            key={m.id}
            message={m}
            open={opened.has(m.id)}
            onToggle={() => toggle(m)}
            selected={selected.has(m.id)}
            onSelect={(on) => select([m.id], on)}
            onMark={(change) => markMessage({ id: m.id, ...change })}
            marking={mark.isPending && mark.variables?.id === m.id}
            onDelete={() =>
              remove.mutateAsync(m.id).then(
                (deleted) => undoToast(successMessage('Message', 'deleted'), deleted, 'Message restored'),
                (err) => reportError(err),
              )
            }
          />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !removeMany.isPending && setConfirming(open)}
        title={`Delete ${countMessages(chosen.length)}?`}
        description={`The ${chosen.length === 1 ? 'selected message' : `${chosen.length} selected messages`} will be removed from the inbox. ${inTrashNote}`}
        busy={removeMany.isPending}
        onConfirm={() => {
          const ids = chosen.map((m) => m.id);
          removeMany.mutate(ids, {
            onSuccess: (answer) => {
              const n = countMessages(answer.deleted);
              undoToast(successMessage(n, 'deleted'), answer, `${n} restored`);
              select(ids, false);
            },
            onError: (err) => reportError(err),
            onSettled: () => setConfirming(false),
          });
        }}
      />
    </section>
  );
}

/** SelectAll selects or clears every message shown; it is mixed while only some are selected. */
function SelectAll({ shown, chosen, onChange }: { shown: number; chosen: number; onChange: (on: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null);
  const all = shown > 0 && chosen === shown;
  useEffect(() => {
    if (box.current) box.current.indeterminate = chosen > 0 && !all;
  }, [chosen, all]);
  return (
    <label className="-ml-1 inline-flex h-10 cursor-pointer items-center gap-2 rounded-md px-1 text-sm font-medium hover:bg-muted">
      <input
        ref={box}
        type="checkbox"
        className="h-4 w-4 cursor-pointer accent-primary"
        checked={all}
        disabled={shown === 0}
        onChange={(e) => onChange(e.target.checked)}
      />
      Select all shown
    </label>
  );
}

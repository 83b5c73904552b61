import { Check, Mail, MailOpen, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { useCanEdit } from '@/components/admin/editor-only';
import { DeleteButton } from '@/components/admin/item-actions';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { fullDate } from '@/lib/admin/full-date';
import { clip } from '@/lib/clip';
import { cn } from '@/lib/cn';
import type { InboxMessage } from '@/lib/entities';
import { languageName } from '@/lib/languages';
import { listDate, PREVIEW_AT, subjectLabel } from '../lib/inbox';

/**
 * InboxMessageItem is one message of the inbox: a line to select it, who wrote about what and
 * when, with the start of the text; opened, the whole text and what the editor can do with it.
 * Unread messages stand out with a dot and bold type.
 */
export function InboxMessageItem({
  message: m,
  open,
  onToggle,
  selected,
  onSelect,
  onMark,
  marking,
  onDelete,
}: {
  message: InboxMessage;
  open: boolean;
  onToggle: () => void;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onMark: (change: { read?: boolean; answered?: boolean }) => void;
  marking: boolean;
  onDelete: () => Promise<unknown>;
}) {
  const canEdit = useCanEdit();
  const id = useId();
  const unread = m.readAt === null;
  const answered = m.answeredAt !== null;
  const subject = subjectLabel(m.subject);
  return (
    <li
      className={cn(
        'rounded-lg border bg-white transition-colors',
        unread ? 'border-primary/40 shadow-sm' : 'border-border',
        selected && 'border-primary bg-secondary/40',
      )}
    >
      <div className="flex gap-1 p-2 sm:gap-2 sm:p-3">
        {/* The box sits in a 40 px target, as a finger needs; a viewer selects nothing to delete. */}
        {canEdit ? (
          <label className="flex h-10 w-10 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-muted">
            <input
              type="checkbox"
              className="h-4 w-4 cursor-pointer accent-primary"
              checked={selected}
              onChange={(e) => onSelect(e.target.checked)}
              aria-label={`Select message from ${m.name}`}
            />
          </label>
        ) : null}
        <div className="min-w-0 flex-1">
          {/* The line is named by all it shows, in order (who, when, the subject, the state and the
              start of the text, cut where two lines end), so a speech command that says what a
              person reads reaches it. */}
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={open}
            aria-controls={`${id}-body`}
            className="block w-full rounded-md px-1 py-1.5 text-left hover:bg-muted/60 focus-visible:outline-2 focus-visible:outline-primary"
          >
            <span className="flex items-baseline justify-between gap-3">
              <span className="flex min-w-0 items-center gap-2">
                {unread ? <span className="h-2 w-2 shrink-0 rounded-full bg-primary" aria-hidden /> : null}
                <span id={`${id}-name`} className={cn('truncate', unread ? 'font-bold' : 'font-medium')}>
                  {m.name}
                </span>
                <span className="hidden truncate text-sm text-muted-foreground sm:inline">{m.email}</span>
              </span>
              <time
                dateTime={m.createdAt}
                title={fullDate(m.createdAt)}
                className={cn('shrink-0 text-xs', unread ? 'font-semibold text-foreground' : 'text-muted-foreground')}
              >
                {listDate(m.createdAt)}
              </time>
            </span>
            <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className={cn('text-sm', unread ? 'font-semibold' : 'text-foreground')}>
                {subject}
              </span>
              <span className="flex gap-1.5">
                {unread ? <Badge tone="primary">Unread</Badge> : null}
                {answered ? (
                  <Badge tone="success">
                    <Check className="h-3 w-3" aria-hidden />
                    Answered
                  </Badge>
                ) : null}
              </span>
            </span>
            {open ? null : (
              <span className="mt-1 line-clamp-2 text-sm break-words text-muted-foreground">{clip(m.message, PREVIEW_AT).text}</span>
            )}
          </button>
          {open ? (
            <div id={`${id}-body`} className="px-1 pb-1">
              <p className="mt-2 text-sm break-words whitespace-pre-wrap">{m.message}</p>
              <p className="mt-3 text-sm text-muted-foreground">
                <a href={`mailto:${m.email}`} className="break-all text-primary underline underline-offset-2">
                  {m.email}
                </a>
                {' · '}Received {fullDate(m.createdAt)}
                {m.locale ? <> · Written in {languageName(m.locale)}</> : null}
                {m.answeredAt ? <> · Answered {fullDate(m.answeredAt)}</> : null}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <a
                  href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${subject}`)}`}
                  className={buttonClasses('primary', 'sm')}
                  aria-label={`Reply to ${m.name}`}
                >
                  <Mail className="h-4 w-4" aria-hidden />
                  Reply
                </a>
                {canEdit ? (
                  <>
                    <Button variant="outline" size="sm" disabled={marking} onClick={() => onMark({ answered: !answered })}>
                      {answered ? <Undo2 className="h-4 w-4" aria-hidden /> : <Check className="h-4 w-4" aria-hidden />}
                      {answered ? 'Mark as not answered' : 'Mark as answered'}
                    </Button>
                    <Button variant="outline" size="sm" disabled={marking} onClick={() => onMark({ read: unread })}>
                      {unread ? <MailOpen className="h-4 w-4" aria-hidden /> : <Mail className="h-4 w-4" aria-hidden />}
                      {unread ? 'Mark as read' : 'Mark as unread'}
                    </Button>
                    <DeleteButton
                      itemName={`message from ${m.name}`}
                      title={`Delete the message from ${m.name}?`}
                      description="The message will be removed from the inbox."
                      onDelete={onDelete}
                    />
                  </>
                ) : null}
              </div>
            </div>
          ) : null}
        </div>
      </div>
    </li>
  );
}

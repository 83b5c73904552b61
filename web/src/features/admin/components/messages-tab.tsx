import { Mail } from 'lucide-react';
import { toast } from '@/components/ui/toast-store';
import { contactSubjectLabel } from '@/lib/site-rules';
import { useDeleteContactMessage } from '../api/delete-contact-message';
import { useContactMessages } from '../api/get-contact-messages';
import { successMessage } from '../schemas/messages';
import { DeleteButton } from './item-actions';
import { EmptyState, ListStatus, TabHeader } from './tab-layout';
import { useReportError } from './use-report-error';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function formatDate(value: string): string {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : dateFormat.format(d);
}

/** MessagesTab is the contact inbox: what visitors sent, newest first, so nothing is lost in a log. */
export function MessagesTab() {
  const messages = useContactMessages();
  const remove = useDeleteContactMessage();
  const reportError = useReportError();
  const list = messages.data ?? [];
  return (
    <section>
      <TabHeader title="Messages" summary={`${list.length} message(s) from the contact form, newest first.`} />
      <ListStatus isPending={messages.isPending} error={messages.error} what="messages" />
      {messages.isSuccess && list.length === 0 ? (
        <EmptyState title="No messages yet">Messages sent through the contact form appear here.</EmptyState>
      ) : null}
      <ul className="space-y-3" aria-label="Contact messages">
        {list.map((m) => (
          <li key={m.id} className="rounded-lg border border-border bg-white p-4">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-semibold">{contactSubjectLabel(m.subject)}</h3>
                <p className="text-sm text-muted-foreground">
                  <span className="font-medium text-foreground">{m.name}</span> ·{' '}
                  <a href={`mailto:${m.email}`} className="text-primary underline underline-offset-2">
                    {m.email}
                  </a>{' '}
                  · <time dateTime={m.createdAt}>{formatDate(m.createdAt)}</time>
                </p>
              </div>
              <div className="flex gap-2">
                <a
                  href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${contactSubjectLabel(m.subject)}`)}`}
                  className="inline-flex h-9 items-center gap-1 rounded-md border border-border px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
                  aria-label={`Reply to ${m.name}`}
                >
                  <Mail className="h-4 w-4" aria-hidden />
                  Reply
                </a>
                <DeleteButton
                  itemName={`message from ${m.name}`}
                  title={`Delete the message from ${m.name}?`}
                  description="The message will be removed from the inbox for good."
                  onDelete={() =>
                    remove.mutateAsync(m.id).then(
                      () => toast({ title: successMessage('Message', 'deleted') }),
                      (err) => reportError(err),
                    )
                  }
                />
              </div>
            </div>
            <p className="mt-3 whitespace-pre-wrap break-words text-sm">{m.message}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

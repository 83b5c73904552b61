import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';
import type { InboxMessage } from '@/lib/entities';
import {
  countMessages,
  INBOX_STATES,
  inState,
  isFiltered,
  NO_FILTER,
  subjectChoices,
  type InboxFilter,
  type InboxState,
} from '../lib/inbox';

/**
 * InboxFilters are the inbox's search and filters: a search of names, e-mails and texts, the
 * subject, and the state as a row of choices, each with how many messages stand so.
 */
export function InboxFilters({
  filter,
  onChange,
  messages,
  shown,
}: {
  filter: InboxFilter;
  onChange: (next: InboxFilter) => void;
  messages: readonly InboxMessage[];
  /** shown is how many messages the search and filters let through. */
  shown: number;
}) {
  const countIn = (state: InboxState) => messages.filter((m) => inState(m, state)).length;
  return (
    <div role="search" aria-label="Messages" className="flex flex-col gap-3 rounded-lg border border-border bg-white p-3 sm:p-4">
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_15rem]">
        <div className="relative">
          <label htmlFor="inbox-search" className="sr-only">
            Search messages
          </label>
          <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id="inbox-search"
            type="search"
            value={filter.search}
            onChange={(e) => onChange({ ...filter, search: e.target.value })}
            placeholder="Search name, e-mail or text"
            className="pl-9"
            autoComplete="off"
          />
        </div>
        <div>
          <label htmlFor="inbox-subject" className="sr-only">
            Subject
          </label>
          <Select
            id="inbox-subject"
            value={filter.subject}
            onValueChange={(subject) => onChange({ ...filter, subject })}
            options={subjectChoices}
          />
        </div>
      </div>
      {/* Two by two on a phone, so no choice wraps alone onto a line of its own. */}
      <div role="group" aria-label="Show" className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {INBOX_STATES.map(({ value, label }) => {
          const active = filter.state === value;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={active}
              onClick={() => onChange({ ...filter, state: value })}
              className={cn(
                'inline-flex h-9 items-center justify-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
                active
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-white text-foreground hover:bg-muted',
              )}
            >
              {label}
              <span
                className={cn(
                  'rounded-full px-1.5 text-xs tabular-nums',
                  active ? 'bg-white/20' : 'bg-muted text-muted-foreground',
                )}
              >
                {countIn(value)}
              </span>
            </button>
          );
        })}
      </div>
      {/* Read out as the list changes; empty while everything is shown. */}
      <div role="status" className="text-sm text-muted-foreground empty:hidden">
        {isFiltered(filter) ? (
          <>
            Showing {shown} of {countMessages(messages.length)}
            {' · '}
            <button
              type="button"
              onClick={() => onChange(NO_FILTER)}
              className="font-medium text-primary underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-primary"
            >
              Clear search and filters
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}

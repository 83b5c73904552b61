import { useContactMessages } from '@/lib/api/get-contact-messages';
import { unreadCount } from '../lib/inbox';

/**
 * UnreadBadge is the count of unread messages on the Messages tab and the panel's menu button;
 * their names say it in words ("Messages (3 unread)"). Nothing shows while every message has
 * been read.
 */
export function UnreadBadge() {
  const { data } = useContactMessages();
  const unread = data ? unreadCount(data) : 0;
  if (unread === 0) return null;
  return (
    <>
      <span
        aria-hidden
        className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold tabular-nums text-primary-foreground"
      >
        {unread}
      </span>
      <span className="sr-only"> ({unread} unread)</span>
    </>
  );
}

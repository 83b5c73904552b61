import { CountBadge } from '@/components/admin/count-badge';
import { useContactMessages } from '@/lib/api/get-contact-messages';
import { unreadCount } from '../lib/inbox';

/**
 * UnreadBadge is the count of unread messages on the Messages tab and the panel's menu button;
 * their names say it in words ("Messages (3 unread)"). Nothing shows while every message has
 * been read.
 */
export function UnreadBadge() {
  const { data } = useContactMessages();
  return <CountBadge count={data ? unreadCount(data) : 0} words="unread" />;
}

import { CountBadge } from '@/components/admin/count-badge';
import { useBrokenLinkCount } from '../api/get-link-check';

/**
 * BrokenLinksBadge is the count of broken links the last check found, beside Broken links and
 * on the panel's menu button; their names say it in words ("Broken links (2 broken)").
 * Nothing shows while none is broken.
 */
export function BrokenLinksBadge() {
  return <CountBadge count={useBrokenLinkCount()} words="broken" tone="destructive" />;
}

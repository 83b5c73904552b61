import { CountBadge } from '@/components/admin/count-badge';
import { useReviewCount } from '../api/reviews';

/**
 * ReviewsBadge is the count of drafts waiting for review on the Reviews tab and the panel's
 * menu button, said in words to screen readers ("Reviews (2 waiting)"). Nothing shows while
 * none waits.
 */
export function ReviewsBadge() {
  const { data } = useReviewCount();
  return <CountBadge count={data?.pending ?? 0} words="waiting" />;
}

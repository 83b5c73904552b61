/**
 * CountBadge is a count beside a view's name in the panel's navigation and on its menu
 * button, said in words to screen readers (" (3 unread)"); nothing shows for zero.
 */
export function CountBadge({ count, words, tone = 'primary' }: { count: number; words: string; tone?: 'primary' | 'destructive' }) {
  if (count === 0) return null;
  const colors = tone === 'destructive' ? 'bg-destructive text-white' : 'bg-primary text-primary-foreground';
  return (
    <>
      <span aria-hidden className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1.5 text-xs font-semibold tabular-nums ${colors}`}>
        {count}
      </span>
      <span className="sr-only">
        {' '}
        ({count} {words})
      </span>
    </>
  );
}

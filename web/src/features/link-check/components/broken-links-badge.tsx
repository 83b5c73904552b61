import { useBrokenLinkCount } from '../api/get-link-check';

/**
 * BrokenLinksBadge is the count of broken links the last check found, beside Broken links and
 * on the panel's menu button; their names say it in words ("Broken links (2 broken)").
 * Nothing shows while none is broken.
 */
export function BrokenLinksBadge() {
  const broken = useBrokenLinkCount();
  if (!broken) return null;
  return (
    <>
      <span
        aria-hidden
        className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs font-semibold tabular-nums text-white"
      >
        {broken}
      </span>
      <span className="sr-only"> ({broken} broken)</span>
    </>
  );
}

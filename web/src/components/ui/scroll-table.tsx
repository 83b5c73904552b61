import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * ScrollTable is a table that scrolls sideways on narrow screens. The scrolling box is a
 * named, focusable region, so keyboard and screen-reader users can reach what overflows. It is
 * framed (a rounded border) unless it sits in a frame of its own (framed false).
 */
export function ScrollTable({
  label,
  framed = true,
  className,
  tableClassName,
  children,
}: {
  label: string;
  framed?: boolean;
  className?: string;
  tableClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('overflow-x-auto', framed && 'rounded-xl border border-border', className)} tabIndex={0} role="region" aria-label={label}>
      <table className={cn('w-full text-left', tableClassName)}>{children}</table>
    </div>
  );
}

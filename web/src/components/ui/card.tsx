import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** Card is a bordered white panel. */
export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-xl border border-border bg-white p-6 shadow-sm', className)} {...props} />;
}

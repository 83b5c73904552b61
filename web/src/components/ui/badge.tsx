import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

type Tone = 'neutral' | 'primary' | 'success' | 'info' | 'warning' | 'danger' | 'outline' | 'coin' | 'review';

const tones: Record<Tone, string> = {
  neutral: 'bg-muted text-foreground',
  primary: 'bg-secondary text-secondary-foreground',
  success: 'bg-emerald-100 text-emerald-900',
  info: 'bg-sky-100 text-sky-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
  outline: 'border border-border bg-white text-foreground',
  coin: 'bg-coin-soft text-coin-strong',
  review: 'bg-violet-100 text-violet-900',
};

/** Badge is a small rounded label. */
export function Badge({ tone = 'neutral', children, className, lang }: { tone?: Tone; children: ReactNode; className?: string; lang?: string }) {
  return (
    <span lang={lang} className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[tone], className)}>
      {children}
    </span>
  );
}

import { cn } from '@/lib/cn';

/**
 * Spinner is a loading indicator with its text for screen readers (and, when shown, for
 * everyone). The text is the caller's, from its page's content in the page's language: there
 * is no default in one language.
 */
export function Spinner({ label, showLabel = false, className }: { label: string; showLabel?: boolean; className?: string }) {
  return (
    <div role="status" className={cn('flex flex-col items-center justify-center gap-3 py-16 text-muted-foreground', className)}>
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-secondary border-t-primary" aria-hidden />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </div>
  );
}

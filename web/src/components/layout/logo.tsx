import { useContent } from '@/lib/site-content';

/** Logo is the QRS mark: concentric field rings around a cell, with the word mark. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { company } = useContent('site');
  return (
    <span className="flex items-center gap-2">
      <svg viewBox="0 0 32 32" className="h-8 w-8" aria-hidden focusable="false">
        <circle cx="16" cy="16" r="15" fill={inverted ? '#ffffff' : 'var(--color-primary)'} />
        <circle cx="16" cy="16" r="10" fill="none" stroke={inverted ? 'var(--color-primary)' : '#ffffff'} strokeWidth="1.5" opacity="0.55" />
        <circle cx="16" cy="16" r="6" fill="none" stroke={inverted ? 'var(--color-primary)' : '#ffffff'} strokeWidth="1.5" opacity="0.8" />
        <circle cx="16" cy="16" r="2.5" fill={inverted ? 'var(--color-accent)' : '#7fe0cc'} />
      </svg>
      <span className={inverted ? 'text-lg font-bold tracking-tight text-white' : 'text-lg font-bold tracking-tight text-primary'}>
        {company.shortName}
      </span>
    </span>
  );
}

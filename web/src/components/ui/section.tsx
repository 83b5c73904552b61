import type { ReactNode } from 'react';
import { RichText } from './rich-text';
import type { RichText as RichTextValue } from '@/content/schema';
import { cn } from '@/lib/cn';

/** Section is a full-width band of a page with a centred container. */
export function Section({
  id,
  children,
  className,
  tone = 'plain',
  labelledBy,
}: {
  id?: string;
  children: ReactNode;
  className?: string;
  tone?: 'plain' | 'muted' | 'tint' | 'dark';
  labelledBy?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn(
        'scroll-mt-20 py-16 sm:py-20',
        tone === 'muted' && 'bg-muted',
        tone === 'tint' && 'bg-secondary',
        tone === 'dark' && 'bg-[#0b2536] text-white',
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">{children}</div>
    </section>
  );
}

/** SectionHeading is a section's eyebrow, h2 and lead text. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
  inverted = false,
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: RichTextValue;
  align?: 'center' | 'left';
  inverted?: boolean;
}) {
  return (
    <div className={cn('mb-10 max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? (
        <p className={cn('text-sm font-semibold uppercase tracking-wider', inverted ? 'text-teal-200' : 'text-accent')}>{eyebrow}</p>
      ) : null}
      <h2 id={id} className={cn('mt-2 text-3xl font-bold tracking-tight sm:text-4xl', inverted ? 'text-white' : 'text-foreground')}>
        {title}
      </h2>
      {lead ? <RichText value={lead} className={cn('mt-4 text-lg leading-relaxed', inverted ? 'text-slate-200' : 'text-muted-foreground')} /> : null}
    </div>
  );
}

/** PageHero is the top band of an inner page, with the page's one h1. */
export function PageHero({ eyebrow, title, lead, children }: { eyebrow?: string; title: string; lead?: RichTextValue; children?: ReactNode }) {
  return (
    <div className="border-b border-border bg-gradient-to-b from-secondary to-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-accent">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-4xl text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{title}</h1>
        {lead ? <RichText value={lead} className="mt-5 max-w-3xl text-lg leading-relaxed text-muted-foreground" /> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </div>
  );
}

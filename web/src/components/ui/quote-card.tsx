import { Quote as QuoteIcon } from 'lucide-react';

/** QuoteCard shows an endorsement: the quote, then its author's name and title. */
export function QuoteCard({ quote, name, title }: { quote: string; name: string; title?: string }) {
  return (
    <figure className="rounded-2xl border border-border bg-muted p-6 sm:p-8">
      <QuoteIcon className="h-8 w-8 text-accent" aria-hidden />
      <blockquote className="mt-3 text-lg leading-relaxed">“{quote}”</blockquote>
      <figcaption className="mt-5">
        <p className="font-semibold">{name}</p>
        {title ? <p className="text-sm text-muted-foreground">{title}</p> : null}
      </figcaption>
    </figure>
  );
}

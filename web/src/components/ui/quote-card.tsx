import { Quote as QuoteIcon } from 'lucide-react';
import { RichText } from './rich-text';
import type { RichText as RichTextValue } from '@/content/schema';

/** QuoteCard shows an endorsement: the quote, then its author's name and title. */
export function QuoteCard({ quote, name, title }: { quote: RichTextValue; name: string; title?: string }) {
  return (
    <figure className="rounded-2xl border border-border bg-muted p-6 sm:p-8">
      <QuoteIcon className="h-8 w-8 text-accent" aria-hidden />
      <RichText as="blockquote" value={quote} className="mt-3 text-lg leading-relaxed" quoted />
      <figcaption className="mt-5">
        <p className="font-semibold">{name}</p>
        {title ? <p className="text-sm text-muted-foreground">{title}</p> : null}
      </figcaption>
    </figure>
  );
}

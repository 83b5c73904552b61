import { Quote as QuoteIcon } from 'lucide-react';
import { RichText } from './rich-text';
import type { RichText as RichTextValue } from '@/content/schema';
import { isInline } from '@/lib/rich-text';

/** QuoteCard shows an endorsement: the quote, then its author's name and title. */
export function QuoteCard({ quote, name, title }: { quote: RichTextValue; name: string; title?: string }) {
  const marks = isInline(quote);
  return (
    <figure className="rounded-2xl border border-border bg-muted p-6 sm:p-8">
      <QuoteIcon className="h-8 w-8 text-accent" aria-hidden />
      {/* Quotation marks go around words; a quote of several paragraphs or a list is marked by the icon alone. */}
      <RichText as="blockquote" value={quote} className="mt-3 text-lg leading-relaxed" before={marks ? '“' : undefined} after={marks ? '”' : undefined} />
      <figcaption className="mt-5">
        <p className="font-semibold">{name}</p>
        {title ? <p className="text-sm text-muted-foreground">{title}</p> : null}
      </figcaption>
    </figure>
  );
}

import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { htmlLangOf, languages } from '@/lib/languages';

/**
 * LanguagePicker chooses the language of the documents edited: a link per language the site
 * speaks, named in its own words, to the same screen in that language (hrefOf).
 */
export function LanguagePicker({ current, hrefOf }: { current: string; hrefOf: (locale: string) => string }) {
  return (
    <nav aria-label="Language of the content" className="inline-flex gap-1 rounded-lg border border-border bg-white p-1">
      {languages.map((l) => (
        <Link
          key={l.code}
          to={hrefOf(l.code)}
          lang={htmlLangOf(l.code)}
          aria-current={l.code === current ? 'true' : undefined}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary',
            l.code === current ? 'bg-primary text-primary-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {l.name}
        </Link>
      ))}
    </nav>
  );
}

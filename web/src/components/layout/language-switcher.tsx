import { Languages } from 'lucide-react';
import { useLocation } from '@/lib/router';
import { cn } from '@/lib/cn';
import { htmlLangOf, languages, pageLanguage } from '@/lib/languages';
import { counterpart, routeOfPath } from '@/lib/site-languages';
import { rememberLanguage } from './language-notices';

/**
 * LanguageSwitcher leads to the page shown in each other language of the site, or to that
 * language's home when the page has no translation there. Each link loads its page anew (a
 * page load shows one language) and is written in its own language.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { pathname } = useLocation();
  const current = languages.find((l) => l.code === pageLanguage()) ?? languages[0];
  const route = routeOfPath(pathname);
  const others = languages.filter((l) => l.code !== current.code);
  if (others.length === 0) return null;
  return (
    <nav aria-label={current.words.switcher} className={cn('items-center gap-1', className)}>
      <Languages className="h-4 w-4 text-muted-foreground" aria-hidden />
      <ul className="flex items-center gap-1">
        {others.map((l) => (
          <li key={l.code}>
            <a
              href={counterpart(route, l.code)}
              hrefLang={htmlLangOf(l.code)}
              lang={htmlLangOf(l.code)}
              title={l.words.readIn}
              onClick={() => rememberLanguage(l.code)}
              className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
            >
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

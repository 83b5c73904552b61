import { AnchorLink } from './anchor-link';
import { buttonClasses } from '@/components/ui/button';
import { RichText } from '@/components/ui/rich-text';
import { useContent } from '@/lib/site-content';

/** NotFoundPage is shown for every unknown path (the server answers it with status 404). */
export function NotFoundPage() {
  const page = useContent('not-found');
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{page.heading}</h1>
      <RichText value={page.text} className="mt-3 text-lg text-muted-foreground" />
      <AnchorLink href={page.homeButton.href} className={buttonClasses('primary', 'lg', 'mt-8')}>
        {page.homeButton.label}
      </AnchorLink>
    </div>
  );
}

import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/** NotFoundPage is shown for every unknown path (the server answers it with status 404). */
export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="mt-4 text-3xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="mt-3 text-lg text-muted-foreground">The page you are looking for does not exist.</p>
      <Link to="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        Return to Home
      </Link>
    </div>
  );
}

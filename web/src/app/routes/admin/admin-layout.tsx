import { ExternalLink } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { Toaster } from '@/components/ui/toaster';

/**
 * AdminLayout frames the staff pages. They sit outside the public layout (no site header or
 * footer to download), so the toasts are mounted here.
 */
export function AdminLayout() {
  return (
    <div className="min-h-screen bg-muted">
      {/* React hoists this into the head: staff pages stay out of search results. */}
      <meta name="robots" content="noindex, nofollow" />
      <header className="border-b border-border bg-white">
        <div className="mx-auto flex h-14 w-full max-w-7xl items-center justify-between px-4 sm:px-6">
          <Link to="/" className="font-bold text-primary focus-visible:outline-2 focus-visible:outline-primary">
            QRS <span className="font-normal text-muted-foreground">Admin</span>
          </Link>
          <Link
            to="/"
            className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary"
          >
            View site
            <ExternalLink className="h-3.5 w-3.5" aria-hidden />
          </Link>
        </div>
      </header>
      <main id="main">
        <Outlet />
      </main>
      <Toaster />
    </div>
  );
}

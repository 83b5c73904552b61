import { LogIn, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';

/** AccessRequiredCard is what everyone who is not signed in sees on /admin (spec §2, §6). */
export function AccessRequiredCard() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-border bg-white p-8 text-center shadow-sm">
        <ShieldAlert className="mx-auto h-12 w-12 text-primary" aria-hidden />
        <h1 className="mt-4 text-2xl font-bold">Access Required</h1>
        <p className="mt-2 text-muted-foreground">Admin access requires special authorization.</p>
        {/* Staff who arrive here signed out can sign in straight away; visitors go home. */}
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/qrsadmin" className={buttonClasses('primary', 'md')}>
            <LogIn className="h-4 w-4" aria-hidden /> Sign in
          </Link>
          <Link to="/" className={buttonClasses('outline', 'md')}>
            Return to Home
          </Link>
        </div>
      </div>
    </div>
  );
}

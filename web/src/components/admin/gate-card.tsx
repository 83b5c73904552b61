import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useSignOut } from '@/lib/api/session';
import { cn } from '@/lib/cn';

/**
 * GateCard takes the panel's place while the signed-in account owes a step first (a new
 * password, two-factor sign-in): the step, then who is signed in and a way out.
 */
export function GateCard({ username, wide, children }: { username: string; wide?: boolean; children: ReactNode }) {
  const navigate = useNavigate();
  const signOut = useSignOut();
  return (
    <div className="flex min-h-[70vh] items-center justify-center px-4 py-12">
      <div className={cn('w-full rounded-xl border border-border bg-white p-6 shadow-sm sm:p-8', wide ? 'max-w-xl' : 'max-w-md')}>
        {children}
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
          <p className="text-sm text-muted-foreground">Signed in as {username}</p>
          <Button
            variant="outline"
            size="sm"
            disabled={signOut.isPending}
            onClick={() => signOut.mutate(undefined, { onSettled: () => navigate('/') })}
          >
            <LogOut className="h-4 w-4" aria-hidden />
            Logout
          </Button>
        </div>
      </div>
    </div>
  );
}

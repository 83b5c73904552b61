import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PasswordChangeForm } from '@/components/admin/password-change-form';
import { TabHeader } from '@/components/admin/tab-layout';
import { roleLabel } from '@/lib/admin/roles';
import { useSession } from '@/lib/api/session';
import { ownSessionsQueryOptions } from '../api/staff';
import { SessionsCard } from './sessions-card';

/**
 * AccountTab is the signed-in person's own account: two-factor sign-in, their sessions and their
 * password. twoFactorCard is the two-factor feature's card, which the panel passes in.
 */
export function AccountTab({ twoFactorCard }: { twoFactorCard: ReactNode }) {
  const session = useSession().data;
  const queryClient = useQueryClient();
  return (
    <div>
      <TabHeader title="Your account" summary={session ? `${session.username} · ${roleLabel(session.role)}` : undefined} />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          {twoFactorCard}
          <SessionsCard />
        </div>
        <section aria-labelledby="change-password-heading" className="rounded-lg border border-border bg-white p-4 shadow-sm sm:p-6">
          <PasswordChangeForm
            idPrefix="change-password"
            username={session?.username ?? ''}
            submitLabel="Change password"
            heading={
              <div>
                <h3 id="change-password-heading" className="text-lg font-semibold">
                  Change your password
                </h3>
                <p className="text-sm text-muted-foreground">Every other session of yours ends; this one stays signed in.</p>
              </div>
            }
            onChanged={() => void queryClient.invalidateQueries({ queryKey: ownSessionsQueryOptions.queryKey })}
          />
        </section>
      </div>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { KeyRound, LogOut, UserCheck, UserPlus, UserX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ListStatus, TabHeader } from '@/components/admin/tab-layout';
import { useReportError } from '@/components/admin/use-report-error';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast-store';
import { roleLabel, staffRoles, type Role } from '@/lib/admin/roles';
import { useSession } from '@/lib/api/session';
import { plural } from '@/lib/plural';
import {
  sessionsOfQueryOptions,
  useChangeStaff,
  useEndSessions,
  useResetAccess,
  useStaff,
  type Access,
  type StaffAccount,
  type StaffGrant,
} from '../api/staff';
import { whenWords } from '../lib/describe';
import { AddAccountDialog } from './add-account-dialog';
import { GrantDialog } from './grant-dialog';
import { AccessChoice } from './role-choice';
import { SessionRows } from './sessions-card';

const roleOptions = staffRoles.map((r) => ({ value: r.value, label: r.label }));

/**
 * StaffTab is the owners' list of staff accounts: add one, change a role, reset someone's
 * access, end their sessions, deactivate or reactivate them. twoFactorPolicy, shown above the
 * list, is the two-factor feature's switch that requires two-factor sign-in of every account;
 * the panel passes it in.
 */
export function StaffTab({ twoFactorPolicy }: { twoFactorPolicy: ReactNode }) {
  const staff = useStaff();
  const [adding, setAdding] = useState(false);
  const [grant, setGrant] = useState<StaffGrant | null>(null);
  const list = staff.data ?? [];
  const active = list.filter((a) => !a.deactivatedAt).length;

  return (
    <section aria-labelledby="staff-heading">
      <TabHeader
        title="Staff"
        summary={staff.data ? `${plural(active, 'active account')}${list.length > active ? `, ${list.length - active} deactivated` : ''}` : undefined}
      >
        <Button onClick={() => setAdding(true)}>
          <UserPlus className="h-4 w-4" aria-hidden />
          Add account
        </Button>
      </TabHeader>
      <h2 id="staff-heading" className="sr-only">
        Staff accounts
      </h2>
      <div className="mb-6">
        {twoFactorPolicy}
      </div>
      <ListStatus isPending={staff.isPending} error={staff.error} what="staff accounts" />
      <ul className="grid gap-4 md:grid-cols-2">
        {list.map((a) => (
          <li key={a.id}>
            <AccountCard account={a} onGrant={setGrant} />
          </li>
        ))}
      </ul>
      <AddAccountDialog open={adding} onOpenChange={setAdding} onCreated={setGrant} />
      <GrantDialog grant={grant} onClose={() => setGrant(null)} />
    </section>
  );
}

/** AccountCard is one account with its state and what an owner can do to it. */
function AccountCard({ account: a, onGrant }: { account: StaffAccount; onGrant: (g: StaffGrant) => void }) {
  const me = useSession().data?.username;
  const change = useChangeStaff();
  const reset = useResetAccess();
  const reportError = useReportError();
  const [confirm, setConfirm] = useState<'deactivate' | null>(null);
  const [showSessions, setShowSessions] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [access, setAccess] = useState<Access>('link');
  const isMe = me?.toLowerCase() === a.username.toLowerCase();
  const deactivated = Boolean(a.deactivatedAt);

  const setRole = (role: Role) =>
    change.mutate(
      { id: a.id, role },
      {
        onSuccess: () => toast({ title: `${a.username}'s role is now ${roleLabel(role)}` }),
        onError: (err) => reportError(err),
      },
    );

  return (
    <article className={`h-full rounded-lg border border-border bg-white p-4 shadow-sm ${deactivated ? 'opacity-75' : ''}`} aria-label={a.username}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-semibold">{a.username}</h3>
          <p className="text-sm text-muted-foreground">
            {a.createdBy ? `Added by ${a.createdBy}, ` : 'Added '}
            {whenWords(a.createdAt)}
          </p>
        </div>
        <div className="flex flex-wrap gap-1">
          {isMe ? <Badge tone="info">You</Badge> : null}
          {deactivated ? <Badge tone="danger">Deactivated</Badge> : null}
          {a.mustChangePassword && !deactivated ? <Badge tone="warning">Must choose a password</Badge> : null}
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Last active</dt>
        <dd>{whenWords(a.lastSeenAt)}</dd>
        <dt className="text-muted-foreground">Signed in</dt>
        <dd>{a.sessions === 0 ? 'nowhere' : plural(a.sessions, 'session')}</dd>
        <dt className="text-muted-foreground">Two-factor</dt>
        <dd>{a.twoFactor ? 'On' : 'Off'}</dd>
      </dl>
      <div className="mt-3 space-y-1.5">
        <label htmlFor={`staff-role-${a.id}`} className="text-sm font-medium">
          Role
        </label>
        <Select
          id={`staff-role-${a.id}`}
          value={a.role}
          options={roleOptions}
          disabled={change.isPending || deactivated}
          onValueChange={(v) => {
            if (v !== a.role) setRole(v as Role);
          }}
        />
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => setResetting(true)} disabled={deactivated}>
          <KeyRound className="h-4 w-4" aria-hidden />
          Reset access
        </Button>
        {a.sessions > 0 ? (
          <Button variant="outline" size="sm" onClick={() => setShowSessions(true)}>
            <LogOut className="h-4 w-4" aria-hidden />
            Sessions ({a.sessions})
          </Button>
        ) : null}
        {deactivated ? (
          <Button
            variant="outline"
            size="sm"
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { id: a.id, active: true },
                { onSuccess: () => toast({ title: `${a.username} can sign in again` }), onError: (err) => reportError(err) },
              )
            }
          >
            <UserCheck className="h-4 w-4" aria-hidden />
            Reactivate
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={() => setConfirm('deactivate')}>
            <UserX className="h-4 w-4" aria-hidden />
            Deactivate
          </Button>
        )}
      </div>

      <ConfirmDialog
        open={confirm === 'deactivate'}
        onOpenChange={(o) => setConfirm(o ? 'deactivate' : null)}
        title={`Deactivate ${a.username}?`}
        description={
          isMe
            ? 'You are signed out at once and cannot sign in until another owner reactivates your account.'
            : `${a.username} is signed out at once and cannot sign in until an owner reactivates the account. Nothing they made is removed.`
        }
        confirmLabel="Deactivate"
        busy={change.isPending}
        onConfirm={() =>
          change.mutate(
            { id: a.id, active: false },
            {
              onSuccess: () => toast({ title: `${a.username} is deactivated` }),
              onError: (err) => reportError(err),
              onSettled: () => setConfirm(null),
            },
          )
        }
      />
      <AccountSessionsDialog account={a} open={showSessions} onOpenChange={setShowSessions} />
      <Dialog
        open={resetting}
        onOpenChange={setResetting}
        title={`Reset access of ${a.username}`}
        description={`${a.username}'s password stops working, their two-factor sign-in is turned off and every session of theirs ends. They get back in with what you choose here.`}
      >
        <div className="space-y-4">
          <AccessChoice name={`reset-access-${a.id}`} value={access} onChange={setAccess} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setResetting(false)}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={reset.isPending}
              onClick={() =>
                reset.mutate(
                  { id: a.id, access },
                  {
                    onSuccess: (g) => {
                      setResetting(false);
                      onGrant(g);
                    },
                    onError: (err) => reportError(err),
                  },
                )
              }
            >
              {reset.isPending ? 'Resetting...' : 'Reset access'}
            </Button>
          </div>
        </div>
      </Dialog>
    </article>
  );
}

/** AccountSessionsDialog lists where someone is signed in, for an owner to end one session or all of them. */
function AccountSessionsDialog({ account: a, open, onOpenChange }: { account: StaffAccount; open: boolean; onOpenChange: (open: boolean) => void }) {
  const sessions = useQuery({ ...sessionsOfQueryOptions(a.id), enabled: open });
  const end = useEndSessions();
  const reportError = useReportError();
  const endSessions = (session?: number) =>
    end.mutate(
      { account: a.id, session },
      {
        onSuccess: (answer) => {
          toast({ title: answer.message });
          if (session === undefined) onOpenChange(false);
        },
        onError: (err) => reportError(err),
      },
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Where ${a.username} is signed in`} description="End a session, or sign them out everywhere; they can sign in again with their password.">
      <ListStatus isPending={sessions.isPending} error={sessions.error} what="sessions" />
      <SessionRows sessions={(sessions.data ?? []).map((s) => ({ ...s, current: false }))} busy={end.isPending} onEnd={endSessions} />
      <div className="mt-4 flex justify-end">
        <Button variant="destructive" disabled={end.isPending || (sessions.data ?? []).length === 0} onClick={() => endSessions()}>
          Sign out everywhere
        </Button>
      </div>
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { Role } from '@/lib/admin/roles';
import { ApiError } from '@/lib/api-client';
import { useCreateStaff, type Access, type StaffGrant } from '../api/staff';
import { AccessChoice, RoleChoice } from './role-choice';

/** AddAccountDialog creates a staff account and hands what lets its holder in to onCreated. */
export function AddAccountDialog({ open, onOpenChange, onCreated }: { open: boolean; onOpenChange: (open: boolean) => void; onCreated: (g: StaffGrant) => void }) {
  const create = useCreateStaff();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [access, setAccess] = useState<Access>('link');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');

  const reset = () => {
    setUsername('');
    setRole('editor');
    setAccess('link');
    setErrors({});
    setFailure('');
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    if (!username.trim()) {
      setErrors({ username: 'Required' });
      return;
    }
    setErrors({});
    try {
      const grant = await create.mutateAsync({ username: username.trim(), role, access });
      reset();
      onOpenChange(false);
      onCreated(grant);
    } catch (err) {
      if (err instanceof ApiError) {
        const fields = err.fieldErrors();
        if (Object.keys(fields).length > 0) setErrors(fields);
        else setFailure(err.serverMessage());
      } else setFailure(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange(o);
      }}
      title="Add a staff account"
      description="The new colleague signs in with their own name and password."
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        <Field id="staff-username" label="Username" error={errors.username} hint="Letters, digits and . _ - @ +, such as anna.meier">
          <Input
            id="staff-username"
            value={username}
            autoComplete="off"
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={describedBy('staff-username', errors.username)}
            onChange={(e) => setUsername(e.target.value)}
          />
        </Field>
        <RoleChoice name="staff-role" value={role} onChange={setRole} error={errors.role} />
        <AccessChoice name="staff-access" value={access} onChange={setAccess} />
        {failure ? (
          <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
            {failure}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create account'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

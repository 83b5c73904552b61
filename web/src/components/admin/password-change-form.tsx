import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { sessionQueryOptions, useChangePassword } from '@/lib/api/session';
import { newPasswordErrors, passwordRules, type NewPasswordForm } from '@/lib/site-rules';
import { waitWords } from '@/lib/wait-words';

type FieldName = keyof NewPasswordForm;
const FIELDS: readonly FieldName[] = ['currentPassword', 'newPassword', 'repeatPassword'];

/**
 * PasswordChangeForm replaces the signed-in person's password: the current one, the new one
 * checked by the rules the server applies, and the new one repeated (checked here only).
 * Every other session of theirs ends on the server; this one stays signed in.
 */
export function PasswordChangeForm({
  idPrefix,
  username,
  initialCurrent = '',
  submitLabel,
  heading,
  onChanged,
}: {
  idPrefix: string;
  username: string;
  initialCurrent?: string;
  submitLabel: string;
  heading?: ReactNode;
  onChanged?: () => void;
}) {
  const queryClient = useQueryClient();
  const changePassword = useChangePassword();
  const [form, setForm] = useState<NewPasswordForm>(() => ({
    currentPassword: initialCurrent,
    newPassword: '',
    repeatPassword: '',
  }));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  // A refusal of the whole form (429, a network failure), and how long to wait when the server said.
  const [failure, setFailure] = useState<{ message: string; wait?: number } | null>(null);
  const inputs = useRef<Partial<Record<FieldName, HTMLInputElement | null>>>({});
  const ids: Record<FieldName, string> = {
    currentPassword: `${idPrefix}-current`,
    newPassword: `${idPrefix}-new`,
    repeatPassword: `${idPrefix}-repeat`,
  };
  const showErrors = (found: Partial<Record<FieldName, string>>) => {
    setErrors(found);
    const first = FIELDS.find((f) => found[f]);
    if (first) inputs.current[first]?.focus();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = newPasswordErrors(form);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    try {
      // Resolves once the session check says the panel may open, and this page is gone.
      await changePassword.mutateAsync({ currentPassword: form.currentPassword, newPassword: form.newPassword });
      toast({ title: passwordRules.changed });
      setForm({ currentPassword: '', newPassword: '', repeatPassword: '' });
      onChanged?.();
    } catch (err) {
      if (!(err instanceof ApiError)) {
        setFailure({ message: err instanceof Error ? err.message : String(err) });
        return;
      }
      if (err.status === 401) {
        // The session ended: the access-required card takes over.
        queryClient.setQueryData(sessionQueryOptions.queryKey, null);
        return;
      }
      const fromServer = err.fieldErrors();
      const onFields = Object.fromEntries(FIELDS.filter((f) => fromServer[f]).map((f) => [f, fromServer[f]]));
      if (Object.keys(onFields).length > 0) {
        showErrors(onFields);
        return;
      }
      setFailure({ message: err.serverMessage(), wait: err.status === 429 || err.status === 503 ? err.retryAfter : undefined });
    }
  };

  const field = (name: FieldName, label: string, autoComplete: string, hint?: string) => {
    const id = ids[name];
    // The error takes the hint's place: it says the same, or something more pressing.
    const help = errors[name] ? undefined : hint;
    const describedBy = [help ? `${id}-help` : '', errors[name] ? `${id}-error` : ''].filter(Boolean).join(' ');
    return (
      <Field id={id} label={label} error={errors[name]}>
        <Input
          id={id}
          ref={(el) => {
            inputs.current[name] = el;
          }}
          name={name}
          type="password"
          autoComplete={autoComplete}
          required
          value={form[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(e) => {
            setForm((f) => ({ ...f, [name]: e.target.value }));
            if (errors[name]) setErrors((all) => ({ ...all, [name]: undefined }));
          }}
        />
        {help ? (
          <p id={`${id}-help`} className="text-sm text-muted-foreground">
            {help}
          </p>
        ) : null}
      </Field>
    );
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5" aria-labelledby={heading ? `${idPrefix}-heading` : undefined}>
      {heading}
      {/* Password managers file the new password under this name. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {field('currentPassword', 'Current password', 'current-password')}
      {field('newPassword', 'New password', 'new-password', `At least ${passwordRules.minLength} characters.`)}
      {field('repeatPassword', 'Repeat new password', 'new-password')}
      {failure ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {failure.message}
          {failure.wait !== undefined ? (
            <span className="mt-1 block font-medium">Wait {waitWords(failure.wait)} before the next try.</span>
          ) : null}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={changePassword.isPending}>
        {changePassword.isPending ? 'Saving...' : submitLabel}
      </Button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { tryAgainIn } from '@/lib/wait-words';

/**
 * PasswordPrompt asks for the account's password again before a change to its two-factor
 * sign-in; the server's refusal (a wrong password, too many) shows under the field.
 */
export function PasswordPrompt({
  idPrefix,
  intro,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: {
  idPrefix: string;
  intro: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (password: string, onError: (err: unknown) => void) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const id = `${idPrefix}-password`;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    onSubmit(password, (err) => {
      if (err instanceof ApiError) {
        setFailure(err.fieldErrors().password ?? [err.serverMessage(), tryAgainIn(err.retryAfter)].filter(Boolean).join(' '));
      } else setFailure('Could not reach the server. Please try again.');
    });
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-md border border-border bg-muted/30 p-4">
      <p className="text-sm">{intro}</p>
      <Field id={id} label="Your password" error={failure ?? undefined}>
        <Input
          id={id}
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          value={password}
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? `${id}-error` : undefined}
          onChange={(e) => setPassword(e.target.value)}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending || password === ''}>
          {pending ? 'Checking...' : submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

import { staffRoles, type Role } from '@/lib/admin/roles';

/** RoleChoice is a set of radio buttons, one for each role, each with what it may do. */
export function RoleChoice({ name, value, onChange, error }: { name: string; value: Role; onChange: (role: Role) => void; error?: string }) {
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium">Role</legend>
      {staffRoles.map((r) => (
        <label
          key={r.value}
          className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-secondary/40"
        >
          <input
            type="radio"
            name={name}
            value={r.value}
            checked={value === r.value}
            onChange={() => onChange(r.value)}
            className="mt-1 h-4 w-4 accent-[var(--color-primary)]"
          />
          <span>
            <span className="block font-medium">{r.label}</span>
            <span className="block text-sm text-muted-foreground">{r.description}</span>
          </span>
        </label>
      ))}
      {error ? (
        <p id={`${name}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** AccessChoice picks how a colleague gets in: a one-time sign-in link or a temporary password. */
export function AccessChoice({ name, value, onChange }: { name: string; value: 'link' | 'password'; onChange: (v: 'link' | 'password') => void }) {
  const choices = [
    { value: 'link' as const, label: 'Sign-in link', description: 'A link that works once, for a week; they choose their own password.' },
    {
      value: 'password' as const,
      label: 'Temporary password',
      description: 'A password you pass on; they must replace it at their first sign-in.',
    },
  ];
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium">How they get in</legend>
      {choices.map((c) => (
        <label
          key={c.value}
          className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-secondary/40"
        >
          <input
            type="radio"
            name={name}
            value={c.value}
            checked={value === c.value}
            onChange={() => onChange(c.value)}
            className="mt-1 h-4 w-4"
          />
          <span>
            <span className="block font-medium">{c.label}</span>
            <span className="block text-sm text-muted-foreground">{c.description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

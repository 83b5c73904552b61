import type { ReactNode } from 'react';

/**
 * Field lays out a label, a control and under it either its error message or, without an
 * error, its hint, linked for assistive technology: the control takes
 * aria-describedby={describedBy(id, error)} (describedBy(id, error, false) when it has no hint).
 */
export function Field({ id, label, error, hint, children }: { id: string; label: ReactNode; error?: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** describedBy is the id of what Field shows under the control of id: its error, else its hint if it has one. */
export function describedBy(id: string, error?: string, hint = true): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

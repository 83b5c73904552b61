import type { ReactNode } from 'react';

/** TabHeader is a tab's heading, a one-line summary and its main actions. */
export function TabHeader({ title, summary, children }: { title: string; summary?: string; children?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <div>
        <h2 className="text-xl font-semibold">{title}</h2>
        {summary ? <p className="mt-1 text-sm text-muted-foreground">{summary}</p> : null}
      </div>
      {children ? <div className="flex shrink-0 flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

/** EmptyState is the message shown where a list has nothing yet. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-border p-10 text-center">
      <p className="font-medium">{title}</p>
      {children ? <div className="mt-1 text-sm text-muted-foreground">{children}</div> : null}
    </div>
  );
}

/** ListStatus shows a list's loading and error states; it renders nothing once the data is in. */
export function ListStatus({ isPending, error, what }: { isPending: boolean; error: Error | null; what: string }) {
  if (isPending) return <p className="py-8 text-center text-muted-foreground" role="status">Loading {what}...</p>;
  if (error)
    return (
      <p className="py-8 text-center text-destructive" role="alert">
        Could not load {what}: {error.message}
      </p>
    );
  return null;
}

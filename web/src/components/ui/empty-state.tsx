import type { ReactNode } from 'react';

/** EmptyState tells the visitor a list has nothing to show. */
export function EmptyState({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-xl rounded-xl border border-dashed border-border bg-white px-6 py-14 text-center">
      {icon ? <div className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-secondary text-primary">{icon}</div> : null}
      <h2 className="text-xl font-semibold text-foreground">{title}</h2>
      {children ? <div className="mt-2 text-muted-foreground">{children}</div> : null}
    </div>
  );
}

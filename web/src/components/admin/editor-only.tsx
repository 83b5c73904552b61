import type { ReactNode } from 'react';
import { atLeast } from '@/lib/admin/roles';
import { useRole } from '@/lib/api/session';

/** useCanEdit reports whether the signed-in role changes the site: an editor or an owner. */
export function useCanEdit(): boolean {
  return atLeast(useRole(), 'editor');
}

/**
 * EditorOnly shows its controls to editors and owners only: a viewer reads the panel and is
 * offered nothing that changes the site (the server refuses it those calls as well).
 */
export function EditorOnly({ children }: { children: ReactNode }) {
  return useCanEdit() ? <>{children}</> : null;
}

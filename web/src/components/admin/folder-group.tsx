import { Folder } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Category } from '@/lib/entities';
import { plural } from '@/lib/plural';
import { FolderActions } from './folder-controls';

/** FolderGroup is one folder's heading (name, count, actions) above its items, or emptyText when it has none. */
export function FolderGroup({
  name,
  folder,
  count,
  unit,
  emptyText,
  onEditFolder,
  children,
}: {
  name: string;
  folder?: Category;
  count: number;
  /** unit is what the folder holds, counted in the heading ('file' for '3 files'). */
  unit: string;
  emptyText: string;
  onEditFolder: (folder: Category) => void;
  children: ReactNode;
}) {
  return (
    <section className="rounded-lg border border-border bg-white" aria-label={`Folder ${name}`}>
      <header className="flex flex-wrap items-center justify-between gap-3 border-b border-border p-4">
        <div className="min-w-0">
          <h3 className="flex items-center gap-2 font-semibold">
            <Folder className="h-4 w-4 shrink-0 text-primary" aria-hidden />
            <span className="truncate">{name}</span>
            <span className="shrink-0 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground">
              {plural(count, unit)}
            </span>
          </h3>
          {folder?.description ? <p className="mt-1 text-sm text-muted-foreground">{folder.description}</p> : null}
          {!folder ? <p className="mt-1 text-sm text-muted-foreground">This folder no longer exists; edit these items to file them again.</p> : null}
        </div>
        {folder ? <FolderActions folder={folder} onEdit={() => onEditFolder(folder)} /> : null}
      </header>
      <div className="p-4">
        {count === 0 ? <p className="text-sm text-muted-foreground">{emptyText}</p> : children}
      </div>
    </section>
  );
}

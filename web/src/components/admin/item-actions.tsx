import { ArrowDown, ArrowUp, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inTrashNote } from '@/lib/admin/trash-words';

/**
 * ItemActions is a record's Edit and Delete pair, both named after the record, left to the
 * caller's row to lay out (so it renders no wrapper of its own).
 */
export function ItemActions({
  itemName,
  onEdit,
  confirmTitle,
  confirmDescription,
  onDelete,
  compact,
}: {
  itemName: string;
  onEdit: () => void;
  /** confirmTitle and confirmDescription are the delete confirmation's words. */
  confirmTitle: string;
  confirmDescription: string;
  onDelete: () => Promise<unknown>;
  compact?: boolean;
}) {
  return (
    <>
      <EditButton compact={compact} itemName={itemName} onClick={onEdit} />
      <DeleteButton
        compact={compact}
        itemName={itemName}
        title={confirmTitle}
        description={confirmDescription}
        onDelete={onDelete}
      />
    </>
  );
}

/** EditButton opens an item in the form; its accessible name says which item. */
function EditButton({
  itemName,
  onClick,
  label = 'Edit',
  compact,
}: {
  itemName: string;
  onClick: () => void;
  label?: string;
  /** compact shows only the icon on phones, where grid cards are narrow. */
  compact?: boolean;
}) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} aria-label={`${label} ${itemName}`} title={label}>
      <Pencil className="h-4 w-4" aria-hidden />
      <span className={compact ? 'hidden sm:inline' : undefined}>{label}</span>
    </Button>
  );
}

/**
 * DeleteButton asks for confirmation before deleting (spec §8), saying that what is deleted
 * waits in the trash; the dialog stays open while the delete runs, then closes whatever the
 * outcome (the caller toasts it).
 */
export function DeleteButton({
  itemName,
  title,
  description,
  onDelete,
  label = 'Delete',
  compact,
}: {
  itemName: string;
  title: string;
  description: string;
  onDelete: () => Promise<unknown>;
  label?: string;
  compact?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`${label} ${itemName}`}
        title={label}
        className="text-destructive hover:bg-destructive/10"
      >
        <Trash2 className="h-4 w-4" aria-hidden />
        <span className={compact ? 'hidden sm:inline' : undefined}>{label}</span>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={title}
        description={`${description} ${inTrashNote}`}
        busy={busy}
        onConfirm={async () => {
          setBusy(true);
          try {
            await onDelete();
          } finally {
            setBusy(false);
            setOpen(false);
          }
        }}
      />
    </>
  );
}

/** MoveButtons move an item up or down in the order visitors see. */
export function MoveButtons({
  itemName,
  onMove,
  isFirst,
  isLast,
  disabled,
}: {
  itemName: string;
  onMove: (direction: -1 | 1) => void;
  isFirst: boolean;
  isLast: boolean;
  disabled?: boolean;
}) {
  return (
    <div className="flex gap-1">
      <Button
        variant="outline"
        size="icon"
        className="h-9 w-9"
        onClick={() => onMove(-1)}
        disabled={isFirst || disabled}
        aria-label={`Move ${itemName} up`}
        title="Move up"
      >
        <ArrowUp className="h-4 w-4" aria-hidden />
      </Button>
      <Button
        variant="outline"
        size="icon"
        className="h-9 w-9"
        onClick={() => onMove(1)}
        disabled={isLast || disabled}
        aria-label={`Move ${itemName} down`}
        title="Move down"
      >
        <ArrowDown className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  );
}

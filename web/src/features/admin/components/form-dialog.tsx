import type { FormEventHandler, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

/**
 * FormDialog is the form area of a tab: add mode when nothing is selected, edit mode when an
 * item is. Cancel (or Escape) closes it and clears the selection (spec §4).
 */
export function FormDialog({
  open,
  onCancel,
  title,
  submitLabel,
  busyLabel,
  onSubmit,
  children,
}: {
  open: boolean;
  onCancel: () => void;
  title: string;
  submitLabel: string;
  /** busyLabel, when set, replaces the submit label and disables it ('Uploading...', 'Saving...'). */
  busyLabel: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busyLabel) onCancel();
      }}
      title={title}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {children}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onCancel} disabled={Boolean(busyLabel)}>
            Cancel
          </Button>
          <Button type="submit" disabled={Boolean(busyLabel)} aria-busy={Boolean(busyLabel)}>
            {busyLabel ?? submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

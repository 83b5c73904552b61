import { useState, type FormEventHandler, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { LeaveDialog } from '@/components/ui/choice-dialog';
import { Dialog } from '@/components/ui/dialog';

/**
 * FormDialog is the form area of a tab: add mode when nothing is selected, edit mode when an
 * item is. Cancel (or Escape) closes it and clears the selection (spec §4); when the form
 * holds unsaved changes (dirty), it asks first.
 */
export function FormDialog({
  open,
  onCancel,
  title,
  submitLabel,
  busyLabel,
  onSubmit,
  dirty = false,
  children,
}: {
  open: boolean;
  onCancel: () => void;
  title: string;
  submitLabel: string;
  /** busyLabel, when set, replaces the submit label and disables it ('Uploading...', 'Saving...'). */
  busyLabel: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** dirty says the fields differ from what the form opened with. */
  dirty?: boolean;
  children: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  const cancel = () => {
    if (dirty) setAsking(true);
    else onCancel();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busyLabel) cancel();
      }}
      title={title}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {children}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={cancel} disabled={Boolean(busyLabel)}>
            Cancel
          </Button>
          <Button type="submit" disabled={Boolean(busyLabel)} aria-busy={Boolean(busyLabel)}>
            {busyLabel ?? submitLabel}
          </Button>
        </div>
      </form>
      <LeaveDialog
        open={asking}
        what={`your changes in “${title}”`}
        onStay={() => setAsking(false)}
        onLeave={() => {
          setAsking(false);
          onCancel();
        }}
      />
    </Dialog>
  );
}

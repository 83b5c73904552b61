import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';

/**
 * ChoiceDialog asks one question with two answers. Focus starts on the safe answer, and
 * Escape or a click outside picks it, so no stray key throws anything away. It sits above
 * the record dialogs, which it may be asked from.
 */
export function ChoiceDialog({
  open,
  title,
  description,
  children,
  cancelLabel = 'Cancel',
  actionLabel,
  actionVariant = 'primary',
  onCancel,
  onAction,
}: {
  open: boolean;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
  cancelLabel?: string;
  actionLabel: string;
  actionVariant?: 'primary' | 'destructive';
  onCancel: () => void;
  onAction: () => void;
}) {
  return (
    <AlertDialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
    >
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-[60] bg-black/60" />
        <AlertDialogPrimitive.Content className="fixed left-1/2 top-1/2 z-[60] max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialogPrimitive.Title className="text-lg font-semibold">{title}</AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="mt-2 text-sm text-muted-foreground">
            {description}
          </AlertDialogPrimitive.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel className={buttonClasses('outline')}>{cancelLabel}</AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action className={buttonClasses(actionVariant)} onClick={onAction}>
              {actionLabel}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}

/** LeaveDialog is the question before unsaved changes are lost: Stay or Leave. */
export function LeaveDialog({
  open,
  what,
  onStay,
  onLeave,
}: {
  open: boolean;
  /** what names the changes: "your changes to QRS Coin", "your changes to this team member". */
  what: string;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <ChoiceDialog
      open={open}
      title="Leave without saving?"
      description={`${what.charAt(0).toUpperCase()}${what.slice(1)} will be lost.`}
      cancelLabel="Stay"
      actionLabel="Leave"
      actionVariant="destructive"
      onCancel={onStay}
      onAction={onLeave}
    />
  );
}

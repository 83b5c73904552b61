import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/ui/toast-store';
import { BUSY_SAVING, BUSY_UPLOADING, successMessage } from '@/lib/admin/messages';
import { TRASH_DAYS, UNDO_DURATION } from '@/lib/admin/trash-words';
import { ApiError } from '@/lib/api-client';
import { useRestoreTrash, type Deleted } from '@/lib/api/restore-trash';
import { isLibraryPick, type LibraryPick } from '@/lib/admin/library-pick';
import { setImageFocus } from '@/lib/api/upload-limits';
import type { Focus } from '@/lib/image-focus';
import { useReportError } from './use-report-error';

/** The title of the toast of a focal point the server did not take. */
const FOCUS_FAILED = 'Focal point not saved';

/** reasonOf is the server's reason for a refusal, or fallback when it gave none (the network failed). */
export function reasonOf(err: unknown, fallback: string): string {
  if (err instanceof ApiError) {
    const message = err.serverMessage().trim();
    // An empty answer (only "500: Internal Server Error") or one that is not the server's
    // JSON (a proxy's HTML page) is no reason to show.
    if (message && message !== err.message && !message.startsWith('<')) return message;
  }
  return fallback;
}

type Mutation<TArgs, TResult = unknown> = { mutateAsync: (args: TArgs) => Promise<TResult> };

/**
 * useSaveRecord is the submit flow every admin form shares (spec §4, §8): an optional upload
 * first, then an add or an update, a success toast and onDone. A failed upload is toasted and
 * leaves the form open; a failed save puts the server's field messages on the form (fieldMap
 * renames server fields such as imageUrl to the form's own). busy is the label the submit
 * button shows while a step runs.
 */
export function useSaveRecord<TData extends object, TValues extends FieldValues>({
  item,
  create,
  update,
  noun,
  setError,
  fieldMap,
  onDone,
}: {
  /** item is the record being edited; without it the form adds one. */
  item?: { id: number };
  create: Mutation<TData>;
  update: Mutation<{ id: number; data: TData }>;
  /** noun names the record in the success toast ('Team member added successfully!'). */
  noun: string;
  setError: UseFormSetError<TValues>;
  fieldMap?: Partial<Record<string, Path<TValues>>>;
  onDone: () => void;
}) {
  const reportError = useReportError();
  const [busy, setBusy] = useState<string | null>(null);

  /**
   * uploadOrKeep answers the URL the record should carry: the chosen file's once uploaded, a
   * file picked from the media library's own (nothing uploaded), or keptUrl when none was chosen, '' when the editor removed the picture (file null); null
   * when the upload failed, so the caller stops there. With focus, the picture's focal point
   * is recorded too. A failure is toasted with the server's reason ("File too large: images
   * can be at most 10 MB"), failure's description only when the server gave none.
   */
  const uploadOrKeep = async (
    file: File | LibraryPick | null | undefined,
    keptUrl: string,
    send: (file: File) => Promise<string>,
    failure: { title: string; description: string },
    focus?: Focus,
  ): Promise<string | null> => {
    if (file === null) return '';
    let url = keptUrl;
    if (isLibraryPick(file)) {
      url = file.url;
    } else if (file) {
      setBusy(BUSY_UPLOADING);
      try {
        url = await send(file);
      } catch (err) {
        setBusy(null);
        toast({ title: failure.title, description: reasonOf(err, failure.description), variant: 'destructive' });
        return null;
      }
    }
    if (focus && url) {
      setBusy(BUSY_SAVING);
      try {
        await setImageFocus(url, focus);
      } catch (err) {
        setBusy(null);
        toast({ title: FOCUS_FAILED, description: reasonOf(err, 'Please try again'), variant: 'destructive' });
        return null;
      }
    }
    return url;
  };

  const save = async (data: TData) => {
    setBusy(BUSY_SAVING);
    try {
      if (item) await update.mutateAsync({ id: item.id, data });
      else await create.mutateAsync(data);
      toast({ title: successMessage(noun, item ? 'updated' : 'added') });
      onDone();
    } catch (err) {
      reportError(err, { setError, fieldMap, fields: Object.keys(data) });
    } finally {
      setBusy(null);
    }
  };

  return { busy, uploadOrKeep, save };
}

/**
 * useUndoToast answers what shows a delete's toast (title): with the trash entry the server
 * answered, it offers Undo for UNDO_DURATION, which restores the entry and toasts the outcome
 * (restored is its title: 'Team member restored').
 */
export function useUndoToast() {
  const restore = useRestoreTrash();
  return (title: string, deleted: Deleted | undefined, restored: string) => {
    const trashId = deleted?.trashId;
    if (!trashId) {
      toast({ title });
      return;
    }
    toast({
      title,
      description: `In the trash for ${TRASH_DAYS} days.`,
      duration: UNDO_DURATION,
      action: {
        label: 'Undo',
        altText: 'Restore it from the Trash tab',
        onClick: () =>
          restore.mutateAsync(trashId).then(
            () => toast({ title: restored }),
            (err) => toast({ title: 'Could not undo the delete', description: reasonOf(err, 'Please try again from the Trash tab'), variant: 'destructive' }),
          ),
      },
    });
  };
}

/**
 * useDeleteRecord answers the delete a DeleteButton confirms: the record goes to the trash, a
 * toast says so and offers Undo (then onDeleted runs), and a failure is reported instead.
 */
export function useDeleteRecord(remove: Mutation<number, Deleted>, noun: string, onDeleted?: (id: number) => void) {
  const reportError = useReportError();
  const undoToast = useUndoToast();
  return (id: number) =>
    remove.mutateAsync(id).then(
      (deleted) => {
        onDeleted?.(id);
        undoToast(successMessage(noun, 'deleted'), deleted, `${noun} restored`);
      },
      (err) => reportError(err),
    );
}

import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/ui/toast-store';
import { BUSY_SAVING, BUSY_UPLOADING, successMessage } from '../schemas/messages';
import { useReportError } from './use-report-error';

type Mutation<TArgs> = { mutateAsync: (args: TArgs) => Promise<unknown> };

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
   * uploadOrKeep answers the URL the record should carry: the chosen file's once uploaded, or
   * keptUrl when none was chosen; null when the upload failed, so the caller stops there.
   */
  const uploadOrKeep = async (
    file: File | undefined,
    keptUrl: string,
    send: (file: File) => Promise<string>,
    failure: { title: string; description: string },
  ): Promise<string | null> => {
    if (!file) return keptUrl;
    setBusy(BUSY_UPLOADING);
    try {
      return await send(file);
    } catch {
      setBusy(null);
      toast({ ...failure, variant: 'destructive' });
      return null;
    }
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
 * useDeleteRecord answers the delete a DeleteButton confirms: the record goes, a toast says so
 * (then onDeleted runs), and a failure is reported instead.
 */
export function useDeleteRecord(remove: Mutation<number>, noun: string, onDeleted?: (id: number) => void) {
  const reportError = useReportError();
  return (id: number) =>
    remove.mutateAsync(id).then(
      () => {
        onDeleted?.(id);
        toast({ title: successMessage(noun, 'deleted') });
      },
      (err) => reportError(err),
    );
}

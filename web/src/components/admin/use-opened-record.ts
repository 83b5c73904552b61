import { useEffect, useEffectEvent } from 'react';
import { toast } from '@/components/ui/toast-store';
import { EDIT_PARAM } from '@/lib/admin/panel-links';
import { useAddressRequest } from './use-address-request';
import { useCanEdit } from './editor-only';

/**
 * useOpenedRecord opens the record the panel's address names (recordHref's edit=<id>) once the
 * tab's records are loaded, as its Edit button does, and takes the id out of the address. A
 * record no longer there is said in a toast; a viewer, offered no Edit button, sees the list.
 */
export function useOpenedRecord<T extends { id: number }>(records: readonly T[] | undefined, open: (record: T) => void): void {
  const asked = useAddressRequest(EDIT_PARAM);
  const canEdit = useCanEdit();
  const openRecord = useEffectEvent(open);
  const { value, done } = asked;
  useEffect(() => {
    if (value === null || records === undefined) return;
    done();
    if (!canEdit) return;
    const record = records.find((r) => String(r.id) === value);
    if (record) openRecord(record);
    else toast({ title: 'Not found', description: 'That record no longer exists.', variant: 'destructive' });
  }, [value, records, canEdit, done]);
}

import { useQuery, type QueryKey } from '@tanstack/react-query';
import { apiJSON, apiRequest } from '@/lib/api-client';
import type { Deleted } from '@/lib/api/restore-trash';
import { collections, type CollectionDeclaration } from '@/lib/collections';
import { useListMutation } from '@/lib/list-mutation';
import { listQueryOptions } from '@/lib/list-query';
import { useReorderMutation, type Ordered } from '@/lib/reorder-mutation';

// The record API of every declared collection (web/src/lib/collections.ts), from its path:
// GET path lists the records, POST path creates one, PUT path/{id} updates one, DELETE
// path/{id} moves one to the trash, POST path/reorder places them. T is the record as the
// API answers it (web/src/lib/entities.ts); I is the body of a create, every field but the id.

/** RecordInput is the body of a create or update of a T: every field but the id. */
export type RecordInput<T> = Omit<T, 'id'>;

/** RecordWrite is a kind of change to one record, which decides the lists it changes. */
export type RecordWrite = 'create' | 'update' | 'delete';

/**
 * listsChangedBy answers the query keys of the lists a write to a record of c changes on the
 * server: c's own, and the lists whose fields refer to c by its record's name. An update can
 * rename the record, and the server takes every record referring to it along (a folder's
 * images, a partner category's partners); a delete takes along only the records of a field
 * that cascades (a folder's items; partners keep their type); a new record is referred to by
 * nothing yet.
 */
export function listsChangedBy(c: CollectionDeclaration, write: RecordWrite): QueryKey[] {
  const referring = collections.filter((other) =>
    other.fields.some((f) => f.refers === c.name && (write === 'update' || (write === 'delete' && f.cascade))),
  );
  return [c, ...referring].map((list) => recordsQueryOptions(list).queryKey);
}

/** recordsQueryOptions reads GET c.path; the key is the path, so the data a page embeds seeds it. */
export function recordsQueryOptions<T>(c: CollectionDeclaration) {
  return listQueryOptions<T>(c.path);
}

/** useRecords returns the list of GET c.path. */
export function useRecords<T>(c: CollectionDeclaration) {
  return useQuery(recordsQueryOptions<T>(c));
}

export type { Localized } from '@/lib/page-records';

/** createRecord sends POST c.path and answers the record made. */
export function createRecord<T, I = RecordInput<T>>(c: CollectionDeclaration, data: I): Promise<T> {
  return apiJSON<T>('POST', c.path, data);
}

/** useCreateRecord creates a record of c and refetches its list on success. */
export function useCreateRecord<T, I = RecordInput<T>>(c: CollectionDeclaration) {
  return useListMutation((data: I) => createRecord<T, I>(c, data), listsChangedBy(c, 'create'));
}

/**
 * updateRecord sends PUT c.path/{id}; like the spec's update it carries an id and a data
 * object. Fields data leaves out keep their stored value.
 */
export function updateRecord<T, I = RecordInput<T>>(c: CollectionDeclaration, { id, data }: { id: number; data: Partial<I> }): Promise<T> {
  return apiJSON<T>('PUT', `${c.path}/${id}`, data);
}

/** useUpdateRecord updates a record of c and refetches, on success, every list the update changed. */
export function useUpdateRecord<T, I = RecordInput<T>>(c: CollectionDeclaration) {
  return useListMutation((args: { id: number; data: Partial<I> }) => updateRecord<T, I>(c, args), listsChangedBy(c, 'update'));
}

/**
 * trashRecord sends DELETE c.path/{id}: the record goes to the trash (with the records filed
 * under it); the answer names the entry that restores it.
 */
export function trashRecord(c: CollectionDeclaration, id: number): Promise<Deleted> {
  return apiJSON<Deleted>('DELETE', `${c.path}/${id}`);
}

/** useTrashRecord deletes a record of c and refetches, on success, every list the delete changed. */
export function useTrashRecord(c: CollectionDeclaration) {
  return useListMutation((id: number) => trashRecord(c, id), listsChangedBy(c, 'delete'));
}

/**
 * reorderRecords sends POST c.path/reorder; the server sets each record's order field to its
 * position in ids. Only a collection with an orderField can be reordered.
 */
export async function reorderRecords(c: CollectionDeclaration, ids: number[]): Promise<void> {
  if (!c.orderField) throw new Error(`Collection "${c.name}" has no order to change`);
  await apiRequest('POST', `${c.path}/reorder`, { ids });
}

/** useReorderRecords moves records of c, optimistically (see useReorderMutation). */
export function useReorderRecords<T extends Ordered>(c: CollectionDeclaration) {
  return useReorderMutation<T>(recordsQueryOptions<T>(c).queryKey, (ids) => reorderRecords(c, ids));
}

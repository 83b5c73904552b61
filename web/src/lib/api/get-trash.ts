import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';

/** TrashKind is the kind of a deleted record: a collection's kind (web/content/collections.json). */
export type TrashKind = string;

/** TrashEntry is one entry of the trash, as GET /api/trash answers it. */
export interface TrashEntry {
  id: number;
  kind: TrashKind;
  /** what names the kind, as the panel shows it ('Team member'). */
  what: string;
  /** label is the record's name ('Ann Example'), or '3 messages' for messages deleted together. */
  label: string;
  /** deletedBy is the account that deleted it; '' when nobody is known. */
  deletedBy: string;
  deletedAt: string;
  /** purgeAt is when the server removes it for good. */
  purgeAt: string;
  /** contents counts what went with a folder (or a bulk delete of messages). */
  contents: { images: number; videos: number; downloads: number; messages: number };
}

/** trashQueryOptions fetch the trash, the newest deletes first. */
export const trashQueryOptions = queryOptions({
  queryKey: ['/api/trash'],
  queryFn: async () => (await apiGet<TrashEntry[]>('/api/trash')) ?? [],
});

/** useTrash is the trash. */
export function useTrash() {
  return useQuery(trashQueryOptions);
}

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** Ordered is a list record the server can reorder: its position is its orderIndex. */
export type Ordered = { id: number; orderIndex: number };

/**
 * useReorderMutation moves the records of one list. The list is reordered in the cache at once,
 * so an up or down press answers instantly (and keyboard focus stays put); a failure restores
 * it, and the list is refetched either way. send posts the new order, ids first to last.
 */
export function useReorderMutation<T extends Ordered>(queryKey: QueryKey, send: (ids: number[]) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: async (ids: number[]) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData<T[]>(queryKey);
      if (previous) {
        const position = new Map(ids.map((id, i) => [id, i]));
        queryClient.setQueryData<T[]>(
          queryKey,
          previous.map((item) => (position.has(item.id) ? { ...item, orderIndex: position.get(item.id)! } : item)),
        );
      }
      return { previous };
    },
    onError: (_err, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}

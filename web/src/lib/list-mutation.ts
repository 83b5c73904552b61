import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * useListMutation runs a create, update or delete and, once it succeeds, refetches every list
 * it changed (refetch); the mutation settles only after they are invalidated, so a caller that
 * awaits it sees the fresh lists.
 */
export function useListMutation<TArgs, TResult>(mutationFn: (args: TArgs) => Promise<TResult>, refetch: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(refetch.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

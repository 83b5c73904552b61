import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJSON } from '@/lib/api-client';
import { LINK_CHECK_PATH, linkCheckQueryOptions, type LinkCheckState } from './get-link-check';

/** startLinkCheck sends POST /api/link-check: a check of every link starts in the background (editors and owners). */
export function startLinkCheck(): Promise<LinkCheckState> {
  return apiJSON<LinkCheckState>('POST', LINK_CHECK_PATH);
}

/**
 * useStartLinkCheck starts a check; the state it answers (running) takes the place of the one
 * read, which is then read again every second until the check finishes. A refusal (one runs
 * already, started by someone else) reads the state again, so its progress shows.
 */
export function useStartLinkCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startLinkCheck,
    onSuccess: (state) => queryClient.setQueryData(linkCheckQueryOptions.queryKey, state),
    onError: () => queryClient.invalidateQueries({ queryKey: linkCheckQueryOptions.queryKey }),
  });
}

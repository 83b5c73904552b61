import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { sessionQueryOptions } from '@/lib/api/session';

/**
 * useReportError returns the handler for a failed create, update or delete: the server's
 * field messages go onto the form fields (fieldMap renames server fields such as imageUrl to
 * the form's own), and an error toast carries the server's message. A 401 means the session
 * ended, so the panel falls back to the access-required card.
 */
export function useReportError() {
  const queryClient = useQueryClient();
  return useCallback(
    <T extends FieldValues>(
      err: unknown,
      form?: { setError: UseFormSetError<T>; fieldMap?: Partial<Record<string, Path<T>>>; fields?: readonly string[] },
    ) => {
      if (err instanceof ApiError && err.status === 401) {
        queryClient.setQueryData(sessionQueryOptions.queryKey, null);
      }
      if (err instanceof ApiError && form) {
        for (const [field, message] of Object.entries(err.fieldErrors())) {
          const target = form.fieldMap?.[field] ?? (form.fields?.includes(field) ? (field as Path<T>) : undefined);
          if (target) form.setError(target, { type: 'server', message });
        }
      }
      const description = err instanceof ApiError ? err.serverMessage() : err instanceof Error ? err.message : String(err);
      toast({ title: 'Error', description, variant: 'destructive' });
    },
    [queryClient],
  );
}

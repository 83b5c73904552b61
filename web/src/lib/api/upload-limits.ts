import { useQuery } from '@tanstack/react-query';
import { apiJSON } from '@/lib/api-client';
import type { ImageInfo } from '@/lib/entities';
import type { Focus } from '@/lib/image-focus';
import type { UploadLimits } from '@/lib/upload-limits';

/** uploadLimitsQueryOptions read GET /api/upload/limits: the sizes the server takes, which do not change while it runs. */
export const uploadLimitsQueryOptions = {
  queryKey: ['upload-limits'] as const,
  queryFn: () => apiJSON<UploadLimits>('GET', '/api/upload/limits'),
  staleTime: Infinity,
  retry: false,
};

/** useUploadLimits answers the server's size limits, undefined until known (the server then still refuses with its reason). */
export function useUploadLimits(): UploadLimits | undefined {
  return useQuery(uploadLimitsQueryOptions).data;
}

/** setImageFocus sends PUT /api/upload/image-focus: the focal point of the uploaded picture at url. */
export function setImageFocus(url: string, focus: Focus): Promise<ImageInfo> {
  return apiJSON<ImageInfo>('PUT', '/api/upload/image-focus', { url, x: focus.x, y: focus.y });
}

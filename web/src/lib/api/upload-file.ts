import { uploadRouteFor } from '@/lib/admin/file-kinds';
import { apiUpload } from '@/lib/api-client';
import type { UploadResult } from '@/lib/entities';

/** uploadImage sends one picture to POST /api/upload/image (field image) and returns its URL. */
export async function uploadImage(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return (await apiUpload<UploadResult>('/api/upload/image', form, onProgress)).url;
}

/** uploadByType routes a PDF to POST /api/upload/pdf and anything else to the image call (spec §5). */
export async function uploadByType(file: File, onProgress?: (fraction: number) => void): Promise<string> {
  const route = uploadRouteFor(file);
  const form = new FormData();
  form.append(route.field, file);
  return (await apiUpload<UploadResult>(route.url, form, onProgress)).url;
}

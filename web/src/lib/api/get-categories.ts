import { useQuery } from '@tanstack/react-query';
import type { Category } from '@/lib/entities';
import { listQueryOptions } from '@/lib/list-query';

/** categoriesQueryOptions reads GET /api/categories. */
export const categoriesQueryOptions = listQueryOptions<Category>('/api/categories');

/** useCategories returns the list of GET /api/categories. */
export function useCategories() {
  return useQuery(categoriesQueryOptions);
}

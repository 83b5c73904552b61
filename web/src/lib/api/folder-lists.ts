import { galleryImagesQueryOptions } from '@/lib/api/get-gallery-images';
import { galleryVideosQueryOptions } from '@/lib/api/get-gallery-videos';
import { researchPapersQueryOptions } from '@/lib/api/get-research-papers';
import { categoriesQueryOptions } from './get-categories';

/**
 * folderLists are the lists a folder rename or delete changes: the folders, and the gallery
 * images, gallery videos and downloads filed under the folder's name, which the server moves
 * with a rename and removes with a delete. The keys are the ones the public gallery and
 * downloads pages read too, so they show the change as well.
 */
export const folderLists = [
  categoriesQueryOptions.queryKey,
  galleryImagesQueryOptions.queryKey,
  galleryVideosQueryOptions.queryKey,
  researchPapersQueryOptions.queryKey,
] as const;

import { PageHero } from '@/components/ui/section';

export function GalleryPage() {
  return <PageHero title="GalleryPage" />;
}

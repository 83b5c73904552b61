import { NotFoundPage } from '@/components/layout/not-found-page';

export function Component() {
  return <NotFoundPage />;
}

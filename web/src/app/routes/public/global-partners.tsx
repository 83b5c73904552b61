import { GlobalPartnersPage } from '@/features/partners/components/global-partners-page';

export function Component() {
  return <GlobalPartnersPage />;
}

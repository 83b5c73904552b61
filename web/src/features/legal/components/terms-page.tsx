import { PageHero } from '@/components/ui/section';

export function TermsPage() {
  return <PageHero title="TermsPage" />;
}

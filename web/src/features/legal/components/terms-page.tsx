import { useContent } from '@/lib/site-content';
import { PolicyPage } from './policy-page';
import type { ContentKey } from '@/content/schema';

/** termsPageContent are the documents the terms page reads (besides the site's). */
export const termsPageContent: ContentKey[] = ['terms'];

/** TermsPage is the terms of service at /terms, the text of /legal/terms-of-service.pdf. */
export function TermsPage() {
  return <PolicyPage policy={useContent('terms')} />;
}

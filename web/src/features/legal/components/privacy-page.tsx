import { useContent } from '@/lib/site-content';
import { PolicyPage } from './policy-page';
import type { ContentKey } from '@/content/schema';

/** privacyPageContent are the documents the privacy page reads (besides the site's). */
export const privacyPageContent: ContentKey[] = ['privacy'];

/** PrivacyPage is the privacy policy at /privacy, the text of /legal/privacy-policy.pdf. */
export function PrivacyPage() {
  return <PolicyPage policy={useContent('privacy')} />;
}

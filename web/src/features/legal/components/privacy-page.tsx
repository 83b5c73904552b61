import { privacyPolicy } from '@/content/policies';
import { PolicyPage } from './policy-page';

/** PrivacyPage is the privacy policy at /privacy. */
export function PrivacyPage() {
  return <PolicyPage policy={privacyPolicy} />;
}

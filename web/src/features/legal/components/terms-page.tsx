import { termsOfUse } from '@/content/policies';
import { PolicyPage } from './policy-page';

/** TermsPage is the terms of use at /terms. */
export function TermsPage() {
  return <PolicyPage policy={termsOfUse} />;
}

import { ContactFormIsland } from '@/features/contact/components/contact-form-island';
import { ContactSection } from '@/features/contact/components/contact-section';
import { HomePage } from '@/features/home/components/home-page';

export function Component() {
  return <HomePage contactSection={<ContactSection form={<ContactFormIsland />} />} />;
}

import { deferredIsland } from '@/components/layout/deferred-island';

/** ContactFormIsland is the contact form whose code loads when the visitor comes near it (see deferredIsland). */
export const ContactFormIsland = deferredIsland(async () => (await import('./contact-form')).ContactForm);

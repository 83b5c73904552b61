import { lazy, type ReactNode } from 'react';
import { StaticIsland } from '@/components/layout/static-island';
import { HeroSection } from './hero-section';
import { homePageContent } from './home-page-content';

// The stateless sections between the hero and the contact form are static islands (the
// testimonials too: the page's data holds them, and they change only with a new render): their
// prerendered HTML is kept on first load, and their code (one shared chunk) loads only when
// the home page is reached by client navigation.
const sections = () => import('./home-sections');
const AboutSection = lazy(async () => ({ default: (await sections()).AboutSection }));
const BenefitsSection = lazy(async () => ({ default: (await sections()).BenefitsSection }));
const TechnologySection = lazy(async () => ({ default: (await sections()).TechnologySection }));
const ClinicalStudySection = lazy(async () => ({ default: (await sections()).ClinicalStudySection }));
const ResearchNetworkSection = lazy(async () => ({ default: (await sections()).ResearchNetworkSection }));
const ProductsSection = lazy(async () => ({ default: (await sections()).ProductsSection }));
const CoinPromotionSection = lazy(async () => ({ default: (await sections()).CoinPromotionSection }));
const ExpertQuotesSection = lazy(async () => ({ default: (await sections()).ExpertQuotesSection }));
const TestimonialsSection = lazy(async () => ({ default: (await sections()).HomeTestimonialsSection }));

export { homePageContent };

/**
 * HomePage is the sequence of sections of spec §2, ending with the contact section: the contact
 * feature's, which the route passes in.
 */
export function HomePage({ contactSection }: { contactSection: ReactNode }) {
  return (
    <>
      <HeroSection />
      <StaticIsland component={AboutSection} />
      <StaticIsland component={BenefitsSection} />
      <StaticIsland component={TechnologySection} />
      <StaticIsland component={ClinicalStudySection} />
      <StaticIsland component={ResearchNetworkSection} />
      <StaticIsland component={ProductsSection} />
      <StaticIsland component={CoinPromotionSection} />
      <StaticIsland component={ExpertQuotesSection} />
      <StaticIsland component={TestimonialsSection} />
      {contactSection}
    </>
  );
}

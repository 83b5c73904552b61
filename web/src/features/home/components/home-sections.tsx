// The home page's static sections, loaded as one chunk (see home-page.tsx).
export { AboutSection } from './about-section';
export { BenefitsSection } from './benefits-section';
export { ClinicalStudySection } from './clinical-study-section';
export { CoinPromotionSection } from './coin-promotion-section';
export { ExpertQuotesSection } from './expert-quotes-section';
export { ProductsSection } from './products-section';
export { ResearchNetworkSection } from './research-network-section';
export { TechnologySection } from './technology-section';
export { HomeTestimonialsSection } from './testimonials-section';

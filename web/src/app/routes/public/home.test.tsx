import { describe, expect, it } from 'vitest';
import { ContactForm } from '@/features/contact/components/contact-form';
import { ContactSection } from '@/features/contact/components/contact-section';
import { HeroSection } from '@/features/home/components/hero-section';
import { homePageContent } from '@/features/home/components/home-page';
import * as sections from '@/features/home/components/home-sections';
import { renderWithContent, unfilledSlots } from '@/lib/render-with-content';

// The sections are rendered directly: in the page they are lazy islands the renderer warms up.
const page = (
  <>
    <HeroSection />
    <sections.AboutSection />
    <sections.BenefitsSection />
    <sections.TechnologySection />
    <sections.ClinicalStudySection />
    <sections.ResearchNetworkSection />
    <sections.ProductsSection />
    <sections.CoinPromotionSection />
    <sections.ExpertQuotesSection />
    <ContactSection form={<ContactForm />} />
  </>
);

describe('home page', () => {
  const html = renderWithContent(page, homePageContent);

  it('renders from its documents alone, every slot filled', () => {
    expect(html).toContain('A Quantum Leap in Medicine and Wellness');
    expect(unfilledSlots(html)).toEqual([]);
  });

  it('shows the figures of the content: study, top performers, universities, certifications', () => {
    expect(html).toContain('All 23 Conditions');
    expect(html).toContain('The 8 conditions with the highest share of improvement.');
    expect(html).toContain('University Network in 20 Countries');
    expect(html).toContain('ISO 13485');
    expect(html).toContain('100 USD = 100 Coins');
  });
});

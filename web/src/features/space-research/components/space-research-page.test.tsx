import { describe, expect, it } from 'vitest';
import { renderWithContent, unfilledSlots } from '@/lib/render-with-content';
import { SpaceResearchPage, spaceResearchPageContent } from './space-research-page';

describe('space research page', () => {
  it('renders its text and links from its document', () => {
    const html = renderWithContent(<SpaceResearchPage />, spaceResearchPageContent);
    expect(html).toContain('Quantum Resonance in Space Research');
    expect(html).toContain('href="/research-papers"');
    expect(unfilledSlots(html)).toEqual([]);
  });
});

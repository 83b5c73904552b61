import { describe, expect, it } from 'vitest';
import { renderWithContent, unfilledSlots } from '@/lib/render-with-content';
import { ResearchPage, researchPageContent } from './research-page';

describe('research page', () => {
  const html = renderWithContent(<ResearchPage />, researchPageContent);

  it('shows the four patents of spec §9 with their issue years', () => {
    for (const number of ['EP 0594 655 B1', 'EP 0621 795 B1', 'EP 0729 318 B1', 'DE 4122718']) expect(html).toContain(number);
    expect(html).toContain('Issued 1996');
    expect(unfilledSlots(html)).toEqual([]);
  });

  it('offers the research paper under the name the server gives it', () => {
    expect(html).toContain('href="/api/research-paper" download="QRS-Research-Paper.pdf"');
  });
});

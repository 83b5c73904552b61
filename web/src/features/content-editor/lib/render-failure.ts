import type { RenderFailure } from '../api/content-api';
import { pageLabel } from '@/lib/document-names';

/**
 * renderFailureSentence says what visitors see on a page whose current text could not be
 * rendered: "Visitors see version 4: version 5 could not be rendered (Home page)."
 */
export function renderFailureSentence(f: RenderFailure): string {
  const where = pageLabel(f.page);
  if (f.visible === 0) return `Visitors see ${where} without the text the server makes: version ${f.failed} could not be rendered.`;
  if (f.failed === f.visible) return `Visitors see version ${f.visible}: ${where} could not be rendered again from what it shows now.`;
  return `Visitors see version ${f.visible}: version ${f.failed} could not be rendered (${where}).`;
}

import { placeHref } from '@/lib/admin/panel-links';
import type { LinkKind, LinkUse } from '../api/get-link-check';

/** editHref is where a use of a link is edited in the panel (placeHref): the document's field, or the record's dialog. */
export const editHref = (use: LinkUse): string => placeHref(use);

const KIND_WORDS: Record<LinkKind, string> = {
  internal: 'Page or file of this site',
  external: 'Another site',
  video: 'YouTube video',
};

/** kindWords names how a link was checked, as the list says it. */
export function kindWords(kind: LinkKind): string {
  return KIND_WORDS[kind] ?? kind;
}

/** progressWords say how far a check is: 'Checking links… 12 of 40', or that it waits to start. */
export function progressWords(total: number, done: number): string {
  return total > 0 ? `Checking links… ${done} of ${total}` : 'Checking links…';
}

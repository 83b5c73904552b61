// The words the panel uses about the trash, written once.
import { plural } from '@/lib/plural';
import rules from '../../../content/rules.json';

/** TRASH_DAYS is how long the server keeps what was deleted: rules.json's trash block, which the server reads too. */
export const TRASH_DAYS = rules.trash.keepDays;

/** inTrashNote ends every delete confirmation: nothing is deleted for good at once. */
export const inTrashNote = `It goes to the trash, where it can be restored for ${TRASH_DAYS} days.`;

/** UNDO_DURATION is how long the toast of a delete offers Undo, in ms. */
export const UNDO_DURATION = 10_000;

/** contentsSummary names what a trashed folder or bulk delete holds ('2 gallery images and 1 download'), '' when nothing. */
export function contentsSummary(c: { images: number; videos: number; downloads: number; messages: number }): string {
  const parts = [
    c.images ? plural(c.images, 'gallery image') : '',
    c.videos ? plural(c.videos, 'gallery video') : '',
    c.downloads ? plural(c.downloads, 'download') : '',
    c.messages ? plural(c.messages, 'message') : '',
  ].filter(Boolean);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

import type { MediaItem } from '@/lib/api/media';

// The files an editor dropped or picked for the library, each with its own progress and outcome.

/** UploadStatus is where a file is: waiting its turn, on its way, stored, found in the library already, or refused. */
export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'existing' | 'failed';

/** Upload is one file of the queue. */
export interface Upload {
  key: string;
  file: File;
  status: UploadStatus;
  /** fraction is how much of it was sent, 0–1. */
  fraction: number;
  /** item is the library's file once stored (or the one that held its bytes already). */
  item?: MediaItem;
  /** reason is why it was refused, in the server's words. */
  reason?: string;
}

let counter = 0;

/** queued answers the queue with files added at its end, waiting their turn. */
export function queued(queue: Upload[], files: File[]): Upload[] {
  return [...queue, ...files.map((file) => ({ key: `upload-${++counter}`, file, status: 'waiting' as const, fraction: 0 }))];
}

/** updated answers the queue with the upload of key changed by patch. */
export function updated(queue: Upload[], key: string, patch: Partial<Upload>): Upload[] {
  return queue.map((u) => (u.key === key ? { ...u, ...patch } : u));
}

/** isFinished tells whether an upload has its outcome. */
export function isFinished(u: Upload): boolean {
  return u.status === 'done' || u.status === 'existing' || u.status === 'failed';
}

/** percent is how far an upload is, in whole percent. */
export function percent(u: Upload): number {
  if (u.status === 'done' || u.status === 'existing') return 100;
  return Math.max(0, Math.min(100, Math.round(u.fraction * 100)));
}

/** statusWords say where an upload is: "Waiting", "Uploading… 40%", "Uploaded", "Already in the library as “a.png”", the refusal. */
export function statusWords(u: Upload): string {
  switch (u.status) {
    case 'waiting':
      return 'Waiting';
    case 'uploading':
      return `Uploading… ${percent(u)}%`;
    case 'done':
      return 'Uploaded';
    case 'existing':
      return `Already in the library as “${u.item?.name ?? u.file.name}”`;
    case 'failed':
      return `Not uploaded: ${u.reason ?? 'the upload failed'}`;
  }
}

/** outcomeWords sum up a finished batch for its toast: "2 files uploaded, 1 already in the library, 1 refused" (a count of none left out). */
export function outcomeWords(queue: Upload[]): string {
  const count = (s: UploadStatus) => queue.filter((u) => u.status === s).length;
  const done = count('done');
  const parts = [
    done ? `${done} ${done === 1 ? 'file' : 'files'} uploaded` : '',
    count('existing') ? `${count('existing')} already in the library` : '',
    count('failed') ? `${count('failed')} refused` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'Nothing uploaded';
}

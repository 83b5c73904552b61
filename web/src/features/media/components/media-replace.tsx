import { RefreshCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { reasonOf } from '@/components/admin/use-record-mutations';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/toast-store';
import { ACCEPT_IMAGES, ACCEPT_PDF } from '@/lib/admin/file-kinds';
import { FILE_NOT_REPLACED, FILE_REPLACED } from '@/lib/admin/messages';
import { TRASH_DAYS } from '@/lib/admin/trash-words';
import { useReplaceMedia, type MediaItem } from '@/lib/api/media';
import { useUploadLimits } from '@/lib/api/upload-limits';
import { sizeRefusal } from '@/lib/upload-limits';
import { isPdfItem } from '../lib/media-words';
import { percent, queued, statusWords, type Upload } from '../lib/upload-queue';

/**
 * ReplaceFile gives a library file a new file of its kind (a picture for a picture, a PDF for a
 * PDF): every use shows the new one at once, the old address leads to it, and the old file
 * waits in the trash. Its progress shows while it uploads; a refusal stays in the panel, in the
 * server's words, and the panel keeps everything else typed in it.
 */
export function ReplaceFile({ item }: { item: MediaItem }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const replace = useReplaceMedia();
  const limits = useUploadLimits();
  const pdf = isPdfItem(item);
  const busy = upload !== null;

  const start = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file || busy) return;
    // A file over the server's limit is never sent: the server would refuse it after the whole upload.
    const tooLarge = limits ? sizeRefusal(file, pdf ? 'pdf' : 'image', limits) : null;
    if (tooLarge) {
      setProblem(tooLarge);
      return;
    }
    setProblem(null);
    const [first] = queued([], [file]);
    setUpload({ ...first, status: 'uploading' });
    try {
      // The answer is awaited rather than handed to the mutation's callbacks, so the toast
      // comes even when the panel was closed meanwhile.
      await replace.mutateAsync({ id: item.id, file, onProgress: (fraction) => setUpload((u) => (u ? { ...u, fraction } : u)) });
      toast(FILE_REPLACED);
    } catch (err) {
      setProblem(reasonOf(err, 'The upload failed. Please try again.'));
    } finally {
      setUpload(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 border-t border-border pt-3">
      <h3 id={`${id}-title`} className="sr-only">
        Replace
      </h3>
      {/* Busy, the button keeps the focus it had: it says it is unavailable rather than being disabled. */}
      <Button
        variant="outline"
        aria-describedby={`${id}-note`}
        aria-disabled={busy || undefined}
        onClick={() => (busy ? undefined : input.current?.click())}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      >
        <RefreshCw className="h-4 w-4" aria-hidden />
        Replace file
      </Button>
      <input
        ref={input}
        type="file"
        accept={pdf ? ACCEPT_PDF : ACCEPT_IMAGES}
        className="hidden"
        tabIndex={-1}
        aria-label={pdf ? `A PDF to replace “${item.name}”` : `A picture to replace “${item.name}”`}
        onChange={(e) => void start(e.target.files?.[0])}
      />
      <div role="status">
        {upload ? (
          <div className="space-y-1">
            <Progress value={percent(upload)} label={`Upload of ${upload.file.name}`} />
            <p className="text-xs break-words text-muted-foreground">
              {upload.file.name}: {statusWords(upload)}
            </p>
          </div>
        ) : null}
      </div>
      {problem ? (
        <div role="alert" className="space-y-0.5 rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          <p className="font-medium">{FILE_NOT_REPLACED}</p>
          <p className="break-words">{problem}</p>
        </div>
      ) : null}
      <p id={`${id}-note`} className="text-xs text-muted-foreground">
        {pdf ? 'Another PDF' : 'Another picture'} takes this file’s place wherever it is used, with its description. The old
        address leads to the new file, and the old file goes to the trash for {TRASH_DAYS} days: restoring it there puts it back.
      </p>
    </section>
  );
}

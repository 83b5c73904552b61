import { CheckCircle2, CircleAlert, Copy, Upload as UploadIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { toast } from '@/components/ui/toast-store';
import { reasonOf } from '@/components/admin/use-record-mutations';
import { ACCEPT_RESEARCH_FILES, uploadKind } from '@/lib/admin/file-kinds';
import { uploadToLibrary, useMediaChanged } from '@/lib/api/media';
import { useUploadLimits } from '@/lib/api/upload-limits';
import { cn } from '@/lib/cn';
import { sizeRefusal } from '@/lib/upload-limits';
import { isFinished, outcomeWords, percent, queued, statusWords, updated, type Upload } from '../lib/upload-queue';

/**
 * MediaUpload puts files into the library: dropped on its zone, many at once, or picked with
 * its button. They go one after the other, each with its own progress bar and outcome: stored,
 * found in the library already (its bytes were there; the file shown is that one), or refused
 * with the server's reason. onOpen opens a stored file's panel.
 */
export function MediaUpload({ onOpen }: { onOpen: (id: number) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [queue, setQueue] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const limits = useUploadLimits();
  const changed = useMediaChanged();

  // Files dropped beside the zone would have the browser open them in place of the panel,
  // uploads under way and all: while the view is open, such a drop does nothing.
  useEffect(() => {
    const ignore = (e: globalThis.DragEvent) => {
      if (e.dataTransfer && Array.from(e.dataTransfer.types).includes('Files')) e.preventDefault();
    };
    window.addEventListener('dragover', ignore);
    window.addEventListener('drop', ignore);
    return () => {
      window.removeEventListener('dragover', ignore);
      window.removeEventListener('drop', ignore);
    };
  }, []);

  const send = async (batch: Upload[]) => {
    const outcome: Upload[] = [];
    for (const u of batch) {
      setQueue((q) => updated(q, u.key, { status: 'uploading', fraction: 0 }));
      try {
        const item = await uploadToLibrary(u.file, (fraction) => setQueue((q) => updated(q, u.key, { fraction })));
        const patch = { status: item.existing ? ('existing' as const) : ('done' as const), fraction: 1, item };
        setQueue((q) => updated(q, u.key, patch));
        outcome.push({ ...u, ...patch });
      } catch (err) {
        const patch = { status: 'failed' as const, reason: reasonOf(err, 'The upload failed. Please try again.') };
        setQueue((q) => updated(q, u.key, patch));
        outcome.push({ ...u, ...patch });
      }
      await changed();
    }
    const failed = outcome.some((u) => u.status === 'failed');
    toast({ title: failed ? 'Some files were not uploaded' : 'Upload finished', description: outcomeWords(outcome), variant: failed ? 'destructive' : 'default' });
  };

  const add = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    if (input.current) input.current.value = '';
    if (files.length === 0) return;
    // The server takes pictures and PDFs up to its limits; anything else is never sent.
    const refusal = (f: File): string | null => {
      const kind = uploadKind(f);
      if (!kind) return `${f.name}: only pictures (JPEG, PNG, GIF, WebP, SVG) and PDFs can be uploaded`;
      return limits ? sizeRefusal(f, kind, limits) : null;
    };
    const refused = files.map(refusal).filter((r) => r !== null);
    if (refused.length > 0) toast({ title: 'Not uploaded', description: refused.join('. '), variant: 'destructive' });
    const accepted = files.filter((f) => refusal(f) === null);
    if (accepted.length === 0) return;
    const batch = queued([], accepted);
    // A new batch clears the list of the batches that finished.
    setQueue((q) => [...q.filter((u) => !isFinished(u)), ...batch]);
    chain.current = chain.current.then(() => send(batch));
  };

  const onDrop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setOver(false);
    add(e.dataTransfer.files);
  };
  const onDragOver = (e: DragEvent<HTMLElement>) => {
    if (!Array.from(e.dataTransfer.types).includes('Files')) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };

  const busy = queue.some((u) => !isFinished(u));
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h3 id={`${id}-title`} className="sr-only">
        Upload files
      </h3>
      <div
        data-testid="media-drop-zone"
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors sm:flex-row sm:justify-center sm:text-left',
          over ? 'border-primary bg-secondary' : 'border-border bg-muted/40',
        )}
      >
        <UploadIcon className="h-6 w-6 shrink-0 text-muted-foreground" aria-hidden />
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          Drop pictures and PDFs here, as many as you like, or
        </p>
        <Button variant="outline" onClick={() => input.current?.click()} aria-describedby={`${id}-limits`}>
          Upload files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPT_RESEARCH_FILES}
          className="hidden"
          tabIndex={-1}
          aria-label="Files to upload"
          onChange={(e) => add(e.target.files)}
        />
      </div>
      <p id={`${id}-limits`} className="text-xs text-muted-foreground">
        JPEG, PNG, GIF, WebP and SVG pictures and PDF documents. A file already in the library is not stored twice.
      </p>
      {queue.length > 0 ? (
        <ul aria-label="Uploads" aria-busy={busy} className="divide-y divide-border rounded-lg border border-border bg-white">
          {queue.map((u) => (
            <UploadRow key={u.key} upload={u} onOpen={onOpen} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** UploadRow is one file of the queue: its name, its progress bar and its outcome. */
function UploadRow({ upload: u, onOpen }: { upload: Upload; onOpen: (id: number) => void }) {
  const Icon = u.status === 'failed' ? CircleAlert : u.status === 'existing' ? Copy : u.status === 'done' ? CheckCircle2 : null;
  return (
    <li aria-label={u.file.name} className="grid gap-2 px-3 py-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-center sm:gap-4">
      <span className="truncate text-sm font-medium" title={u.file.name}>
        {u.file.name}
      </span>
      <div className="min-w-0 space-y-1">
        <Progress value={percent(u)} label={`Upload of ${u.file.name}`} className={u.status === 'failed' ? 'opacity-40' : undefined} />
        <p
          className={cn(
            'flex items-start gap-1.5 text-xs',
            u.status === 'failed' ? 'text-destructive' : u.status === 'existing' ? 'text-amber-900' : 'text-muted-foreground',
          )}
        >
          {Icon ? <Icon className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden /> : null}
          <span className="break-words">{statusWords(u)}</span>
        </p>
      </div>
      {u.item ? (
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => onOpen(u.item!.id)}>
          {u.status === 'existing' ? 'Show that file' : 'Open'}
          <span className="sr-only"> “{u.item.name}”</span>
        </Button>
      ) : (
        <span aria-hidden className="hidden sm:block" />
      )}
    </li>
  );
}

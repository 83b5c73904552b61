import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert, Upload, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Progress } from '@/components/ui/progress';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toast-store';
import { uploadKind, type FileLike } from '@/lib/admin/file-kinds';
import { BULK_UPLOAD_ERROR, BULK_UPLOAD_FAILED, BUSY_UPLOADING, bulkOutcome } from '@/lib/admin/messages';
import { uploadByType } from '@/lib/api/upload-file';
import { useUploadLimits } from '@/lib/api/upload-limits';
import type { RichText } from '@/content/schema';
import type { Category } from '@/lib/entities';
import { plural } from '@/lib/plural';
import { sizeRefusal } from '@/lib/upload-limits';
import { BulkReviewList, storedReview, type NewRecord } from './bulk-review-list';
import { folderChoices } from './folder-controls';
import { reasonOf } from './use-record-mutations';
import { FILE_INPUT_CLASSES } from './file-input';

type FileState = {
  file: File;
  key: string;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  fraction: number;
  /** reason is why the file failed, in the server's words. */
  reason?: string;
};

/**
 * BulkUploadCard uploads many files into one folder, one file at a time so each has a real
 * progress bar, then creates a record per file (spec §5) and reports the outcome (spec §8).
 * The new records are then listed for review, their titles and descriptions editable in place.
 */
export function BulkUploadCard({
  title,
  hint,
  accept,
  isAccepted,
  skipped,
  folders,
  createRecord,
  review,
  refetch,
}: {
  title: string;
  hint: string;
  accept: string;
  /**
   * isAccepted keeps the files the server takes here. The input's accept list only steers the
   * picker: a file dropped on the input, or picked with 'All files', passes it unchecked.
   */
  isAccepted: (file: FileLike) => boolean;
  /** skipped is the notice shown when a pick held files isAccepted refused. */
  skipped: { title: string; description: string };
  folders: Category[];
  /** createRecord files one uploaded file in the folder and answers the record made. */
  createRecord: (file: File, url: string, folder: string) => Promise<{ id: number; title: string; description: RichText }>;
  /** review names the list of new records and stores a record's edited words. */
  review: {
    heading: string;
    hint: string;
    isPicture: (url: string) => boolean;
    rename: (id: number, data: { title: string; description: RichText }) => Promise<unknown>;
  };
  /** refetch names the lists the new records appear in. */
  refetch: readonly (readonly unknown[])[];
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  // The folder is held by id, so a rename is followed and a deleted folder is no choice at
  // all, rather than a name the select no longer shows but the upload would still use. The
  // id is forgotten as soon as it is gone, since the next new folder may be given it again.
  const [folderId, setFolderId] = useState<number | null>(null);
  const chosen = folders.find((f) => f.id === folderId);
  if (folderId !== null && !chosen) setFolderId(null);
  const folder = chosen?.name ?? '';
  const [files, setFiles] = useState<FileState[]>([]);
  const [running, setRunning] = useState(false);
  const limits = useUploadLimits();
  // The records still under review, kept for this browser tab's session (see BulkReviewList).
  const reviewKey = `qrs-bulk-review:${title}`;
  const [created, setCreated] = useState<NewRecord[]>(() => storedReview(reviewKey));

  const pick = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    const accepted = picked.filter(isAccepted);
    if (accepted.length < picked.length) toast({ ...skipped, variant: 'destructive' });
    // A file over its limit is never sent: the server would refuse it after the whole upload.
    const refusal = (f: File) => (limits ? sizeRefusal(f, uploadKind(f) === 'pdf' ? 'pdf' : 'image', limits) : null);
    const tooLarge = accepted.map(refusal).filter((r) => r !== null);
    if (tooLarge.length > 0) toast({ title: 'File too large', description: tooLarge.join('. '), variant: 'destructive' });
    const kept = accepted.filter((f) => refusal(f) === null);
    setFiles((prev) => [
      ...prev.filter((f) => f.status !== 'done'),
      ...kept.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}`, status: 'waiting' as const, fraction: 0 })),
    ]);
    if (inputRef.current) inputRef.current.value = '';
  };

  const setState = (key: string, patch: Partial<FileState>) =>
    setFiles((prev) => prev.map((f) => (f.key === key ? { ...f, ...patch } : f)));

  const start = async () => {
    const queue = files.filter((f) => f.status !== 'done');
    if (queue.length === 0 || !folder) {
      toast({ ...BULK_UPLOAD_ERROR, variant: 'destructive' });
      return;
    }
    setRunning(true);
    let succeeded = 0;
    try {
      for (const item of queue) {
        setState(item.key, { status: 'uploading', fraction: 0 });
        try {
          const url = await uploadByType(item.file, (fraction) => setState(item.key, { fraction }));
          const record = await createRecord(item.file, url, folder);
          setCreated((prev) => [...prev, { id: record.id, title: record.title, description: record.description, fileName: item.file.name, url }]);
          succeeded++;
          setState(item.key, { status: 'done', fraction: 1 });
        } catch (err) {
          // Spec §8: a single file's failure is logged and that file skipped; the summary counts it.
          console.error(`Failed to upload ${item.file.name}`, err);
          setState(item.key, { status: 'failed', fraction: 0, reason: reasonOf(err, 'Upload failed') });
        }
      }
      await refresh();
      toast(bulkOutcome(succeeded, queue.length, folder));
      if (succeeded === queue.length) setFiles([]);
    } catch (err) {
      console.error('Bulk upload failed', err);
      toast({ ...BULK_UPLOAD_FAILED, variant: 'destructive' });
    } finally {
      setRunning(false);
    }
  };

  const refresh = () => Promise.all(refetch.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  const queued = files.filter((f) => f.status !== 'done');
  const finished = files.filter((f) => f.status === 'done' || f.status === 'failed').length;
  const current = files.find((f) => f.status === 'uploading');
  const overall = files.length === 0 ? 0 : ((finished + (current?.fraction ?? 0)) / files.length) * 100;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-border bg-muted/40 p-4 sm:p-5">
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <Upload className="h-4 w-4" aria-hidden />
        {title}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{hint}</p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <Field id={`${id}-folder`} label="Folder">
          <Select
            id={`${id}-folder`}
            value={folder}
            onValueChange={(name) => setFolderId(folders.find((f) => f.name === name)?.id ?? null)}
            {...folderChoices(folders)}
            disabled={running || folders.length === 0}
          />
        </Field>
        <Field id={`${id}-files`} label="Files">
          <input
            ref={inputRef}
            id={`${id}-files`}
            type="file"
            multiple
            accept={accept}
            disabled={running}
            onChange={(e) => pick(e.target.files)}
            className={FILE_INPUT_CLASSES}
          />
        </Field>
      </div>
      {files.length > 0 ? (
        <div className="mt-4 space-y-3">
          <div>
            <div className="mb-1 flex justify-between text-sm">
              <span>Overall</span>
              <span>
                {finished} of {files.length}
              </span>
            </div>
            <Progress value={overall} label="Overall upload progress" />
          </div>
          <ul className="max-h-72 space-y-2 overflow-y-auto pr-1" aria-label="Files to upload">
            {files.map((f) => (
              <li key={f.key} className="rounded-md border border-border bg-white p-2">
                <div className="flex items-center gap-2 text-sm">
                  {f.status === 'done' ? (
                    <CheckCircle2 className="h-4 w-4 shrink-0 text-accent" aria-label="Uploaded" />
                  ) : f.status === 'failed' ? (
                    <CircleAlert className="h-4 w-4 shrink-0 text-destructive" aria-label="Failed" />
                  ) : null}
                  <span className="min-w-0 flex-1 truncate" title={f.file.name}>
                    {f.file.name}
                  </span>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {f.status === 'failed' ? 'Failed' : `${Math.round(f.fraction * 100)}%`}
                  </span>
                  {!running && f.status !== 'done' ? (
                    <button
                      type="button"
                      aria-label={`Remove ${f.file.name}`}
                      onClick={() => setFiles((prev) => prev.filter((p) => p.key !== f.key))}
                      className="rounded p-1 text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
                    >
                      <X className="h-4 w-4" aria-hidden />
                    </button>
                  ) : null}
                </div>
                <Progress value={f.fraction * 100} label={`Upload progress of ${f.file.name}`} className="mt-1.5 h-1.5" />
                {f.reason ? <p className="mt-1 text-xs text-destructive">{f.reason}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={start} disabled={running}>
          <Upload className="h-4 w-4" aria-hidden />
          {running ? BUSY_UPLOADING : queued.length ? `Upload ${plural(queued.length, 'file')}` : 'Upload Files'}
        </Button>
        {files.length > 0 && !running ? (
          <Button variant="ghost" onClick={() => setFiles([])}>
            Clear
          </Button>
        ) : null}
      </div>
      {created.length > 0 ? (
        <BulkReviewList {...review} storageKey={reviewKey} records={created} onSaved={refresh} onDone={() => setCreated([])} />
      ) : null}
    </section>
  );
}

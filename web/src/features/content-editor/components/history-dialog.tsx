import { useQuery } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { versionQueryOptions, versionsQueryOptions } from '../api/content-api';
import { formatInZone } from '@/lib/time-zone';
import { CompareTable } from './compare-table';

/**
 * HistoryDialog lists a document's published versions (who, when, what changed). A version
 * opens compared field by field with the form, and can be restored as the draft.
 */
export function HistoryDialog({
  open,
  onOpenChange,
  docKey,
  locale,
  docName,
  current,
  timeZone,
  busy,
  onRestore,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  docKey: string;
  /** locale is the language of the document whose history this is. */
  locale: string;
  docName: string;
  /** current is what the form holds now. */
  current: unknown;
  timeZone: string;
  busy: boolean;
  /** onRestore restores a version as the draft; without it (a viewer) nothing is offered. */
  onRestore?: (version: number) => void;
}) {
  const versions = useQuery({ ...versionsQueryOptions(docKey, locale), enabled: open, staleTime: 0 });
  const [picked, setPicked] = useState<number | null>(null);
  const chosen = picked ?? null;
  const version = useQuery({ ...versionQueryOptions(docKey, chosen ?? 0, locale), enabled: open && chosen !== null });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setPicked(null);
        onOpenChange(next);
      }}
      title={`History of ${docName}`}
      description={`Every published version, newest first (times in ${timeZone}). Open one to compare it with the form.`}
      className="max-w-5xl"
    >
      <div className="grid gap-4 md:grid-cols-[18rem_minmax(0,1fr)]">
        <div>
          {versions.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Loading the history...
            </p>
          ) : versions.error ? (
            <p role="alert" className="text-sm text-destructive">
              Could not load the history: {versions.error.message}
            </p>
          ) : (
            <ol aria-label="Published versions" className="max-h-[30vh] space-y-1 overflow-y-auto md:max-h-[60vh]">
              {versions.data.map((v) => (
                <li key={v.version}>
                  <button
                    type="button"
                    aria-pressed={chosen === v.version}
                    onClick={() => setPicked(v.version)}
                    className={cn(
                      'w-full rounded-md border px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-primary',
                      chosen === v.version ? 'border-primary bg-secondary' : 'border-border bg-white hover:bg-muted',
                    )}
                  >
                    <span className="block font-semibold">Version {v.version}</span>
                    <span className="block text-xs text-muted-foreground">
                      {v.createdBy} · {formatInZone(v.createdAt, timeZone)}
                    </span>
                    {v.summary ? <span className="mt-1 block text-xs">{v.summary}</span> : null}
                  </button>
                </li>
              ))}
            </ol>
          )}
        </div>
        <div className="min-w-0">
          {chosen === null ? (
            <div className="flex h-full min-h-32 flex-col items-center justify-center rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
              <History className="mb-2 h-6 w-6" aria-hidden />
              Choose a version to see how it differs from the form.
            </div>
          ) : version.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Opening version {chosen}...
            </p>
          ) : version.error ? (
            <p role="alert" className="text-sm text-destructive">
              Could not open version {chosen}: {version.error.message}
            </p>
          ) : (
            <section aria-label={`Version ${chosen} compared with the form`} className="space-y-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">
                  Version {version.data.version}{' '}
                  <span className="font-normal text-muted-foreground">
                    by {version.data.createdBy}, {formatInZone(version.data.createdAt, timeZone)}
                  </span>
                </h3>
                {onRestore ? (
                  <Button onClick={() => onRestore(version.data.version)} disabled={busy}>
                    <RotateCcw className="h-4 w-4" aria-hidden />
                    Restore as draft
                  </Button>
                ) : null}
              </div>
              <CompareTable
                left={version.data.body}
                right={current}
                leftLabel="This version"
                rightLabel="Current"
                caption={`Fields of version ${version.data.version} that differ from the form`}
              />
            </section>
          )}
        </div>
      </div>
    </Dialog>
  );
}

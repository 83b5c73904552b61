import { ArrowRight, Download, Plus, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { EditorOnly } from '@/components/admin/editor-only';
import { ItemActions } from '@/components/admin/item-actions';
import { REDIRECTS, RedirectDialog, type Redirect } from '@/components/admin/redirect-dialog';
import { EmptyState, ListStatus, TabHeader } from '@/components/admin/tab-layout';
import { useOpenedRecord } from '@/components/admin/use-opened-record';
import { useDeleteRecord } from '@/components/admin/use-record-mutations';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { ApiError } from '@/lib/api-client';
import { useRecords, useTrashRecord } from '@/lib/api/records';
import { plural } from '@/lib/plural';
import { lineErrors, REDIRECTS_CSV_URL, useImportRedirects } from '../api/import-redirects';

/** ImportOutcome is what the last import of a CSV file did, or why it stored nothing. */
type ImportOutcome = { stored: string } | { refused: string; lines: { line: number; message: string }[] };

/**
 * RedirectsTab manages the redirects: the list (from → to, 301 or 302, a prefix's paths
 * under it), add, edit and delete, and the list as a CSV file, exported and imported back.
 */
export function RedirectsTab() {
  const records = useRecords<Redirect>(REDIRECTS);
  const list = records.data ?? [];
  const [selection, setSelection] = useState<{ item?: Redirect } | null>(null);
  useOpenedRecord(records.data, (item) => setSelection({ item }));
  const remove = useDeleteRecord(useTrashRecord(REDIRECTS), REDIRECTS.label);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);

  return (
    <section>
      <TabHeader title={REDIRECTS.plural} summary={`${plural(list.length, REDIRECTS.label.toLowerCase())}, ${REDIRECTS.summary}.`}>
        <a href={REDIRECTS_CSV_URL} download className={buttonClasses('outline', 'md')}>
          <Download className="h-4 w-4" aria-hidden />
          Export CSV
        </a>
        <EditorOnly>
          <ImportButton onOutcome={setOutcome} />
          <Button onClick={() => setSelection({})}>
            <Plus className="h-4 w-4" aria-hidden />
            Add {REDIRECTS.label}
          </Button>
        </EditorOnly>
      </TabHeader>
      {outcome ? <ImportReport outcome={outcome} onClose={() => setOutcome(null)} /> : null}
      <ListStatus isPending={records.isPending} error={records.error} what="redirects" />
      {records.isSuccess && list.length === 0 ? (
        <EmptyState title="No redirects yet">Add the first one with Add {REDIRECTS.label}, or import a CSV file.</EmptyState>
      ) : null}
      {list.length > 0 ? (
        <ul aria-label={REDIRECTS.plural} className="flex flex-col gap-3">
          {list.map((r) => (
            <li key={r.id} className="flex flex-col gap-3 rounded-lg border border-border bg-white p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-mono text-sm">
                  <span className="break-all font-semibold">{r.from}</span>
                  <ArrowRight className="h-4 w-4 shrink-0 text-muted-foreground" aria-label="leads to" />
                  <span className="break-all text-primary">{r.to}</span>
                </p>
                <p className="mt-2 flex flex-wrap gap-2">
                  <Badge tone={r.temporary ? 'warning' : 'neutral'}>{r.temporary ? '302 · for now' : '301 · for good'}</Badge>
                  {r.prefix ? <Badge tone="info">and every path under it</Badge> : null}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-2">
                <EditorOnly>
                  <ItemActions
                    itemName={r.from}
                    onEdit={() => setSelection({ item: r })}
                    confirmTitle={`Delete the redirect from ${r.from}?`}
                    confirmDescription={`Visitors asking for ${r.from} will get the not-found page.`}
                    onDelete={() => remove(r.id)}
                  />
                </EditorOnly>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {selection ? <RedirectDialog key={selection.item?.id ?? 'add'} item={selection.item} onDone={() => setSelection(null)} /> : null}
    </section>
  );
}

/**
 * ImportButton picks a CSV file and imports it, telling onOutcome what the import did or
 * the lines that kept it from storing anything (null while one runs).
 */
function ImportButton({ onOutcome }: { onOutcome: (outcome: ImportOutcome | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const importFile = useImportRedirects();

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = ''; // the same file can be picked again once fixed
    if (!file) return;
    onOutcome(null);
    try {
      const res = await importFile.mutateAsync(file);
      onOutcome({ stored: res.message });
      toast({ title: 'Redirects imported', description: res.message });
    } catch (err) {
      const refused = err instanceof ApiError ? err.serverMessage() : err instanceof Error ? err.message : String(err);
      onOutcome({ refused, lines: err instanceof ApiError ? lineErrors(err.fieldErrors()) : [] });
      toast({ title: 'Import refused', description: refused, variant: 'destructive' });
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        aria-label="CSV file of redirects"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <Button variant="outline" disabled={importFile.isPending} aria-busy={importFile.isPending} onClick={() => input.current?.click()}>
        <Upload className="h-4 w-4" aria-hidden />
        {importFile.isPending ? 'Importing...' : 'Import CSV'}
      </Button>
    </>
  );
}

/** ImportReport says what the last import did, or lists the lines that kept it from storing anything. */
function ImportReport({ outcome, onClose }: { outcome: ImportOutcome; onClose: () => void }) {
  const refused = 'refused' in outcome;
  return (
    <div
      role={refused ? 'alert' : 'status'}
      className={`mb-4 rounded-lg border p-4 text-sm ${refused ? 'border-destructive/40 bg-red-50' : 'border-border bg-emerald-50'}`}
    >
      <div className="flex items-start justify-between gap-3">
        <p className="font-medium">{refused ? outcome.refused : `Imported: ${outcome.stored}.`}</p>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Dismiss
        </Button>
      </div>
      {refused && outcome.lines.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {outcome.lines.map(({ line, message }) => (
            <li key={line}>
              <span className="font-semibold">Line {line}</span> — {message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

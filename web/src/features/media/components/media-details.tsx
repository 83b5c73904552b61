import { useQuery } from '@tanstack/react-query';
import { ExternalLink, FileText, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useCanEdit } from '@/components/admin/editor-only';
import { ImageFocusPicker } from '@/components/admin/image-focus-picker';
import { reasonOf, useUndoToast } from '@/components/admin/use-record-mutations';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { inTrashNote } from '@/lib/admin/trash-words';
import { ApiError } from '@/lib/api-client';
import { mediaItemQueryOptions, useDeleteMedia, useMediaChanged, usePatchMedia, type MediaItem, type MediaText, type MediaUse } from '@/lib/api/media';
import { focusOf, sameFocus, type Focus } from '@/lib/image-focus';
import { DEFAULT_LANGUAGE, htmlLangOf, languages } from '@/lib/languages';
import { keyOfUse, previewOf } from '../lib/media-words';
import { Facts, UseLink } from './media-items';
import { ReplaceFile } from './media-replace';

/**
 * MediaDetails is a file's panel, a dialog: a larger preview, its facts, its alternative text
 * and caption in each of the site's languages, its focal point, where it is used, Replace file
 * (a new file of its kind for every use), and Delete, which only an unused file allows (to the
 * trash, with Undo). Viewers read it.
 */
export function MediaDetails({ id, fallback, onClose }: { id: number; fallback?: MediaItem; onClose: () => void }) {
  const query = useQuery({ ...mediaItemQueryOptions(id), placeholderData: fallback, staleTime: 0 });
  const item = query.data;
  // The dialog opens from the address, without a trigger of its own: on closing, the focus
  // goes back to what opened it (a file's name, an upload's "Open"), while it is still there.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      onCloseAutoFocus={(e) => {
        if (!opener?.isConnected) return;
        e.preventDefault();
        opener.focus();
      }}
      title={item?.name ?? 'File'}
      description={item ? undefined : query.isError ? `Could not load the file: ${reasonOf(query.error, 'please try again')}` : 'Loading the file...'}
      className="max-w-3xl"
    >
      {item ? <Details key={item.id} item={item} onDeleted={onClose} /> : null}
    </Dialog>
  );
}

function Details({ item, onDeleted }: { item: MediaItem; onDeleted: () => void }) {
  const canEdit = useCanEdit();
  const preview = previewOf(item);
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-h-40 items-center justify-center self-start rounded-md border border-border bg-muted p-2">
          {preview ? (
            <img src={preview} alt="" className="max-h-72 w-auto max-w-full object-contain" />
          ) : (
            <FileText className="h-16 w-16 text-red-700" aria-hidden />
          )}
        </div>
        <div className="space-y-3">
          <Facts item={item} className="text-sm" />
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
          >
            Open the file
            <ExternalLink className="h-3.5 w-3.5" aria-hidden />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          <p className="text-xs break-all text-muted-foreground">{item.url}</p>
          <section aria-labelledby={`media-${item.id}-uses`} className="space-y-1 border-t border-border pt-3">
            <h3 id={`media-${item.id}-uses`} className="font-semibold">
              Where it is used
            </h3>
            <UsesList uses={item.usedIn} name={item.name} />
          </section>
          {canEdit ? <ReplaceFile item={item} /> : null}
          {canEdit ? <DeleteFile item={item} onDeleted={onDeleted} /> : null}
        </div>
      </div>

      <section aria-labelledby={`media-${item.id}-words`} className="space-y-3">
        <h3 id={`media-${item.id}-words`} className="font-semibold">
          Description
        </h3>
        <p className="text-sm text-muted-foreground">
          {item.kind === 'pdf'
            ? 'What the document is, in each language.'
            : 'The alternative text says what the picture shows, for people who cannot see it; the caption is optional.'}
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          {languages.map((l) => (
            <LanguageWords key={l.code} item={item} locale={l.code} name={l.name} canEdit={canEdit} />
          ))}
        </div>
      </section>

      {/* A point moved on a picture does not carry over to the one that replaced it. */}
      {item.image ? <FocalPoint key={item.url} item={item} canEdit={canEdit} /> : null}

    </div>
  );
}

/** UsesList lists a file's uses as links, or says it is not used. */
function UsesList({ uses, name }: { uses: MediaUse[]; name: string }) {
  if (uses.length === 0) return <p className="text-sm text-muted-foreground">Not used anywhere yet.</p>;
  return (
    <ul aria-label={`Where ${name} is used`} className="list-disc space-y-1 pl-5 text-sm">
      {uses.map((use) => (
        <li key={keyOfUse(use)} className="break-words">
          <UseLink use={use} />
          {use.locale && use.locale !== DEFAULT_LANGUAGE ? <span className="text-muted-foreground"> ({use.locale.toUpperCase()})</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** LanguageWords are a file's alternative text and caption in one language, saved together. */
function LanguageWords({ item, locale, name, canEdit }: { item: MediaItem; locale: string; name: string; canEdit: boolean }) {
  const id = useId();
  const saved: MediaText = item.texts[locale] ?? { alt: '', caption: '' };
  const [alt, setAlt] = useState(saved.alt);
  const [caption, setCaption] = useState(saved.caption);
  const patch = usePatchMedia();
  const lang = htmlLangOf(locale);
  const changed = alt !== saved.alt || caption !== saved.caption;

  if (!canEdit) {
    return (
      <div className="rounded-md border border-border p-3 text-sm">
        <p className="font-medium" lang={lang}>
          {name}
        </p>
        <p className={saved.alt ? undefined : 'text-muted-foreground italic'} lang={saved.alt ? lang : undefined}>
          {saved.alt || 'No description'}
        </p>
        {saved.caption ? <p lang={lang}>{saved.caption}</p> : null}
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    patch.mutate(
      { id: item.id, locale, patch: { alt: alt.trim(), caption: caption.trim() } },
      {
        onSuccess: () => toast({ title: `Description saved (${name})` }),
        onError: (err) => toast({ title: 'Description not saved', description: reasonOf(err, 'Please try again'), variant: 'destructive' }),
      },
    );
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-legend`} className="space-y-2 rounded-md border border-border p-3">
      <p id={`${id}-legend`} className="text-sm font-semibold" lang={lang}>
        {name}
      </p>
      <div className="space-y-1">
        <label htmlFor={`${id}-alt`} className="block text-sm font-medium">
          Alternative text <span className="sr-only">({name})</span>
        </label>
        <Input id={`${id}-alt`} lang={lang} value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={500} autoComplete="off" />
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-caption`} className="block text-sm font-medium">
          Caption <span className="sr-only">({name})</span>
        </label>
        <Textarea id={`${id}-caption`} lang={lang} rows={2} value={caption} onChange={(e) => setCaption(e.target.value)} maxLength={1000} />
      </div>
      <Button type="submit" size="sm" disabled={!changed || patch.isPending}>
        {patch.isPending ? 'Saving...' : `Save ${name}`}
      </Button>
    </form>
  );
}

/** FocalPoint moves the spot a picture's cropped thumbnails keep in view. */
function FocalPoint({ item, canEdit }: { item: MediaItem; canEdit: boolean }) {
  const saved = focusOf(item.image);
  const [focus, setFocus] = useState<Focus>(saved);
  const patch = usePatchMedia();
  const changed = !sameFocus(focus, saved);
  return (
    <section aria-labelledby={`media-${item.id}-focus`} className="space-y-2">
      <h3 id={`media-${item.id}-focus`} className="font-semibold">
        Focal point
      </h3>
      {canEdit ? (
        <>
          <ImageFocusPicker src={previewOf(item) ?? item.url} focus={focus} onChange={setFocus} />
          <Button
            size="sm"
            disabled={!changed || patch.isPending}
            onClick={() =>
              patch.mutate(
                { id: item.id, locale: DEFAULT_LANGUAGE, patch: { focusX: focus.x, focusY: focus.y } },
                {
                  onSuccess: () => toast({ title: 'Focal point saved' }),
                  onError: (err) => toast({ title: 'Focal point not saved', description: reasonOf(err, 'Please try again'), variant: 'destructive' }),
                },
              )
            }
          >
            {patch.isPending ? 'Saving...' : 'Save focal point'}
          </Button>
        </>
      ) : (
        <p className="text-sm">
          {saved.x}% from the left, {saved.y}% from the top
        </p>
      )}
    </section>
  );
}

/** refusedUses reads the uses a refused delete (409) names. */
function refusedUses(err: unknown): MediaUse[] {
  if (!(err instanceof ApiError) || err.status !== 409) return [];
  try {
    return (JSON.parse(err.body) as { usedIn?: MediaUse[] }).usedIn ?? [];
  } catch {
    return [];
  }
}

/** DeleteFile moves an unused file to the trash; a used one cannot be deleted, and says where it is used. */
function DeleteFile({ item, onDeleted }: { item: MediaItem; onDeleted: () => void }) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMedia();
  const undoToast = useUndoToast();
  const changed = useMediaChanged();
  const used = item.usedIn.length > 0;
  const confirm = () =>
    remove.mutate(item.id, {
      onSuccess: (deleted) => {
        setConfirming(false);
        onDeleted();
        undoToast(`“${item.name}” moved to the trash`, deleted, 'File restored');
      },
      onError: (err) => {
        setConfirming(false);
        const uses = refusedUses(err);
        toast({
          title: 'File not deleted',
          description: uses.length > 0 ? `It is used in ${uses.map((u) => `${u.label} › ${u.where}`).join('; ')}` : reasonOf(err, 'Please try again'),
          variant: 'destructive',
        });
        void changed();
      },
    });
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2 border-t border-border pt-3">
      <h3 id={`${id}-title`} className="sr-only">
        Delete
      </h3>
      <Button variant="destructive" disabled={used} aria-describedby={`${id}-note`} onClick={() => setConfirming(true)}>
        <Trash2 className="h-4 w-4" aria-hidden />
        Delete
      </Button>
      <p id={`${id}-note`} className="text-xs text-muted-foreground">
        {used
          ? `This file cannot be deleted while it is used: ${item.usedIn.map((u) => `${u.label} › ${u.where}`).join('; ')}. Remove it there first.`
          : inTrashNote}
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${item.name}”?`}
        description={inTrashNote}
        busy={remove.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}

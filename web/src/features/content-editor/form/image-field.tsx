import { ImageOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ChooseFromLibrary } from '@/components/admin/choose-from-library';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { ACCEPT_IMAGES, isAcceptedImage } from '@/lib/admin/file-kinds';
import { useLibraryAlts } from '@/lib/admin/library-alts';
import { libraryTypesOf } from '@/lib/admin/library-pick';
import { BUSY_UPLOADING, IMAGE_UPLOAD_FAILED, INVALID_IMAGE_TYPE, UPLOAD_NEW } from '@/lib/admin/messages';
import type { MediaItem } from '@/lib/api/media';
import { uploadImage } from '@/lib/api/upload-file';
import { controlAria, FieldLabel, FieldNotesView, type FieldNotes } from './field-shell';
import { fieldId, useFormContext, useMessage } from './form-context';
import { fieldHelp, fieldLabel } from './labels';
import { TextField } from './leaf-fields';
import { isRecord, toPointer, type Path } from './pointer';
import type { Prop } from './schema-tree';
import { FILE_INPUT_CLASSES } from '@/components/admin/file-input';

/**
 * ImageField is an uploaded picture and its description (an object's `image` and `imageAlt`):
 * the picture shown, a file picker that uploads through the admin's image upload, Remove for an
 * optional picture, and the description, required once a picture is set. "Choose from library"
 * beside the upload puts a file of the media library into the field instead (its address:
 * nothing uploaded or copied), and its description in the document's language into an empty
 * description field.
 */
export function ImageField({ parentPath, parent, image, alt }: { parentPath: Path; parent: unknown; image: Prop; alt: Prop }) {
  const ctx = useFormContext();
  const imagePath = [...parentPath, 'image'];
  const altPath = [...parentPath, 'imageAlt'];
  const pointer = toPointer(imagePath);
  const id = fieldId(pointer);
  const object = isRecord(parent) ? parent : {};
  const url = typeof object.image === 'string' ? object.image : '';
  const altText = typeof object.imageAlt === 'string' ? object.imageAlt : '';
  // The library's words for the picture describe it where the page has none of its own.
  const libraryAlt = useLibraryAlts(ctx.locale)[url] ?? '';
  const shownAlt = altText.trim() || libraryAlt;
  const label = fieldLabel(imagePath);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const storedMessage = useMessage(pointer);

  const notes: FieldNotes = {
    message: problem ?? storedMessage,
    help: fieldHelp(imagePath) ?? 'JPG, PNG, GIF, WebP or SVG.',
  };

  const pick = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    if (!isAcceptedImage(file)) {
      setProblem(INVALID_IMAGE_TYPE.description);
      input.value = '';
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      const uploaded = await uploadImage(file, setProgress);
      ctx.set(imagePath, uploaded);
      // The description is asked for as soon as the picture is in.
      ctx.touch(toPointer(altPath));
    } catch {
      setProblem(`${IMAGE_UPLOAD_FAILED.title}. ${IMAGE_UPLOAD_FAILED.description}.`);
    } finally {
      setProgress(null);
      input.value = '';
    }
  };

  // A file picked is referred to, its words with it: the description stays empty for the
  // library's words to show, unless the page has its own.
  const choose = (item: MediaItem) => {
    setProblem(null);
    ctx.set(imagePath, item.url);
    ctx.touch(toPointer(altPath));
  };

  const remove = () => {
    const rest = { ...object };
    delete rest.image;
    delete rest.imageAlt;
    ctx.set(parentPath, rest);
    setProblem(null);
  };

  const busy = progress !== null;
  return (
    <div role="group" aria-labelledby={`${id}__label`} className="min-w-0 space-y-4 rounded-lg border border-border bg-muted/40 p-3 sm:p-4 md:col-span-2">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex h-32 w-full shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-white sm:w-52">
          {url ? (
            <img src={url} alt={shownAlt ? `Current image: ${shownAlt}` : 'Current image, not described yet'} className="h-full w-full object-contain" />
          ) : (
            <span className="flex flex-col items-center gap-1 text-sm text-muted-foreground">
              <ImageOff className="h-6 w-6" aria-hidden />
              No image
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <FieldLabel id={`${id}__label`} htmlFor={id} label={label} optional={image.optional} />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <label htmlFor={id} className="text-sm font-medium">
              {UPLOAD_NEW}
            </label>
            <input
              id={id}
              type="file"
              accept={ACCEPT_IMAGES}
              disabled={ctx.disabled || busy}
              onChange={(e) => void pick(e.currentTarget)}
              className={FILE_INPUT_CLASSES}
              {...controlAria(id, notes)}
            />
            <span className="text-sm text-muted-foreground" aria-hidden>
              or
            </span>
            <ChooseFromLibrary
              types={libraryTypesOf('image')}
              field={label}
              locale={ctx.locale}
              currentUrl={url || undefined}
              disabled={ctx.disabled || busy}
              onChoose={choose}
            />
          </div>
          {busy ? (
            <div className="space-y-1">
              <Progress value={progress * 100} label={BUSY_UPLOADING} />
              <p className="text-sm text-muted-foreground" aria-live="polite">
                {BUSY_UPLOADING}
              </p>
            </div>
          ) : null}
          {url ? <p className="break-all font-mono text-xs text-muted-foreground">{url}</p> : null}
          <FieldNotesView id={id} notes={notes} />
          {url && image.optional ? (
            <Button variant="outline" size="sm" onClick={remove} disabled={ctx.disabled || busy} className="text-destructive hover:bg-destructive/10">
              <Trash2 className="h-4 w-4" aria-hidden />
              Remove {label.toLowerCase()}
            </Button>
          ) : null}
        </div>
      </div>
      {alt.node.kind === 'text' ? (
        <TextField node={alt.node} path={altPath} value={object.imageAlt} optional={(alt.optional && !url) || libraryAlt !== ''} note={altNote(libraryAlt, altText)} />
      ) : null}
    </div>
  );
}

/** altNote says where a picture's description comes from when the media library has words for it: theirs while the field is empty, the page's own once it is not. */
export function altNote(libraryAlt: string, own: string): string | undefined {
  if (libraryAlt === '') return undefined;
  return own.trim() === ''
    ? `Left empty, the page says the media library's description: “${libraryAlt}”. Write here only what this page should say instead.`
    : `This page says its own words here, instead of the media library's description: “${libraryAlt}”. Empty the field to use the library's.`;
}

// Form controls bound to react-hook-form, each with its label and its error message.
import { Trash2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { clearErrorToasts, toast } from '@/components/ui/toast-store';
import { uploadKind } from '@/lib/admin/file-kinds';
import { UPLOAD_NEW } from '@/lib/admin/messages';
import { isLibraryPick, pickOf, pixelSizeText, thumbnailOf, type LibraryPick } from '@/lib/admin/library-pick';
import type { MediaType } from '@/lib/api/media';
import { useUploadLimits } from '@/lib/api/upload-limits';
import type { ImageInfo } from '@/lib/entities';
import { DEFAULT_FOCUS, focusOf, type Focus } from '@/lib/image-focus';
import { DEFAULT_LANGUAGE } from '@/lib/languages';
import { fileSizeText, sizeRefusal } from '@/lib/upload-limits';
import { ChooseFromLibrary } from './choose-from-library';
import { ImageFocusPicker } from './image-focus-picker';
import { FILE_INPUT_CLASSES } from './file-input';

interface BaseProps<T extends FieldValues, O> {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  /** idPrefix keeps ids unique when two forms are on screen. */
  idPrefix: string;
}

function errorOf<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, name: Path<T>): string | undefined {
  const err = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[name];
  return typeof err?.message === 'string' ? err.message : undefined;
}

/**
 * fieldState is a control's id and error, with the aria attributes that tie a native control
 * to the message Field shows under it (whose id is the control's plus '-error').
 */
function fieldState<T extends FieldValues, O>(form: UseFormReturn<T, unknown, O>, idPrefix: string, name: Path<T>) {
  const id = `${idPrefix}-${name}`;
  const error = errorOf(form, name);
  const errorAria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return { id, error, errorAria };
}

function labelText(label: string, required?: boolean) {
  return required ? `${label} *` : label;
}

/** TextField is a single-line text input. */
export function TextField<T extends FieldValues, O>({
  form,
  name,
  label,
  idPrefix,
  required,
  type = 'text',
  placeholder,
  autoComplete,
  inputMode,
}: BaseProps<T, O> & {
  required?: boolean;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel' | 'url' | 'text';
}) {
  const { id, error, errorAria } = fieldState(form, idPrefix, name);
  return (
    <Field id={id} label={labelText(label, required)} error={error}>
      <Input
        id={id}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete ?? 'off'}
        inputMode={inputMode}
        {...errorAria}
        {...form.register(name)}
      />
    </Field>
  );
}

/** TextAreaField is a multi-line text input. */
export function TextAreaField<T extends FieldValues, O>({
  form,
  name,
  label,
  idPrefix,
  required,
  rows = 3,
  placeholder,
}: BaseProps<T, O> & { required?: boolean; rows?: number; placeholder?: string }) {
  const { id, error, errorAria } = fieldState(form, idPrefix, name);
  return (
    <Field id={id} label={labelText(label, required)} error={error}>
      <Textarea
        id={id}
        rows={rows}
        placeholder={placeholder}
        {...errorAria}
        {...form.register(name)}
      />
    </Field>
  );
}

/** SelectField is a Radix select; its options never have an empty value (spec §5). */
export function SelectField<T extends FieldValues, O>({
  form,
  name,
  label,
  idPrefix,
  required,
  options,
  placeholder,
}: BaseProps<T, O> & { required?: boolean; options: SelectOption[]; placeholder?: string }) {
  const { id, error } = fieldState(form, idPrefix, name);
  // A required choice of one (a single folder) is made already: nothing is left to choose.
  const only = required && options.length === 1 ? options[0].value : undefined;
  useEffect(() => {
    if (only !== undefined && !form.getValues(name)) form.setValue(name, only as PathValue<T, Path<T>>, { shouldValidate: form.formState.isSubmitted });
  }, [only, form, name]);
  return (
    <Field id={id} label={labelText(label, required)} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select
            id={id}
            value={typeof field.value === 'string' ? field.value : undefined}
            onValueChange={(v) => field.onChange(v)}
            options={options}
            placeholder={placeholder}
            invalid={Boolean(error)}
          />
        )}
      />
    </Field>
  );
}

/** The title of the toast of a file refused for its size before it is sent. */
const FILE_TOO_LARGE = 'File too large';

/** isRasterFile tells a picture whose crop can keep a focal point: any accepted image but an SVG. */
function isRasterFile(file: File): boolean {
  return uploadKind(file) === 'image' && file.type !== 'image/svg+xml' && !file.name.toLowerCase().endsWith('.svg');
}

/**
 * FileField picks one file. A file of the wrong kind is announced at once with a toast
 * (and the schema's message under the field), and one over the server's size limit is
 * refused before any upload with why ("portrait.jpg is 19.2 MB; images can be at most
 * 10 MB"), so staff need not wait for the submit. A chosen picture is previewed and can be
 * removed again. With focusName, a picture's focal point is set on it (the form field holds
 * a Focus once the editor moves it); with removable, the current picture can be removed
 * (the field's value is then null). With library, "Choose from library" beside the upload
 * picks a file the library holds (of those types): the field's value is then a LibraryPick,
 * whose address the record takes when saved, nothing uploaded.
 */
export function FileField<T extends FieldValues, O>({
  form,
  name,
  label,
  idPrefix,
  required,
  accept,
  isAccepted,
  rejected,
  currentUrl,
  currentIsImage = true,
  currentInfo,
  focusName,
  removable,
  library,
}: BaseProps<T, O> & {
  required?: boolean;
  accept: string;
  isAccepted: (file: File) => boolean;
  rejected: { title: string; description: string };
  currentUrl?: string;
  currentIsImage?: boolean;
  /** currentInfo is what the server knows of the current picture (its focal point among it). */
  currentInfo?: ImageInfo | null;
  focusName?: Path<T>;
  removable?: boolean;
  /** library are the kinds of file "Choose from library" offers; without it the field only uploads. */
  library?: MediaType[];
}) {
  const { id, error, errorAria } = fieldState(form, idPrefix, name);
  const limits = useUploadLimits();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setFocusValue = (focus: Focus | undefined) => {
    if (focusName) form.setValue(focusName, focus as PathValue<T, Path<T>>, { shouldDirty: focus !== undefined });
  };
  return (
    <Field id={id} label={labelText(label, required)} error={error}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => {
          const value: unknown = field.value;
          const chosen = value instanceof File ? value : undefined;
          const picked = isLibraryPick(value) ? value : undefined;
          const removed = value === null;
          const clear = () => {
            if (inputRef.current) inputRef.current.value = '';
            setFocusValue(undefined);
            field.onChange(undefined);
            void form.trigger(name);
          };
          return (
            <div className="space-y-3">
              {currentUrl && !chosen && !picked && !removed ? (
                <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
                  {currentIsImage && !(focusName && currentInfo) ? (
                    <img src={currentUrl} alt="" className="h-14 w-14 rounded border border-border object-cover" />
                  ) : null}
                  <span>Current file kept unless you choose a new one.</span>
                  {removable ? (
                    <Button type="button" variant="outline" size="sm" onClick={() => field.onChange(null)}>
                      <Trash2 className="h-4 w-4" aria-hidden />
                      Remove image
                    </Button>
                  ) : null}
                </div>
              ) : null}
              {removed ? (
                <div className="flex flex-wrap items-center gap-3 text-sm">
                  <span role="status">The image will be removed when you save.</span>
                  <Button type="button" variant="outline" size="sm" onClick={() => field.onChange(undefined)}>
                    Keep image
                  </Button>
                </div>
              ) : null}
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                {library ? (
                  <label htmlFor={id} className="text-sm font-medium">
                    {UPLOAD_NEW}
                  </label>
                ) : null}
                <input
                  id={id}
                  type="file"
                  accept={accept}
                  {...errorAria}
                  onBlur={field.onBlur}
                  ref={(el) => {
                    inputRef.current = el;
                    field.ref(el);
                  }}
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    const tooLarge =
                      file && isAccepted(file) && limits
                        ? sizeRefusal(file, uploadKind(file) === 'pdf' ? 'pdf' : 'image', limits)
                        : null;
                    if (file && tooLarge) {
                      // Never sent: the server would refuse it after the whole upload.
                      toast({ title: FILE_TOO_LARGE, description: tooLarge, variant: 'destructive' });
                      e.target.value = '';
                      setFocusValue(undefined);
                      field.onChange(undefined);
                      form.setError(name, { type: 'size', message: tooLarge });
                      return;
                    }
                    if (file && !isAccepted(file)) {
                      toast({ ...rejected, variant: 'destructive' });
                    } else if (file) {
                      clearErrorToasts(); // an earlier refused choice no longer holds
                    }
                    setFocusValue(undefined); // a point set on another picture does not carry over
                    field.onChange(file);
                    void form.trigger(name);
                  }}
                  className={FILE_INPUT_CLASSES}
                />
                {library ? (
                  <span className="text-sm text-muted-foreground" aria-hidden>
                    or
                  </span>
                ) : null}
                {library ? (
                  <ChooseFromLibrary
                    types={library}
                    field={label}
                    locale={DEFAULT_LANGUAGE}
                    currentUrl={picked?.url ?? (chosen || removed ? undefined : currentUrl)}
                    onChoose={(item) => {
                      if (inputRef.current) inputRef.current.value = '';
                      clearErrorToasts();
                      setFocusValue(undefined); // the picture's own point, until the editor moves it
                      field.onChange(pickOf(item));
                      void form.trigger(name);
                    }}
                  />
                ) : null}
              </div>
              {picked ? (
                <PickedFile
                  pick={picked}
                  focusable={Boolean(focusName) && picked.image !== null}
                  focus={focusName ? (form.watch(focusName) as Focus | undefined) : undefined}
                  onFocus={setFocusValue}
                  onRemove={clear}
                />
              ) : null}
              {chosen ? (
                <ChosenFile
                  file={chosen}
                  focusable={Boolean(focusName) && isRasterFile(chosen) && isAccepted(chosen)}
                  focus={focusName ? (form.watch(focusName) as Focus | undefined) : undefined}
                  onFocus={setFocusValue}
                  onRemove={clear}
                />
              ) : null}
              {!chosen && !removed && currentUrl && focusName && currentInfo ? (
                <ImageFocusPicker
                  src={currentUrl}
                  focus={(form.watch(focusName) as Focus | undefined) ?? focusOf(currentInfo)}
                  onChange={setFocusValue}
                />
              ) : null}
            </div>
          );
        }}
      />
    </Field>
  );
}

/**
 * PickedFile is a file of the library chosen but not yet saved: its name and size, a picture
 * previewed (with its focal point when focusable: the server's, until the editor moves it),
 * and the choice can be removed again.
 */
function PickedFile({
  pick,
  focusable,
  focus,
  onFocus,
  onRemove,
}: {
  pick: LibraryPick;
  focusable: boolean;
  focus: Focus | undefined;
  onFocus: (f: Focus) => void;
  onRemove: () => void;
}) {
  const thumb = thumbnailOf(pick);
  const pixels = pixelSizeText(pick.image);
  return (
    <div className="space-y-2 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span role="status" className="min-w-0 [overflow-wrap:anywhere]">
          From the library: <span className="font-medium">{pick.name}</span> ({fileSizeText(pick.size)}
          {pixels ? `, ${pixels}` : ''}), used when you save.
        </span>
        <Button type="button" variant="outline" size="sm" onClick={onRemove} aria-label={`Remove ${pick.name}`}>
          <X className="h-4 w-4" aria-hidden />
          Remove
        </Button>
      </div>
      {focusable ? (
        <ImageFocusPicker src={pick.url} focus={focus ?? focusOf(pick.image)} onChange={onFocus} />
      ) : thumb ? (
        <img src={thumb} alt={`Preview of ${pick.name}`} className="max-h-56 w-auto max-w-full rounded-md border border-border" />
      ) : null}
    </div>
  );
}

/**
 * ChosenFile is the file picked but not yet saved: a picture is previewed (from an object
 * URL, let go when another is chosen or the form closes), with its focal point when
 * focusable, and the choice can be removed again.
 */
function ChosenFile({
  file,
  focusable,
  focus,
  onFocus,
  onRemove,
}: {
  file: File;
  focusable: boolean;
  focus: Focus | undefined;
  onFocus: (f: Focus) => void;
  onRemove: () => void;
}) {
  const isImage = uploadKind(file) === 'image';
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!isImage || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    // The object URL is a resource outside React: made here and let go in the cleanup, so
    // StrictMode's second run and a new choice each get a live one.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPreview(url);
    return () => {
      URL.revokeObjectURL(url);
      setPreview(null);
    };
  }, [file, isImage]);
  return (
    <div className="space-y-2 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="min-w-0 truncate">
          New: <span className="font-medium">{file.name}</span> ({fileSizeText(file.size)}), uploaded when you save.
        </span>
        <Button type="button" variant="outline" size="sm" onClick={onRemove} aria-label={`Remove ${file.name}`}>
          <X className="h-4 w-4" aria-hidden />
          Remove
        </Button>
      </div>
      {preview && focusable ? (
        <ImageFocusPicker src={preview} focus={focus ?? DEFAULT_FOCUS} onChange={onFocus} />
      ) : preview ? (
        <img src={preview} alt={`Preview of ${file.name}`} className="max-h-56 w-auto max-w-full rounded-md border border-border" />
      ) : null}
    </div>
  );
}

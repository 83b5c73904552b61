import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FileText, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { altOf, columnsOf, nextIndex, pixelSizeText, thumbnailOf } from '@/lib/admin/library-pick';
import { mediaListQueryOptions, type MediaItem, type MediaType } from '@/lib/api/media';
import { cn } from '@/lib/cn';
import { plural } from '@/lib/plural';
import { fileSizeText } from '@/lib/upload-limits';

// The library picker (docs/media.md): the files of the library a field takes, searched by
// name and description, chosen with a click, a tap or the keyboard. Choosing hands the file
// to the field, which then holds its address: nothing is uploaded or copied.

/** SEARCH_DELAY is how long the picker waits after the last key before it asks the server. */
const SEARCH_DELAY = 250;

const TYPE_WORDS: Record<MediaType, { plural: string; one: string; tab: string }> = {
  image: { plural: 'pictures', one: 'picture', tab: 'Pictures' },
  pdf: { plural: 'PDFs', one: 'PDF', tab: 'PDFs' },
};

export interface MediaPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** types are the kinds of file the field takes, the first shown first. */
  types: MediaType[];
  /** field names the field the file is for ("Profile image"). */
  field: string;
  /** locale is the language of the form: the description shown is the file's in it. */
  locale: string;
  /** currentUrl is the file the field holds now, marked in the list. */
  currentUrl?: string;
  onChoose: (item: MediaItem) => void;
  /** onClosed runs as the dialog has closed: it puts the focus back where the picker was opened from. */
  onClosed?: () => void;
}

/** MediaPicker is the dialog that chooses a file of the library for a field. */
export default function MediaPicker({ open, onOpenChange, types, field, locale, currentUrl, onChoose, onClosed }: MediaPickerProps) {
  const [type, setType] = useState<MediaType>(types[0] ?? 'image');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const searchRef = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const searchId = useId();
  const hintId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), SEARCH_DELAY);
    return () => clearTimeout(timer);
  }, [typed]);
  const list = useQuery({ ...mediaListQueryOptions({ type, q }), placeholderData: keepPreviousData });
  const items = list.data ?? [];
  const words = TYPE_WORDS[type];
  const searching = typed.trim() !== q || (list.isFetching && list.isPlaceholderData);

  const buttons = () => [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-media-id]') ?? [])];
  const focusItem = (index: number) => buttons()[index]?.focus();

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && items.length > 0) {
      e.preventDefault();
      focusItem(0);
    } else if (e.key === 'Enter') {
      // Enter searches at once rather than choosing; the arrow keys reach the files.
      e.preventDefault();
      setQ(typed.trim());
    }
  };
  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const all = buttons();
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    const columns = columnsOf(all.map((b) => b.offsetTop));
    const next = nextIndex(e.key, index, all.length, columns);
    if (next === null) return;
    e.preventDefault();
    // Up from the first row goes back to the search.
    if (e.key === 'ArrowUp' && next === index && index < columns) searchRef.current?.focus();
    else all[next]?.focus();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Choose from library: ${field}`}
      description={`The ${words.plural} the site holds. The one you choose is used here, not copied.`}
      className="max-w-4xl p-4 sm:p-6"
      stacked
      onCloseAutoFocus={
        onClosed
          ? (e) => {
              e.preventDefault();
              onClosed();
            }
          : undefined
      }
    >
      <div className="space-y-3">
        {types.length > 1 ? (
          <fieldset className="flex flex-wrap items-center gap-2">
            <legend className="sr-only">Kind of file</legend>
            {types.map((t) => (
              <label
                key={t}
                className={cn(
                  'inline-flex h-9 cursor-pointer items-center rounded-md border px-3 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary',
                  t === type ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-white hover:bg-muted',
                )}
              >
                <input type="radio" name={`${searchId}-type`} value={t} checked={t === type} onChange={() => setType(t)} className="sr-only" />
                {TYPE_WORDS[t].tab}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            Search the library
          </label>
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            id={searchId}
            ref={searchRef}
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={onSearchKey}
            placeholder="Search by name or description"
            aria-describedby={hintId}
            autoComplete="off"
            className="pl-9"
          />
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          Arrow keys move through the {words.plural}, Enter chooses one, Escape closes.
        </p>
        <p role="status" className="text-sm text-muted-foreground">
          {list.isPending ? '' : searching ? 'Searching…' : list.isError ? '' : resultWords(items.length, words, q)}
        </p>
        {list.isPending ? (
          <Spinner label="Loading the library…" showLabel className="py-10" />
        ) : list.isError ? (
          <div className="space-y-2 rounded-md border border-border p-4 text-sm">
            <p>The library could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </div>
        ) : items.length === 0 ? (
          <p className="rounded-md border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
            {q ? `No ${words.plural} match “${q}”.` : `The library holds no ${words.plural} yet: upload one with the field’s file picker.`}
          </p>
        ) : (
          <ul
            ref={listRef}
            aria-label={`${words.tab} in the library`}
            onKeyDown={onListKey}
            className={cn('grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 md:grid-cols-4', searching && 'opacity-60')}
          >
            {items.map((item) => (
              <li key={item.id} className="min-w-0">
                <MediaChoice item={item} locale={locale} current={item.url === currentUrl} onChoose={() => onChoose(item)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

function resultWords(count: number, words: { plural: string; one: string }, q: string): string {
  const n = count === 1 ? `1 ${words.one}` : `${count} ${words.plural}`;
  return q ? `${n} found for “${q}”.` : `${n} in the library.`;
}

/** MediaChoice is one file of the list: its preview, name, size and pixel size, a button that chooses it. */
function MediaChoice({ item, locale, current, onChoose }: { item: MediaItem; locale: string; current: boolean; onChoose: () => void }) {
  const thumb = thumbnailOf(item);
  const alt = altOf(item.texts, locale);
  const pixels = pixelSizeText(item.image);
  const uses = item.usedIn.length;
  return (
    <button
      type="button"
      data-media-id={item.id}
      onClick={onChoose}
      aria-current={current ? 'true' : undefined}
      className={cn(
        'group flex h-full w-full flex-col overflow-hidden rounded-md border bg-white text-left transition-colors hover:border-primary hover:bg-muted/60',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
        current ? 'border-primary ring-1 ring-primary' : 'border-border',
      )}
    >
      <span
        className={cn(
          'flex aspect-[4/3] w-full items-center justify-center overflow-hidden border-b border-border',
          // A checkerboard behind a picture shows where it is transparent.
          thumb ? 'bg-[repeating-conic-gradient(#f1f5f9_0%_25%,#fff_0%_50%)] bg-[length:16px_16px]' : 'bg-muted',
        )}
      >
        {thumb ? (
          <img src={thumb} alt="" loading="lazy" decoding="async" className="h-full w-full object-contain" />
        ) : (
          <FileText className="h-10 w-10 text-muted-foreground" aria-hidden />
        )}
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5 p-2">
        <span className="line-clamp-2 text-sm font-medium break-all">{item.name}</span>
        <span className="text-xs text-muted-foreground">
          {fileSizeText(item.size)}
          {pixels ? ` · ${pixels}` : ''}
        </span>
        {alt ? <span className="line-clamp-2 text-xs text-muted-foreground">{alt}</span> : null}
        <span className="text-xs text-muted-foreground">
          {current ? 'In this field' : uses > 0 ? `Used in ${plural(uses, 'place')}` : 'Not used yet'}
        </span>
      </span>
    </button>
  );
}

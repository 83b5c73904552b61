import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MediaItem, MediaUse } from '@/lib/api/media';
import { cn } from '@/lib/cn';
import { htmlLangOf, languages } from '@/lib/languages';
import { focusWords, isPdfItem, kindWords, pixelSize, sizeWords, thumbnailOf, uploadedWords, hrefOfUse, keyOfUse, usesWords } from '../lib/media-words';

// A file of the library as the Media view lists it: a card of the grid or a row of the list,
// each with its thumbnail, its facts, its words in every language and where it is used.

/** Thumb is a file's small picture: a picture's narrowest copy, an SVG itself, a PDF's icon. */
export function Thumb({ item, className }: { item: MediaItem; className?: string }) {
  const src = thumbnailOf(item);
  return (
    <span className={cn('flex items-center justify-center overflow-hidden bg-muted', className)}>
      {src ? (
        <img src={src} alt="" loading="lazy" decoding="async" className="h-full w-full object-contain" />
      ) : (
        <FileText className="h-1/2 max-h-12 w-1/2 max-w-12 text-red-700" aria-hidden />
      )}
    </span>
  );
}

/** Facts are a file's type, size, pixel size, focal point and uploader, as a description list. */
export function Facts({ item, className }: { item: MediaItem; className?: string }) {
  const rows: [string, string][] = [
    ['Type', kindWords(item.kind)],
    ['Size', sizeWords(item.size)],
  ];
  if (item.image) rows.push(['Pixels', pixelSize(item)], ['Focal point', focusWords(item)]);
  rows.push(['Uploaded', uploadedWords(item)]);
  return (
    <dl className={cn('grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-xs', className)}>
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Descriptions are a file's alternative text (and caption) in each of the site's languages. */
export function Descriptions({ item, className }: { item: MediaItem; className?: string }) {
  return (
    <dl className={cn('space-y-1 text-xs', className)}>
      {languages.map((l) => {
        const text = item.texts[l.code];
        const words = [text?.alt, text?.caption].filter((w) => w?.trim()).join(' — ');
        return (
          <div key={l.code} className="flex gap-1.5">
            <dt className="shrink-0 font-medium" lang={htmlLangOf(l.code)}>
              {l.name}:
            </dt>
            <dd className={cn('min-w-0 break-words', !words && 'text-muted-foreground italic')} lang={words ? htmlLangOf(l.code) : undefined}>
              {words || 'No description'}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** UseLink opens the place that uses a file: a document's editor in its language, or the record's tab. */
export function UseLink({ use }: { use: MediaUse }) {
  return (
    <>
      <Link to={hrefOfUse(use)} className="text-primary underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-primary">
        {use.label}
      </Link>
      <span className="text-muted-foreground"> › {use.where}</span>
    </>
  );
}

/** Uses lists where a file is used, each a link to it, or says it is not used. */
export function Uses({ item, className }: { item: MediaItem; className?: string }) {
  return (
    <div className={cn('text-xs', className)}>
      <p className={cn('font-medium', item.usedIn.length === 0 && 'text-muted-foreground')}>{usesWords(item.usedIn.length)}</p>
      {item.usedIn.length > 0 ? (
        <ul aria-label={`Where ${item.name} is used`} className="mt-0.5 space-y-0.5">
          {item.usedIn.map((use) => (
            <li key={keyOfUse(use)} className="break-words">
              <UseLink use={use} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** OpenButton is a file's name (and, in a card, its thumbnail) as the button that opens its panel. */
function OpenButton({
  item,
  onOpen,
  children,
  className,
  nameClassName,
}: {
  item: MediaItem;
  onOpen: (id: number) => void;
  children?: ReactNode;
  className?: string;
  nameClassName?: string;
}) {
  return (
    <button
      type="button"
      onClick={() => onOpen(item.id)}
      aria-haspopup="dialog"
      className={cn('group block w-full text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary', className)}
    >
      {children}
      <span className={cn('block font-medium break-all text-foreground group-hover:text-primary group-hover:underline', nameClassName)}>{item.name}</span>
    </button>
  );
}

/** MediaCard is a file in the grid. */
export function MediaCard({ item, onOpen }: { item: MediaItem; onOpen: (id: number) => void }) {
  return (
    <li aria-label={item.name} className="flex flex-col overflow-hidden rounded-lg border border-border bg-white shadow-sm">
      <OpenButton item={item} onOpen={onOpen} className="rounded-t-lg" nameClassName="px-3 pt-2">
        <Thumb item={item} className={cn('h-40 w-full border-b border-border', isPdfItem(item) && 'bg-red-50')} />
      </OpenButton>
      <div className="flex flex-1 flex-col gap-2 px-3 pt-1 pb-3">
        <Facts item={item} />
        <Descriptions item={item} className="border-t border-border pt-2" />
        <Uses item={item} className="mt-auto border-t border-border pt-2" />
      </div>
    </li>
  );
}

/** MediaRow is a file in the list. */
export function MediaRow({ item, onOpen }: { item: MediaItem; onOpen: (id: number) => void }) {
  return (
    <li
      aria-label={item.name}
      className="grid grid-cols-[4rem_minmax(0,1fr)] gap-x-3 gap-y-2 px-3 py-3 md:grid-cols-[4rem_minmax(0,1.1fr)_minmax(0,1fr)_minmax(0,1fr)] md:gap-x-4"
    >
      <Thumb item={item} className="h-16 w-16 rounded-md border border-border" />
      <div className="min-w-0 space-y-1">
        <OpenButton item={item} onOpen={onOpen} />
        <Facts item={item} />
      </div>
      <Descriptions item={item} className="col-span-2 md:col-span-1" />
      <Uses item={item} className="col-span-2 md:col-span-1" />
    </li>
  );
}

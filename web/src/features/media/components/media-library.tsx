import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { LayoutGrid, List, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EditorOnly } from '@/components/admin/editor-only';
import { EmptyState, ListStatus, TabHeader } from '@/components/admin/tab-layout';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { mediaListQueryOptions, MEDIA_PATH, type MediaItem, type MediaSort } from '@/lib/api/media';
import { cn } from '@/lib/cn';
import { countWords, SORT_OPTIONS, TYPE_OPTIONS, type TypeFilter } from '../lib/media-words';
import { MediaCard, MediaRow } from './media-items';
import { MediaDetails } from './media-details';
import { MediaUpload } from './media-upload';

type Layout = 'grid' | 'list';
const LAYOUT_KEY = 'qrs-media-layout';

function storedLayout(): Layout {
  try {
    return localStorage.getItem(LAYOUT_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/**
 * MediaLibrary is the panel's Media view: every file of the library as a grid or a list, with
 * a search of names and descriptions, the type and "unused" filters and three orders (all
 * answered by the server), uploads by drag and drop or the button, and a file's panel
 * (?file=<id> in the address, so Back closes it and a link opens it).
 */
export default function MediaLibrary() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const [sort, setSort] = useState<MediaSort>('date');
  const [unused, setUnused] = useState(false);
  const [layout, setLayout] = useState<Layout>(storedLayout);
  const queryClient = useQueryClient();
  // A file's uses change with every record and document saved anywhere in the panel: the
  // view reads the library again each time it opens (staleTime 0), not only after its own changes.

  // The search asks the server once typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);

  const query = { type: type === 'all' ? undefined : type, q, unused, sort };
  const list = useQuery({ ...mediaListQueryOptions(query), placeholderData: keepPreviousData, staleTime: 0 });
  const items = list.data ?? [];
  const filtered = q !== '' || type !== 'all' || unused;
  // The list shown is the last answer while the next is on its way (or the search waits for typing to pause).
  const stale = list.isPlaceholderData || text.trim() !== q;

  const chooseLayout = (next: Layout) => {
    setLayout(next);
    try {
      localStorage.setItem(LAYOUT_KEY, next);
    } catch {
      // A browser that keeps nothing shows the grid next time.
    }
  };

  const openId = Number(params.get('file') ?? NaN);
  const open = (id: number) =>
    setParams((p) => {
      p.set('file', String(id));
      return p;
    });
  const close = () =>
    setParams(
      (p) => {
        p.delete('file');
        return p;
      },
      { replace: true },
    );
  // The list's copy of the file shows at once while the panel reads it again.
  const known = (id: number): MediaItem | undefined =>
    queryClient
      .getQueriesData<MediaItem[]>({ queryKey: [MEDIA_PATH, 'list'] })
      .flatMap(([, data]) => data ?? [])
      .find((it) => it.id === id);

  return (
    <div>
      <TabHeader title="Media" summary="Every picture and PDF of the site, stored once: its words in each language and where it is used." />
      <EditorOnly>
        <div className="mb-6">
          <MediaUpload onOpen={open} />
        </div>
      </EditorOnly>

      <div role="search" aria-label="Media" className="mb-4 flex flex-col gap-3 rounded-lg border border-border bg-white p-3 sm:p-4">
        <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_11rem_13rem]">
          <div className="relative">
            <label htmlFor="media-search" className="sr-only">
              Search files
            </label>
            <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              id="media-search"
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="Search names and descriptions"
              className="pl-9"
              autoComplete="off"
            />
          </div>
          <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-2">
            <label htmlFor="media-type" className="text-sm font-medium">
              Type
            </label>
            <Select id="media-type" value={type} onValueChange={(v) => setType(v as TypeFilter)} options={TYPE_OPTIONS} />
          </div>
          <div className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-2">
            <label htmlFor="media-sort" className="text-sm font-medium">
              Sort
            </label>
            <Select id="media-sort" value={sort} onValueChange={(v) => setSort(v as MediaSort)} options={SORT_OPTIONS} />
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <label className="flex min-h-9 items-center gap-2 text-sm">
            <input type="checkbox" className="h-4 w-4 accent-primary" checked={unused} onChange={(e) => setUnused(e.target.checked)} />
            Unused files only
          </label>
          <div role="group" aria-label="Show as" className="inline-flex gap-1 rounded-lg border border-border bg-white p-1">
            {(
              [
                ['grid', 'Grid', LayoutGrid],
                ['list', 'List', List],
              ] as const
            ).map(([value, label, Icon]) => (
              <button
                key={value}
                type="button"
                aria-pressed={layout === value}
                onClick={() => chooseLayout(value)}
                className={cn(
                  'inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary',
                  layout === value ? 'bg-primary text-primary-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <Icon className="h-4 w-4" aria-hidden />
                {label}
              </button>
            ))}
          </div>
        </div>
        <p role="status" className="text-sm text-muted-foreground">
          {list.data ? (filtered ? `${countWords(items.length)} found` : countWords(items.length)) : ''}
        </p>
      </div>

      <ListStatus isPending={list.isPending} error={list.error} what="the media library" />
      {list.data && items.length === 0 ? (
        <EmptyState title={filtered ? 'No file matches' : 'No files yet'}>
          {filtered ? 'Try other words or filters.' : 'Uploaded pictures and PDFs appear here.'}
        </EmptyState>
      ) : null}
      {items.length > 0 ? (
        layout === 'grid' ? (
          <ul aria-label="Files" aria-busy={stale} className={cn('grid gap-4 sm:grid-cols-2 xl:grid-cols-3', stale && 'opacity-60')}>
            {items.map((item) => (
              <MediaCard key={item.id} item={item} onOpen={open} />
            ))}
          </ul>
        ) : (
          <ul
            aria-label="Files"
            aria-busy={stale}
            className={cn('divide-y divide-border rounded-lg border border-border bg-white', stale && 'opacity-60')}
          >
            {items.map((item) => (
              <MediaRow key={item.id} item={item} onOpen={open} />
            ))}
          </ul>
        )
      ) : null}

      {Number.isInteger(openId) && openId > 0 ? <MediaDetails id={openId} fallback={known(openId)} onClose={close} /> : null}
    </div>
  );
}

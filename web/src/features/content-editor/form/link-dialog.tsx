import { useQueries, useQuery } from '@tanstack/react-query';
import { FileText, Image as ImageIcon, Link2Off, Paperclip, Upload } from 'lucide-react';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { ACCEPT_RESEARCH_FILES, isPdfUrl, uploadKind } from '@/lib/admin/file-kinds';
import { INVALID_FILE_TYPE } from '@/lib/admin/messages';
import { ApiError, apiJSON } from '@/lib/api-client';
import { uploadByType } from '@/lib/api/upload-file';
import { useUploadLimits } from '@/lib/api/upload-limits';
import { collectionNamed } from '@/lib/collections';
import type { ResearchPaper } from '@/lib/entities';
import { DEFAULT_LANGUAGE, htmlLangOf, inLanguage } from '@/lib/languages';
import { listQueryOptions } from '@/lib/list-query';
import { LANGUAGES_PATH, type LanguagePages } from '@/lib/site-languages';
import { megabytes, sizeRefusal } from '@/lib/upload-limits';
import { contentListQueryOptions } from '../api/content-api';
import { LINK_HINT } from './link-check';
import { filesInUse, joinSection, linkRefusal, pageTitles, searchPages, sitePages, splitSection, titleDocuments, type UploadedFile } from './rich-link';

/** LinkChoice is what the link dialog hands back: where the link leads, whether it opens a new window, and the words to link when none were selected. */
export interface LinkChoice {
  href: string;
  newWindow: boolean;
  text?: string;
}

/** How many pages and files the dialog shows before a search: more would push the rest of the dialog off a phone's screen. */
const SHOWN_PAGES = 6;
const SHOWN_FILES = 3;

/** The languages' addresses, as the server answers them: the same for every document, read once. */
const languagesQueryOptions = {
  queryKey: [LANGUAGES_PATH],
  queryFn: () => apiJSON<{ languages: LanguagePages[] }>('GET', LANGUAGES_PATH),
};

/**
 * useSitePages lists the site's pages and PDFs in a language, at their addresses in it and
 * named by their titles in it (its published documents' titles: "Datenschutzerklärung" for
 * /de/datenschutz), or by the panel's names in the default language. pending is true until
 * the list and its titles are read; error when the list could not be.
 */
function useSitePages(locale: string) {
  const documents = useQuery(contentListQueryOptions(locale));
  const languages = useQuery(languagesQueryOptions);
  const routes = languages.data?.languages.find((l) => l.code === locale);
  const keys = routes && locale !== DEFAULT_LANGUAGE ? titleDocuments(routes) : [];
  // A document the language lacks (404) leaves its pages the panel's names.
  const titled = useQueries({
    queries: keys.map((key) => {
      const path = inLanguage(`/api/content/${encodeURIComponent(key)}`, locale);
      return { queryKey: [path], queryFn: () => apiJSON<unknown>('GET', path) };
    }),
  });
  const docs = Object.fromEntries(keys.map((key, i) => [key, titled[i]?.data]));
  const docsKey = JSON.stringify(titled.map((q) => q.dataUpdatedAt));
  const pages = useMemo(() => {
    if (!routes) return sitePages(documents.data ?? []);
    return sitePages(documents.data ?? [], pageTitles(routes, docs), pageTitles(routes, {}));
    // docs is new each render; its queries' times say when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [documents.data, routes, docsKey]);
  return {
    pages,
    pending: documents.isPending || languages.isPending || titled.some((q) => q.isPending),
    error: documents.isError,
  };
}

/** useFilesInUse lists the uploads the site's downloads link, named by their titles in the language; read afresh with each dialog. */
function useFilesInUse(locale: string): UploadedFile[] {
  const downloads = useQuery({ ...listQueryOptions<ResearchPaper>(inLanguage(collectionNamed('research-papers').path, locale)), staleTime: 0 });
  return useMemo(() => filesInUse(downloads.data ?? []), [downloads.data]);
}

/**
 * LinkDialog adds, changes or removes a link of a rich text: a page of the site in the
 * document's language (locale), found by its title in that language or its address, with an
 * optional #section; an uploaded file, one the downloads use or one uploaded here; or an
 * address typed. It refuses what the link rule refuses before anything is changed, and opens
 * a new window only when that box is ticked.
 */
export function LinkDialog({
  open,
  onOpenChange,
  locale,
  initial,
  askText,
  onApply,
  onRemove,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** locale is the language of the text edited: the pages offered are those in it. */
  locale: string;
  /** initial is the link being changed; undefined for a new one. */
  initial?: { href: string; newWindow: boolean };
  /** askText asks for the words to link, when none are selected. */
  askText: boolean;
  onApply: (choice: LinkChoice) => void;
  onRemove?: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} onCloseAutoFocus={onCloseAutoFocus} title={initial ? 'Edit link' : 'Add link'} description="Link to a page of the site or a file, or type an address." className="max-w-lg">
      {open ? <LinkForm locale={locale} initial={initial} askText={askText} onApply={onApply} onRemove={onRemove} onCancel={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function LinkForm({
  locale,
  initial,
  askText,
  onApply,
  onRemove,
  onCancel,
}: {
  locale: string;
  initial?: { href: string; newWindow: boolean };
  askText: boolean;
  onApply: (choice: LinkChoice) => void;
  onRemove?: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const start = splitSection(initial?.href ?? '');
  const [address, setAddress] = useState(start.address);
  const [section, setSection] = useState(start.section);
  const [newWindow, setNewWindow] = useState(initial?.newWindow ?? false);
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const [errors, setErrors] = useState<{ address?: string; text?: string }>({});

  const site = useSitePages(locale);
  const found = searchPages(site.pages, query);
  const files = useFilesInUse(locale);
  const foundFiles = searchPages(files, query);
  const pageLang = locale === DEFAULT_LANGUAGE ? undefined : htmlLangOf(locale);

  const pick = (path: string) => {
    setAddress(path);
    setErrors((prev) => ({ ...prev, address: undefined }));
  };

  const upload = useUpload((url) => {
    pick(url);
    setSection('');
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (upload.busy) return;
    const href = joinSection(address, section);
    const next = { address: linkRefusal(href) ?? undefined, text: askText && text.trim() === '' ? 'Enter the words to link.' : undefined };
    setErrors(next);
    if (next.address || next.text) {
      document.getElementById(next.text ? `${id}-text` : `${id}-address`)?.focus();
      return;
    }
    onApply({ href, newWindow, text: askText ? text : undefined });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {askText ? (
        <Field id={`${id}-text`} label="Text" error={errors.text} hint="The words the link is on.">
          <Input
            id={`${id}-text`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={describedBy(`${id}-text`, errors.text)}
          />
        </Field>
      ) : null}
      <div className="space-y-2">
        <Field id={`${id}-search`} label="Find a page or a file" hint="By its title or its address.">
          <Input
            id={`${id}-search`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            aria-describedby={describedBy(`${id}-search`)}
            aria-controls={`${id}-pages`}
            autoComplete="off"
          />
        </Field>
        <div id={`${id}-pages`} aria-live="polite" className="space-y-2">
          {site.pending ? (
            <p className="text-sm text-muted-foreground">Loading the pages…</p>
          ) : site.error ? (
            <p className="text-sm text-muted-foreground">The pages could not be loaded; type the address instead.</p>
          ) : found.length === 0 && foundFiles.length === 0 ? (
            <p className="text-sm text-muted-foreground">No page or file matches “{query}”.</p>
          ) : null}
          {!site.pending && !site.error && found.length > 0 ? (
            <ul aria-label="Pages" className="max-h-56 divide-y divide-border overflow-y-auto rounded-md border border-border">
              {found.slice(0, query ? undefined : SHOWN_PAGES).map((page) => (
                <li key={page.path}>
                  <button type="button" aria-pressed={address === page.path} onClick={() => pick(page.path)} className={ROW}>
                    <FileText className={ROW_ICON} aria-hidden />
                    <RowText title={page.title} path={page.path} lang={page.also ? pageLang : undefined} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          {foundFiles.length > 0 ? (
            <p id={`${id}-files`} className="pt-1 text-xs font-medium text-muted-foreground">
              Files of the downloads
            </p>
          ) : null}
          {foundFiles.length > 0 ? (
            <ul aria-labelledby={`${id}-files`} className="max-h-40 divide-y divide-border overflow-y-auto rounded-md border border-border">
              {foundFiles.slice(0, query ? undefined : SHOWN_FILES).map((file) => {
                const Icon = isPdfUrl(file.path) ? Paperclip : ImageIcon;
                return (
                  <li key={file.path}>
                    <button type="button" aria-pressed={address === file.path} onClick={() => pick(file.path)} className={ROW}>
                      <Icon className={ROW_ICON} aria-hidden />
                      <RowText title={file.title} path={file.path} />
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      </div>
      <UploadControl id={`${id}-upload`} upload={upload} />
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <Field id={`${id}-address`} label="Address" error={errors.address} hint={LINK_HINT}>
          <Input
            id={`${id}-address`}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            inputMode="url"
            spellCheck={false}
            className="font-mono text-sm"
            aria-invalid={errors.address ? true : undefined}
            aria-describedby={describedBy(`${id}-address`, errors.address)}
          />
        </Field>
        <Field id={`${id}-section`} label="Section (optional)" hint="e.g. contact">
          <Input
            id={`${id}-section`}
            value={section}
            onChange={(e) => setSection(e.target.value)}
            spellCheck={false}
            className="font-mono text-sm"
            aria-describedby={describedBy(`${id}-section`)}
          />
        </Field>
      </div>
      <div className="flex items-center gap-2.5">
        <input
          id={`${id}-new-window`}
          type="checkbox"
          checked={newWindow}
          onChange={(e) => setNewWindow(e.target.checked)}
          className="h-5 w-5 shrink-0 rounded border-border accent-primary"
        />
        <label htmlFor={`${id}-new-window`} className="text-sm font-medium">
          Open in a new window
        </label>
      </div>
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-border pt-4">
        {onRemove ? (
          <Button variant="ghost" onClick={onRemove} className="mr-auto text-destructive hover:bg-destructive/10">
            <Link2Off className="h-4 w-4" aria-hidden />
            Remove link
          </Button>
        ) : null}
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={upload.busy}>
          {initial ? 'Save link' : 'Add link'}
        </Button>
      </div>
    </form>
  );
}

/** ROW is a page's or a file's button in the lists: pressed while it is the address. */
const ROW =
  'flex w-full min-w-0 items-start gap-2 px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary aria-pressed:bg-primary/10 sm:items-center';
const ROW_ICON = 'mt-0.5 h-4 w-4 shrink-0 text-muted-foreground sm:mt-0';

/** RowText is a row's title and address: one above the other on a phone, side by side on a wider screen. */
function RowText({ title, path, lang }: { title: string; path: string; lang?: string }) {
  return (
    <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-2">
      <span lang={lang} className="min-w-0 truncate font-medium sm:flex-1">
        {title}
      </span>
      <span className="min-w-0 truncate font-mono text-xs text-muted-foreground sm:max-w-[45%] sm:shrink-0">{path}</span>
    </span>
  );
}

/** Upload is the state of a file uploaded from the dialog: its name, the fraction sent, the server's refusal, the address it got. */
interface Upload {
  busy: boolean;
  name: string;
  progress: number;
  error: string | null;
  url: string | null;
  start: (file: File) => void;
}

/**
 * useUpload sends a file picked in the dialog through the admin's upload (a PDF or an image,
 * as the downloads take them), refusing one of another kind or over the server's limit before
 * it is sent, and hands the address it got to done.
 */
function useUpload(done: (url: string) => void): Upload {
  const limits = useUploadLimits();
  const [state, setState] = useState<{ name: string; progress: number | null; error: string | null; url: string | null }>({ name: '', progress: null, error: null, url: null });
  const start = (file: File) => {
    const kind = uploadKind(file);
    const refusal = kind === null ? `${file.name}: ${INVALID_FILE_TYPE.description}.` : limits ? sizeRefusal(file, kind, limits) : null;
    if (refusal) {
      setState({ name: file.name, progress: null, error: refusal, url: null });
      return;
    }
    setState({ name: file.name, progress: 0, error: null, url: null });
    uploadByType(file, (progress) => setState((prev) => ({ ...prev, progress })))
      .then((url) => {
        setState({ name: file.name, progress: null, error: null, url });
        done(url);
      })
      .catch((err: unknown) => {
        const message = err instanceof ApiError ? err.serverMessage() : 'The connection failed; try again.';
        setState({ name: file.name, progress: null, error: `${file.name} was not uploaded: ${message}`, url: null });
      });
  };
  return { busy: state.progress !== null, name: state.name, progress: state.progress ?? 0, error: state.error, url: state.url, start };
}

/**
 * UploadControl is the dialog's "Upload a file…": a button opening the file picker, the
 * upload's progress while it is sent, then the address it got or the server's refusal.
 */
function UploadControl({ id, upload }: { id: string; upload: Upload }) {
  const input = useRef<HTMLInputElement>(null);
  const limits = useUploadLimits();
  const hint = limits ? `A PDF (at most ${megabytes(limits.pdf)}) or an image (at most ${megabytes(limits.image)}): the link leads to it.` : 'A PDF or an image: the link leads to it.';
  return (
    <div className="space-y-1.5">
      <input
        ref={input}
        type="file"
        accept={ACCEPT_RESEARCH_FILES}
        hidden
        tabIndex={-1}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) upload.start(file);
        }}
      />
      {/* Busy, the button keeps the focus it had: it says it is unavailable rather than being disabled. */}
      <Button
        variant="outline"
        size="sm"
        aria-disabled={upload.busy || undefined}
        onClick={() => {
          if (!upload.busy) input.current?.click();
        }}
        aria-describedby={upload.error ? `${id}-error` : `${id}-hint`}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      >
        <Upload className="h-4 w-4" aria-hidden />
        Upload a file…
      </Button>
      {upload.error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {upload.error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <div role="status" className="text-sm">
        {upload.busy ? (
          <div className="space-y-1">
            <Progress value={upload.progress * 100} label={`Uploading ${upload.name}`} />
            <p className="text-muted-foreground">Uploading {upload.name}…</p>
          </div>
        ) : upload.url ? (
          <p className="break-words text-muted-foreground">Uploaded {upload.name}: the address below leads to it.</p>
        ) : null}
      </div>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { FileText, Link2Off } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { contentListQueryOptions } from '../api/content-api';
import { LINK_HINT } from './link-check';
import { joinSection, linkRefusal, searchPages, sitePages, splitSection } from './rich-link';

/** LinkChoice is what the link dialog hands back: where the link leads, whether it opens a new window, and the words to link when none were selected. */
export interface LinkChoice {
  href: string;
  newWindow: boolean;
  text?: string;
}

/** How many pages the search shows at once: more would push the rest of the dialog off a phone's screen. */
const SHOWN_PAGES = 6;

/**
 * LinkDialog adds, changes or removes a link of a rich text: a page of the site, found by its
 * name or address in the document's language, with an optional #section, or an address typed.
 * It refuses what the link rule refuses before anything is changed, and opens a new window only
 * when that box is ticked.
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
  locale: string;
  /** initial is the link being changed; undefined for a new one. */
  initial?: { href: string; newWindow: boolean };
  /** askText asks for the words to link, when none are selected. */
  askText: boolean;
  onApply: (choice: LinkChoice) => void;
  onRemove?: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} onCloseAutoFocus={onCloseAutoFocus} title={initial ? 'Edit link' : 'Add link'} description="Link to a page of the site, or type an address." className="max-w-lg">
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

  const documents = useQuery(contentListQueryOptions(locale));
  const pages = useMemo(() => sitePages(documents.data ?? []), [documents.data]);
  const found = searchPages(pages, query);

  const submit = (event: FormEvent) => {
    event.preventDefault();
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
        <Field id={`${id}-search`} label="Find a page" hint="By its name or its address.">
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
        <div id={`${id}-pages`} aria-live="polite">
          {documents.isPending ? (
            <p className="text-sm text-muted-foreground">Loading the pages…</p>
          ) : documents.isError ? (
            <p className="text-sm text-muted-foreground">The pages could not be loaded; type the address instead.</p>
          ) : found.length === 0 ? (
            <p className="text-sm text-muted-foreground">No page matches “{query}”.</p>
          ) : (
            <ul aria-label="Pages" className="max-h-56 divide-y divide-border overflow-y-auto rounded-md border border-border">
              {found.slice(0, query ? undefined : SHOWN_PAGES).map((page) => (
                <li key={page.path}>
                  <button
                    type="button"
                    aria-pressed={address === page.path}
                    onClick={() => {
                      setAddress(page.path);
                      setErrors((prev) => ({ ...prev, address: undefined }));
                    }}
                    className="flex w-full min-w-0 items-center gap-2 px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary aria-pressed:bg-primary/10"
                  >
                    <FileText className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
                    <span className="min-w-0 flex-1 truncate font-medium">{page.title}</span>
                    <span className="shrink-0 font-mono text-xs text-muted-foreground">{page.path}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
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
        <Button type="submit">{initial ? 'Save link' : 'Add link'}</Button>
      </div>
    </form>
  );
}

import { ChevronRight, ChevronsDownUp, ChevronsUpDown } from 'lucide-react';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type JSX } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SHARED_FIELDS, type ContentKey } from '@/content/schema';
import { cn } from '@/lib/cn';
import { DEFAULT_LANGUAGE, languageName } from '@/lib/languages';
import { createMessageStore, fieldId, FormContext, type Expansion, type FormContextValue, type Reveal, type TranslationView } from './form-context';
import { ListField, ObjectFields } from './group-fields';
import { fieldHelp, fieldLabel } from './labels';
import { preloadRichTextEditor } from './rich-field';
import { countUnder, getAt, isUnder, parsePointer, toPointer, type Path } from './pointer';
import { applyChange, formTree, nodeAt, type ObjectNode, type Prop } from './schema-tree';
import { validateContent } from './validate';
import { useLibraryAlts } from '@/lib/admin/library-alts';

export { fieldId } from './form-context';

/** ContentFormProps are what the editor screen gives the form of one content document. */
export interface ContentFormProps {
  /** docKey names the document, and so its schema. */
  docKey: ContentKey;
  /** locale is the document's language; the default language when left out. */
  locale?: string;
  /** value is the whole document being edited. */
  value: unknown;
  /** onChange is called with a new whole document; the one given is never changed. */
  onChange: (next: unknown) => void;
  /** errors are messages by JSON pointer ("/roadmap/items/2/period"), from validateContent or the server. */
  errors: Record<string, string>;
  disabled?: boolean;
  /** translation, for a document in a language other than the default, shows each text's English beside it and its mark. */
  translation?: TranslationView;
  /** reveal asks the form to show a field: the section and the list items holding it open (a new object asks again). */
  reveal?: Reveal | null;
}

/** NOTHING_SHARED leaves every section in the form (one list, so the sections are made once). */
const NOTHING_SHARED: readonly string[] = [];

/** Section is one foldable part of the form: a top-level property, or the top-level single values together. */
interface Section {
  key: string;
  label: string;
  /** path is the property's, or [] for the single values of the document itself. */
  path: Path;
  props: Prop[];
  /** list is the property when it is a list, shown without a group around it. */
  list?: Prop;
  optional: boolean;
}

/** GENERAL names the section of the document's own single values (a policy's title and date). */
const GENERAL = 'General';

/**
 * sectionsOf splits a document into its sections: each group or list at the top is one, and the
 * single values at the top (texts, numbers, choices) are gathered into one "General" section
 * where the first of them stands.
 */
function sectionsOf(tree: ObjectNode): Section[] {
  const sections: Section[] = [];
  let general: Section | undefined;
  for (const prop of tree.props) {
    if (prop.node.kind === 'object') {
      sections.push({ key: prop.name, label: fieldLabel([prop.name]), path: [prop.name], props: prop.node.props, optional: prop.optional });
    } else if (prop.node.kind === 'array') {
      sections.push({ key: prop.name, label: fieldLabel([prop.name]), path: [prop.name], props: [prop], list: prop, optional: prop.optional });
    } else if (general) {
      general.props.push(prop);
    } else {
      general = { key: '', label: GENERAL, path: [], props: [prop], optional: false };
      sections.push(general);
    }
  }
  return sections;
}

/** sectionPointers are the places a section holds, to count the messages inside it. */
function sectionPointers(section: Section): string[] {
  return section.path.length ? [toPointer(section.path)] : section.props.map((p) => toPointer([p.name]));
}

function errorCount(messages: Record<string, string>, section: Section): number {
  return sectionPointers(section).reduce((n, p) => n + countUnder(messages, p), 0);
}

/** holds tells whether a section holds the field at pointer. */
function holds(section: Section, pointer: string): boolean {
  return sectionPointers(section).some((p) => isUnder(pointer, p));
}

/** sectionToggleId is the id of a section's toggle: the property's field id, so a message about the group focuses it. */
function sectionToggleId(section: Section): string {
  return section.path.length ? fieldId(toPointer(section.path)) : `${fieldId('')}__general`;
}

/** placed tells whether the form shows a field for a message's pointer (else it is listed above the form). */
function placed(tree: ObjectNode, doc: unknown, pointer: string): boolean {
  const segments = parsePointer(pointer);
  if (segments.length === 0) return false;
  const parentPath = segments.slice(0, -1);
  const parent = nodeAt(tree, parentPath);
  const last = segments[segments.length - 1];
  if (parent?.kind === 'array') return Array.isArray(getAt(doc, parentPath)) && Number(last) < (getAt(doc, parentPath) as unknown[]).length;
  return nodeAt(tree, segments) !== undefined;
}

/**
 * ContentForm edits one content document as a form made from its schema: labelled fields
 * for texts, numbers, dates, choices, colours, links and images, lists whose items can be
 * added, removed and reordered, in foldable sections. Every change hands a new whole document
 * to onChange. The messages given show next to their fields (and open the sections holding
 * them); the form's own checks show for a field once it has been edited.
 */
export function ContentForm({ docKey, locale = DEFAULT_LANGUAGE, value, onChange, errors, disabled = false, translation, reveal = null }: ContentFormProps): JSX.Element {
  const tree = formTree(docKey);
  // What every language shares is edited in the default language's document alone.
  const shared = (locale !== DEFAULT_LANGUAGE && SHARED_FIELDS[docKey]) || NOTHING_SHARED;
  const sections = useMemo(() => sectionsOf(tree).filter((s) => !shared.includes(s.key)), [tree, shared]);
  useEffect(() => preloadRichTextEditor(tree), [tree]);

  // Changes build on the newest document, even two in one event or an upload that ends later,
  // and go to the newest onChange; set itself never changes, so the fields need not redraw.
  const latest = useRef(value);
  const handOn = useRef(onChange);
  useEffect(() => {
    latest.current = value;
    handOn.current = onChange;
  });
  const set = useCallback(
    (path: Path, next: unknown) => {
      const doc = applyChange(tree, latest.current, path, next);
      latest.current = doc;
      handOn.current(doc);
    },
    [tree],
  );

  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = useCallback((pointer: string) => setTouched((prev) => (prev.has(pointer) ? prev : new Set(prev).add(pointer))), []);
  const libraryAlts = useLibraryAlts(locale);
  const own = useMemo(() => validateContent(docKey, value, libraryAlts), [docKey, value, libraryAlts]);
  const messages = useMemo(() => {
    const shown: Record<string, string> = {};
    for (const [pointer, message] of Object.entries(own)) if (touched.has(pointer)) shown[pointer] = message;
    return { ...shown, ...errors };
  }, [own, touched, errors]);
  const [store] = useState(() => createMessageStore(messages));
  useLayoutEffect(() => store.publish(messages), [store, messages]);

  // The messages handed in are often a new object each time; they count as new when they name other fields.
  const errorsKey = Object.keys(errors).sort().join('\n');
  const [given, setGiven] = useState({ key: errorsKey, errors });
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(sections.filter((s) => errorCount(errors, s) > 0).map((s) => s.key)));
  if (given.key !== errorsKey) {
    setGiven({ key: errorsKey, errors });
    setOpen(new Set([...open, ...sections.filter((s) => errorCount(errors, s) > 0).map((s) => s.key)]));
  }
  // A field asked to be shown opens its section (and ListField the items holding it).
  const [revealed, setRevealed] = useState<Reveal | null>(null);
  if (revealed !== reveal) {
    setRevealed(reveal);
    if (reveal) setOpen((prev) => new Set([...prev, ...sections.filter((s) => holds(s, reveal.pointer)).map((s) => s.key)]));
  }
  const [expansion, setExpansion] = useState<Expansion>({ generation: 0, open: false });
  const expandAll = (next: boolean) => {
    setOpen(new Set(next ? sections.map((s) => s.key) : []));
    setExpansion((prev) => ({ generation: prev.generation + 1, open: next }));
  };
  const toggle = useCallback(
    (key: string) =>
      setOpen((prev) => {
        const next = new Set(prev);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    [],
  );

  const context = useMemo<FormContextValue>(
    () => ({ docKey, locale, tree, disabled, errors: given.errors, errorsKey: given.key, messages: store, set, touch, expansion, reveal, translation }),
    [docKey, locale, tree, disabled, given, store, set, touch, expansion, reveal, translation],
  );
  const unplaced = Object.entries(errors).filter(([pointer]) => !placed(tree, value, pointer));

  return (
    <FormContext.Provider value={context}>
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-muted-foreground">
            {sections.length} {sections.length === 1 ? 'section' : 'sections'}; open one to edit it.
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => expandAll(true)}>
              <ChevronsUpDown className="h-4 w-4" aria-hidden />
              Expand all
            </Button>
            <Button variant="outline" size="sm" onClick={() => expandAll(false)}>
              <ChevronsDownUp className="h-4 w-4" aria-hidden />
              Collapse all
            </Button>
          </div>
        </div>
        {unplaced.length ? (
          <div className="rounded-lg border border-destructive/40 bg-red-50 p-3 text-sm text-destructive">
            <ul className="list-disc space-y-1 pl-5">
              {unplaced.map(([pointer, message]) => (
                <li key={pointer}>
                  {pointer ? <span className="font-mono">{pointer}</span> : 'The document'}: {message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {shared.map((name) => (
          <p key={name} className="rounded-xl border border-border bg-white px-4 py-3 text-sm text-muted-foreground shadow-sm">
            <span className="font-semibold text-foreground">{fieldLabel([name])}</span>: the same in every language, edited in the{' '}
            {languageName(DEFAULT_LANGUAGE)} document.
          </p>
        ))}
        {sections.map((section) => (
          <SectionPanel
            key={section.key}
            section={section}
            tree={tree}
            value={section.path.length ? getAt(value, section.path) : value}
            open={open.has(section.key)}
            onToggle={toggle}
            problems={errorCount(messages, section)}
            toReview={translation ? errorCount(translation.marks, section) : 0}
          />
        ))}
      </div>
    </FormContext.Provider>
  );
}

/** SectionPanel is a foldable section: a heading that opens it, with how many fields need attention. */
const SectionPanel = memo(function SectionPanel({
  section,
  tree,
  value,
  open,
  onToggle,
  problems,
  toReview,
}: {
  section: Section;
  tree: ObjectNode;
  value: unknown;
  open: boolean;
  onToggle: (key: string) => void;
  problems: number;
  /** toReview counts the texts in the section whose English changed since they were saved. */
  toReview: number;
}) {
  const id = sectionToggleId(section);
  const panelId = `${id}__panel`;
  const sectionValue = value;
  const node = section.path.length ? nodeAt(tree, section.path) : tree;
  const help = section.path.length ? fieldHelp(section.path) : undefined;
  const outline = section.list
    ? `${Array.isArray(sectionValue) ? sectionValue.length : 0} ${Array.isArray(sectionValue) && sectionValue.length === 1 ? 'item' : 'items'}`
    : section.props
        .filter((p) => !(p.name === 'imageAlt' && section.props.some((q) => q.name === 'image')))
        .map((p) => fieldLabel([...section.path, p.name]))
        .join(', ');
  return (
    <section aria-labelledby={`${id}__title`} className="rounded-xl border border-border bg-white shadow-sm">
      <h3 className="text-base">
        {/* The button is named by all it shows, in order (the name, the outline while folded, the
            counts), so a speech command that says what a person reads reaches it. */}
        <button
          type="button"
          id={id}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(section.key)}
          className={cn(
            'flex w-full items-center gap-3 rounded-xl px-3 py-3 text-left hover:bg-muted/60 sm:px-4',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
          )}
        >
          <ChevronRight className={cn('h-5 w-5 shrink-0 text-muted-foreground transition-transform', open && 'rotate-90')} aria-hidden />
          <span className="min-w-0 flex-1">
            <span id={`${id}__title`} className="block font-semibold text-foreground">
              {section.label}
              {section.optional ? <span className="text-sm font-normal text-muted-foreground"> (optional)</span> : null}
            </span>
            {!open ? (
              <span className="block truncate text-sm font-normal text-muted-foreground">
                {outline}
              </span>
            ) : null}
          </span>
          {toReview > 0 ? (
            <span className="shrink-0">
              <Badge tone="warning">{toReview} to review</Badge>
            </span>
          ) : null}
          {problems > 0 ? (
            <span className="shrink-0">
              <Badge tone="danger">
                {problems} {problems === 1 ? 'problem' : 'problems'}
              </Badge>
            </span>
          ) : null}
        </button>
      </h3>
      {open ? (
        <div id={panelId} className="space-y-4 border-t border-border px-3 pt-4 pb-5 sm:px-5">
          {help ? <p className="text-sm text-muted-foreground">{help}</p> : null}
          {section.list && section.list.node.kind === 'array' ? (
            <ListField node={section.list.node} path={section.path} value={sectionValue} optional={section.list.optional} label={section.label} asSection />
          ) : node?.kind === 'object' ? (
            <ObjectFields node={node} path={section.path} value={sectionValue} props={section.props} />
          ) : null}
        </div>
      ) : null}
    </section>
  );
});

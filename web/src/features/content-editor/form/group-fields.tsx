import { ArrowDown, ArrowUp, ChevronRight, Plus, Trash2 } from 'lucide-react';
import { memo, useEffect, useRef, useState } from 'react';
import { SortableList, type SortablePlace } from '@/components/admin/sortable-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { FieldNotesView, type FieldNotes } from './field-shell';
import { fieldId, useFormContext, useMessage, useMessageCount, type Reveal } from './form-context';
import { ImageField } from './image-field';
import { fieldHelp, fieldLabel, humanize, isLongText, itemNoun, shownLength } from './labels';
import { BooleanField, EnumField, NumberField, TextField } from './leaf-fields';
import { RichField } from './rich-field';
import { countUnder, getAt, isUnder, toPointer, type Path } from './pointer';
import { emptyValue, hasImage, isLink, propOf, type ArrayNode, type FieldNode, type ObjectNode, type Prop } from './schema-tree';
import { itemSummary } from './summary';

/** NodeProps are what a field of any kind gets. */
interface NodeProps {
  node: FieldNode;
  path: Path;
  value: unknown;
  optional: boolean;
  label?: string;
  labelOutside?: boolean;
  className?: string;
}

/** samePath tells two paths to the same place. */
function samePath(a: Path, b: Path): boolean {
  return a.length === b.length && a.every((segment, i) => segment === b[i]);
}

/**
 * NodeField shows the field the schema has at path: a single value, a group or a list. A field
 * whose value did not change is not drawn again (the document changes immutably, so an
 * untouched part keeps its identity), which keeps typing quick in the largest documents.
 */
export const NodeField = memo(function NodeField(props: NodeProps) {
  const { node } = props;
  switch (node.kind) {
    case 'text':
      return <TextField {...props} node={node} />;
    case 'rich':
      return <RichField {...props} node={node} />;
    case 'number':
      return <NumberField {...props} node={node} />;
    case 'enum':
      return <EnumField {...props} node={node} />;
    case 'boolean':
      return <BooleanField {...props} node={node} />;
    case 'object':
      return <ObjectGroup {...props} node={node} />;
    case 'array':
      return <ListField {...props} node={node} />;
  }
},
(a, b) => a.node === b.node && a.value === b.value && a.optional === b.optional && a.label === b.label && a.labelOutside === b.labelOutside && a.className === b.className && samePath(a.path, b.path));

/** isWide tells a field that takes the whole width of a group: paragraphs, groups and lists. */
function isWide(node: FieldNode, docKey: Parameters<typeof isLongText>[0], path: Path): boolean {
  if (node.kind === 'object' || node.kind === 'array' || node.kind === 'rich') return true;
  return node.kind === 'text' && node.format === 'plain' && (isLongText(docKey, path) || shownLength(path) !== undefined);
}

/**
 * ObjectFields lays out the properties of an object (or the given ones of them) on a grid of two
 * columns on wide screens: lines side by side, paragraphs, groups and lists across. A link's
 * two fields read "Text" and "Link address"; an image and its description show as one field.
 */
export function ObjectFields({ node, path, value, props = node.props }: { node: ObjectNode; path: Path; value: unknown; props?: Prop[] }) {
  const ctx = useFormContext();
  const link = isLink(node);
  const image = hasImage(node);
  return (
    <div className="grid min-w-0 gap-x-5 gap-y-5 md:grid-cols-2">
      {props.map((prop) => {
        if (image && prop.name === 'imageAlt') return null;
        if (image && prop.name === 'image') {
          return <ImageField key={prop.name} parentPath={path} parent={value} image={prop} alt={propOf(node, 'imageAlt')!} />;
        }
        const childPath = [...path, prop.name];
        return (
          <NodeField
            key={prop.name}
            node={prop.node}
            path={childPath}
            value={getAt(value, [prop.name])}
            optional={prop.optional}
            label={link ? (prop.name === 'label' ? 'Text' : fieldLabel([prop.name])) : undefined}
            className={isWide(prop.node, ctx.docKey, childPath) ? 'md:col-span-2' : undefined}
          />
        );
      })}
    </div>
  );
}

/** ObjectGroup is a nested object: a fieldset whose legend names it. */
function ObjectGroup({ node, path, value, optional, label, className }: NodeProps & { node: ObjectNode }) {
  const pointer = toPointer(path);
  const id = fieldId(pointer);
  const message = useMessage(pointer);
  const notes: FieldNotes = { message, help: fieldHelp(path) };
  return (
    <fieldset id={id} tabIndex={-1} className={cn('min-w-0 rounded-lg border border-border px-3 pt-2 pb-4 sm:px-4', className)}>
      <legend className="px-1.5 text-sm font-semibold text-foreground">
        {label ?? fieldLabel(path)}
        {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
      </legend>
      <div className="mb-3 empty:hidden">
        <FieldNotesView id={id} notes={notes} />
      </div>
      <ObjectFields node={node} path={path} value={value} />
    </fieldset>
  );
}

/** A list item's place in the list: its key for React and dnd-kit, and its index in the document. */
interface ListEntry {
  id: number;
  index: number;
}

/**
 * isFoldable tells list items that fold to one line: objects with more than two fields, a
 * paragraph, a group or a list. Smaller ones (a link, a figure and its caption) stay open.
 */
function isFoldable(node: FieldNode, docKey: Parameters<typeof isLongText>[0], itemPath: Path): boolean {
  if (node.kind !== 'object') return false;
  return node.props.length > 2 || node.props.some((p) => isWide(p.node, docKey, [...itemPath, p.name]));
}

/** firstLeaf is the path of the first field inside an item, where the focus goes when it is added. */
function firstLeaf(node: FieldNode, path: Path): Path {
  if (node.kind === 'object' && node.props.length > 0) return firstLeaf(node.props[0].node, [...path, node.props[0].name]);
  return path;
}

/**
 * ListField is a list of texts or of items: each can be removed, moved up or down by its
 * buttons, or dragged by its grip (with the mouse, a finger, or the keyboard: space, arrows,
 * space). Items of several fields fold to a one-line summary; asSection leaves out the list's
 * own heading when a section around it already names it.
 */
export function ListField({ node, path, value, optional, label, className, asSection }: NodeProps & { node: ArrayNode; asSection?: boolean }) {
  const ctx = useFormContext();
  const items = Array.isArray(value) ? value : [];
  const pointer = toPointer(path);
  const id = fieldId(pointer);
  const noun = itemNoun(path);
  const Noun = humanize(noun);
  const listLabel = label ?? fieldLabel(path);
  const foldable = isFoldable(node.item, ctx.docKey, [...path, 0]);

  // Items keep their key while they move, so a folded or opened item stays so, and focus stays on it.
  const [ids, setIds] = useState<number[]>(() => items.map((_, i) => i + 1));
  let keys = ids;
  if (ids.length !== items.length) {
    // The list was changed from outside the form (another version loaded): number it afresh.
    keys = items.map((_, i) => i + 1);
    setIds(keys);
  }
  const withErrors = (errors: Record<string, string>, ks: number[]) =>
    ks.filter((_, i) => countUnder(errors, toPointer([...path, i])) > 0);
  const [open, setOpen] = useState<Set<number>>(() => new Set(ctx.expansion.open ? keys : withErrors(ctx.errors, keys)));
  // Messages handed in open the items they name; Expand all and Collapse all open or fold every item.
  const [seenErrors, setSeenErrors] = useState(ctx.errorsKey);
  if (seenErrors !== ctx.errorsKey) {
    setSeenErrors(ctx.errorsKey);
    setOpen(new Set([...open, ...withErrors(ctx.errors, keys)]));
  }
  const [seenExpansion, setSeenExpansion] = useState(ctx.expansion.generation);
  if (seenExpansion !== ctx.expansion.generation) {
    setSeenExpansion(ctx.expansion.generation);
    setOpen(new Set(ctx.expansion.open ? keys : []));
  }
  // A field asked to be shown opens the item holding it.
  const [revealed, setRevealed] = useState<Reveal | null>(null);
  if (revealed !== ctx.reveal) {
    setRevealed(ctx.reveal);
    const pointer = ctx.reveal?.pointer;
    const holding = pointer === undefined ? [] : keys.filter((_, i) => isUnder(pointer, toPointer([...path, i])));
    if (holding.length) setOpen((prev) => new Set([...prev, ...holding]));
  }

  // After an item is added or removed, the focus goes to its first field or to the item now in its place.
  const focusTarget = useRef<string | null>(null);
  useEffect(() => {
    if (focusTarget.current === null) return;
    (document.getElementById(focusTarget.current) ?? document.getElementById(id))?.focus();
    focusTarget.current = null;
  });

  const full = node.maxItems !== undefined && items.length >= node.maxItems;
  const add = () => {
    const nextId = Math.max(0, ...keys) + 1;
    setIds([...keys, nextId]);
    setOpen(new Set([...open, nextId]));
    ctx.set(path, [...items, emptyValue(node.item)]);
    focusTarget.current = fieldId(toPointer(firstLeaf(node.item, [...path, items.length])));
  };
  const remove = (index: number) => {
    setIds(keys.filter((_, i) => i !== index));
    ctx.set(
      path,
      items.filter((_, i) => i !== index),
    );
    const next = index < items.length - 1 ? index : index - 1;
    focusTarget.current = next >= 0 ? fieldId(toPointer([...path, next])) : `${id}__addButton`;
  };
  const reorder = (order: number[]) => {
    const from = order.map((key) => keys.indexOf(key));
    setIds(order);
    ctx.set(
      path,
      from.map((i) => items[i]),
    );
  };
  const toggle = (key: number) => {
    const next = new Set(open);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setOpen(next);
  };

  const message = useMessage(pointer);
  const notes: FieldNotes = { message, help: fieldHelp(path) };
  const entries: ListEntry[] = keys.map((key, index) => ({ id: key, index }));
  return (
    <div
      role="group"
      id={asSection ? undefined : id}
      tabIndex={asSection ? undefined : -1}
      aria-labelledby={asSection ? undefined : `${id}__label`}
      aria-label={asSection ? listLabel : undefined}
      className={cn('min-w-0 space-y-2', className)}
    >
      {asSection ? null : (
        <div className="flex items-baseline justify-between gap-3">
          <span id={`${id}__label`} className="text-sm font-semibold text-foreground">
            {listLabel}
            {optional ? <span className="font-normal text-muted-foreground"> (optional)</span> : null}
          </span>
          <span className="text-xs text-muted-foreground">{countLabel(items.length, noun)}</span>
        </div>
      )}
      <FieldNotesView id={id} notes={notes} />
      {items.length === 0 ? <p className="rounded-md border border-dashed border-border px-3 py-3 text-sm text-muted-foreground">No {plural(noun)} yet.</p> : null}
      <SortableList
        items={entries}
        nameOf={(entry) => `${noun} ${entry.index + 1}`}
        layout="list"
        onReorder={reorder}
        readOnly={ctx.disabled}
        className="space-y-2"
        itemClassName="min-w-0 rounded-lg border border-border bg-white"
        renderItem={(entry, place) => (
          <ListItem
            node={node.item}
            path={[...path, entry.index]}
            value={items[entry.index]}
            Noun={Noun}
            noun={noun}
            index={entry.index}
            listName={String(path[path.length - 1])}
            foldable={foldable}
            open={open.has(entry.id)}
            onToggle={() => toggle(entry.id)}
            onRemove={() => remove(entry.index)}
            place={place}
          />
        )}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button id={`${id}__addButton`} variant="outline" size="sm" onClick={add} disabled={ctx.disabled || full}>
          <Plus className="h-4 w-4" aria-hidden />
          Add {noun}
        </Button>
        {full ? <span className="text-xs text-muted-foreground">This list holds at most {countLabel(node.maxItems ?? 0, noun)}.</span> : null}
      </div>
    </div>
  );
}

function plural(noun: string): string {
  if (noun.endsWith('y') && !/[aeiou]y$/.test(noun)) return noun.slice(0, -1) + 'ies';
  return noun.endsWith('s') ? noun : noun + 's';
}

function countLabel(n: number, noun: string): string {
  return `${n} ${n === 1 ? noun : plural(noun)}`;
}

/** ListItem is one item of a list: its grip, its fields (or its folded line), and its buttons. */
function ListItem({
  node,
  path,
  value,
  Noun,
  noun,
  index,
  listName,
  foldable,
  open,
  onToggle,
  onRemove,
  place,
}: {
  node: FieldNode;
  path: Path;
  value: unknown;
  Noun: string;
  noun: string;
  index: number;
  listName: string;
  foldable: boolean;
  open: boolean;
  onToggle: () => void;
  onRemove: () => void;
  place: SortablePlace;
}) {
  const ctx = useFormContext();
  const pointer = toPointer(path);
  const id = fieldId(pointer);
  const name = `${noun} ${index + 1}`;
  const problems = useMessageCount(pointer);
  const controls = <ItemControls name={name} place={place} onRemove={onRemove} />;
  const handle = ctx.disabled ? <span className="w-9 shrink-0" /> : place.handle;

  if (foldable && node.kind === 'object') {
    const summary = itemSummary(node, value, listName);
    return (
      <>
        <div className="flex items-center gap-1 p-1.5">
          {handle}
          <button
            type="button"
            id={id}
            aria-expanded={open}
            aria-controls={`${id}__fields`}
            onClick={onToggle}
            className="flex min-h-9 min-w-0 flex-1 items-center gap-2 rounded-md px-1.5 py-1 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
          >
            <ChevronRight className={cn('h-4 w-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-90')} aria-hidden />
            <span className="sr-only">{`${Noun} ${index + 1}: `}</span>
            <span aria-hidden className="shrink-0 text-sm tabular-nums text-muted-foreground">
              {index + 1}
            </span>
            {/* On a phone the choices and problems go under the line, which keeps its width. */}
            <span className="flex min-w-0 flex-1 flex-col gap-x-2 gap-y-1 sm:flex-row sm:items-center">
              <span className={cn('line-clamp-2 min-w-0 text-sm font-medium sm:line-clamp-1 sm:flex-1', !summary.text && 'italic text-muted-foreground')}>
                {summary.text || `New ${noun}`}
              </span>
              {summary.choices.length || problems ? (
                <span className="flex shrink-0 flex-wrap gap-1">
                  {summary.choices.map((choice) => (
                    <Badge key={choice} tone="primary">
                      {choice}
                    </Badge>
                  ))}
                  {problems > 0 ? (
                    <Badge tone="danger">
                      {problems} {problems === 1 ? 'problem' : 'problems'}
                    </Badge>
                  ) : null}
                </span>
              ) : null}
            </span>
          </button>
          {controls}
        </div>
        {open ? (
          <div id={`${id}__fields`} role="group" aria-labelledby={id} className="border-t border-border px-3 pt-4 pb-4 sm:px-4">
            <ObjectFields node={node} path={path} value={value} />
          </div>
        ) : null}
      </>
    );
  }

  if (node.kind === 'object') {
    // A small item (a link, a figure and its caption): its name and buttons, its fields under them.
    return (
      <div className="p-1.5">
        <div className="flex items-center gap-1">
          {handle}
          <span className="min-w-0 flex-1 px-1.5 text-sm font-medium text-muted-foreground">
            {Noun} {index + 1}
          </span>
          {controls}
        </div>
        <div role="group" aria-label={`${Noun} ${index + 1}`} className="px-1.5 pt-1 pb-2 sm:pr-3 sm:pl-11">
          <ObjectFields node={node} path={path} value={value} />
        </div>
      </div>
    );
  }
  // A text of a list (a paragraph, a point): on a phone its name and buttons above it, on a wider
  // screen its number, the text and the buttons in one row.
  return (
    <div className="flex flex-wrap items-start gap-1 p-1.5">
      {handle}
      <label htmlFor={id} className="flex min-h-9 min-w-0 flex-1 items-center px-1.5 text-sm font-medium text-muted-foreground sm:w-7 sm:flex-none sm:justify-end sm:px-0 sm:tabular-nums">
        <span className="sm:sr-only">{Noun}&nbsp;</span>
        {index + 1}
      </label>
      <div className="order-last w-full min-w-0 px-1.5 pb-1.5 sm:order-none sm:w-auto sm:flex-1 sm:px-1 sm:pb-0">
        <NodeField node={node} path={path} value={value} optional={false} label={`${Noun} ${index + 1}`} labelOutside />
      </div>
      {controls}
    </div>
  );
}

/**
 * ItemControls are an item's Move up, Move down and Remove buttons, named after the item
 * ("Move item 3 down"). When a move takes the item to an end of the list, the focus passes to
 * the button that can still move it, so the keyboard never loses its place.
 */
function ItemControls({ name, place, onRemove }: { name: string; place: SortablePlace; onRemove: () => void }) {
  const ctx = useFormContext();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const moved = useRef<-1 | 1 | null>(null);
  useEffect(() => {
    if (moved.current === null) return;
    // The item's element moved in the page, which takes the focus from its button: give it back,
    // or to the other button when this one can move it no further.
    const [pressed, other] = moved.current === -1 ? [up.current, down.current] : [down.current, up.current];
    const target = pressed?.disabled ? other : pressed;
    if (target && document.activeElement !== target) target.focus();
    moved.current = null;
  });
  const move = (direction: -1 | 1) => {
    moved.current = direction;
    place.move(direction);
  };
  const iconButton = 'h-9 w-9 shrink-0';
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      <Button ref={up} variant="ghost" size="icon" className={iconButton} onClick={() => move(-1)} disabled={place.isFirst || ctx.disabled} aria-label={`Move ${name} up`} title="Move up">
        <ArrowUp className="h-4 w-4" aria-hidden />
      </Button>
      <Button ref={down} variant="ghost" size="icon" className={iconButton} onClick={() => move(1)} disabled={place.isLast || ctx.disabled} aria-label={`Move ${name} down`} title="Move down">
        <ArrowDown className="h-4 w-4" aria-hidden />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className={cn(iconButton, 'text-destructive hover:bg-destructive/10')}
        onClick={onRemove}
        disabled={ctx.disabled}
        aria-label={`Remove ${name}`}
        title="Remove"
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
    </div>
  );
}

import { Input, Textarea } from '@/components/ui/input';
import { SOURCE_LANGUAGE, sourceChangedNote } from '@/lib/admin/translation-marks';
import { DEFAULT_LANGUAGE, htmlLangOf } from '@/lib/languages';
import { cn } from '@/lib/cn';
import { defaultDocument, defaultSlots, slotsIn } from './defaults';
import { fillSiteSlots } from '@/lib/fill-template';
import { peekContent } from '@/lib/site-content';
import { controlAria, FieldNotesView, FieldShell, type FieldNotes } from './field-shell';
import { fieldId, useFormContext, useMessage, type TranslationView } from './form-context';
import { fieldHelp, fieldLabel, isLongText, optionLabel, patternHint, shownLength, slotMeaning } from './labels';
import { LINK_HINT } from './link-check';
import { getAt, toPointer, type Path } from './pointer';
import { richPlainText } from './rich-value';
import type { BooleanNode, EnumNode, NumberNode, TextNode } from './schema-tree';

/** LeafProps are what every single-value field gets: its place, its value, and whether it may be left out. */
export interface LeafProps<N> {
  node: N;
  path: Path;
  value: unknown;
  optional: boolean;
  /** label replaces the label made from the property name (list items: "Paragraph 2"). */
  label?: string;
  /** labelOutside leaves the label to the caller, which labels the control by its id. */
  labelOutside?: boolean;
  className?: string;
  /** note is said beside the field's help: where its value comes from when left empty. */
  note?: string;
}

/** asText shows any value as text; a document from elsewhere may hold a number where a text belongs. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === undefined || value === null ? '' : String(value);
}

/** joinHelp puts a field's help sentences together. */
export function joinHelp(...parts: (string | undefined)[]): string | undefined {
  return parts.filter(Boolean).join(' ') || undefined;
}

function list(words: string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * slotNotes explains the {slots} of a text: the default text's slots must stay (the page puts
 * a value there), and a slot of the site settings ({company.name}) is filled in from them.
 */
export function slotNotes(required: string[], text: string): { help?: string; warning?: string } {
  const missing = required.filter((slot) => !text.includes(`{${slot}}`));
  const siteSlots = slotsIn(text).filter((slot) => slot.includes('.'));
  const keeps = required.length
    ? `Keep ${list(required.map((s) => `{${s}}`))}: the page puts ${list(required.map(slotMeaning))} there.`
    : undefined;
  const fromSite = siteSlots.length ? `${list(siteSlots.map((s) => `{${s}}`))} ${siteSlots.length > 1 ? 'are' : 'is'} filled in from the site settings.` : undefined;
  return {
    help: joinHelp(keeps, fromSite),
    warning: missing.length
      ? `${list(missing.map((s) => `{${s}}`))} ${missing.length > 1 ? 'are' : 'is'} missing: the page shows ${list(missing.map(slotMeaning))} there. Write ${missing.length > 1 ? 'them' : 'it'} back in.`
      : undefined,
  };
}

/** timeZones are the zone names this browser knows, offered while typing a time zone. */
function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/**
 * TextField edits a text: a line, a text area for paragraphs, a date, a colour or a link
 * address, with what the text must keep ({slots}) and, for a page's title and description,
 * the length search results show.
 */
export function TextField({ node, path, value, optional, label, labelOutside, className, note }: LeafProps<TextNode>) {
  const ctx = useFormContext();
  const pointer = toPointer(path);
  const id = fieldId(pointer);
  const text = asText(value);
  const long = node.format === 'plain' && isLongText(ctx.docKey, path);
  const slots = defaultSlots(ctx.docKey, path);
  const shown = shownLength(path);
  // Search results show the text with its facts and settings in it ({facts.totalSupply}).
  const shownText = shown ? fillSiteSlots(text, peekContent('site') ?? defaultDocument('site'), ctx.locale) : text;
  const slot = slotNotes(slots, text);
  const message = useMessage(pointer);
  const notes: FieldNotes = {
    message,
    warning:
      slot.warning ??
      (shown && shownText.length > shown ? `Search results usually show about ${shown} characters; the rest may be cut off.` : undefined),
    help: joinHelp(fieldHelp(path), note, node.format === 'href' ? LINK_HINT : patternHint(node.pattern), slot.help),
    // A date or a colour is picked whole: its length says nothing to count.
    count: shown
      ? `${shownText.length} / ${shown} characters`
      : (node.format === 'plain' || node.format === 'href') && nearLimit(text.length, node.maxLength)
        ? `${text.length} / ${node.maxLength} characters`
        : undefined,
    ...translationNotes(ctx.translation, path, pointer),
  };
  const change = (next: string) => {
    ctx.set(path, next);
    if (next === '') ctx.touch(pointer);
  };
  const common = {
    id,
    disabled: ctx.disabled,
    onBlur: () => ctx.touch(pointer),
    ...controlAria(id, notes),
  };
  const isTimeZone = path.length === 1 && path[0] === 'timeZone';

  let control;
  if (node.format === 'color') {
    const valid = /^#[0-9a-fA-F]{6}$/.test(text);
    control = (
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`Pick ${label ?? fieldLabel(path)}`}
          value={valid ? text.toLowerCase() : '#000000'}
          disabled={ctx.disabled}
          onChange={(e) => change(e.target.value)}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-border bg-white p-1 disabled:cursor-default"
        />
        <Input {...common} value={text} onChange={(e) => change(e.target.value)} spellCheck={false} className="max-w-40 font-mono" placeholder="#1e40af" />
      </div>
    );
  } else if (node.format === 'date') {
    control = <Input {...common} type="date" value={text} onChange={(e) => change(e.target.value)} className="max-w-52" />;
  } else if (long) {
    control = (
      <Textarea
        {...common}
        value={text}
        onChange={(e) => change(e.target.value)}
        rows={3}
        className="max-h-96 min-h-20 resize-y [field-sizing:content]"
      />
    );
  } else {
    control = (
      <>
        <Input
          {...common}
          value={text}
          onChange={(e) => change(e.target.value)}
          spellCheck={node.format === 'href' || node.pattern ? false : undefined}
          inputMode={node.format === 'href' ? 'url' : undefined}
          list={isTimeZone ? `${id}__zones` : undefined}
          className={node.format === 'href' || node.pattern ? 'font-mono text-sm' : undefined}
        />
        {isTimeZone ? (
          <datalist id={`${id}__zones`}>
            {timeZones().map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
        ) : null}
      </>
    );
  }
  return (
    <FieldShell id={id} label={labelOutside ? undefined : (label ?? fieldLabel(path))} optional={optional} notes={notes} className={className}>
      {control}
    </FieldShell>
  );
}

/**
 * translationNotes are the notes of a text in a language other than the default: its English
 * text beside it, and the mark when the English changed since the text was saved.
 */
export function translationNotes(translation: TranslationView | undefined, path: Path, pointer: string): Pick<FieldNotes, 'source' | 'stale'> {
  if (!translation) return {};
  // A rich text's English shows as its words.
  const source = richPlainText(getAt(translation.sources, path));
  const changedAt = translation.marks[pointer];
  const onReviewed = translation.onReviewed;
  return {
    source: source !== '' ? { text: source, lang: htmlLangOf(DEFAULT_LANGUAGE), label: SOURCE_LANGUAGE } : undefined,
    stale: changedAt
      ? { note: sourceChangedNote(changedAt, translation.timeZone), onReviewed: onReviewed ? () => onReviewed(pointer) : undefined }
      : undefined,
  };
}

/** nearLimit is true once a text holds most of the characters it may: its count is shown from then on. */
export function nearLimit(length: number, max: number | undefined): max is number {
  return max !== undefined && length >= max * 0.8;
}

/**
 * writtenNumber reads a number an older document wrote as a text in a language's format
 * ("50,000,000", "50’000’000") as the number field shows it: its digits. The document keeps
 * the text until the field is changed.
 */
function writtenNumber(value: unknown): string {
  const text = asText(value);
  return /^[\d\s,.’']+$/.test(text) && /\d/.test(text) ? text.replace(/\D/g, '') : text;
}

/** NumberField edits a whole or a decimal number within the schema's bounds; emptied, it is missing (and Required). */
export function NumberField({ node, path, value, optional, label, labelOutside, className }: LeafProps<NumberNode>) {
  const ctx = useFormContext();
  const pointer = toPointer(path);
  const id = fieldId(pointer);
  const bounds =
    node.min !== undefined && node.max !== undefined
      ? `From ${node.min} to ${node.max}.`
      : node.min !== undefined && node.min !== 0
        ? `At least ${node.min}.`
        : node.max !== undefined
          ? `At most ${node.max}.`
          : undefined;
  const message = useMessage(pointer);
  const notes: FieldNotes = {
    message,
    help: joinHelp(fieldHelp(path), bounds, node.integer ? undefined : 'Decimals allowed.'),
  };
  return (
    <FieldShell id={id} label={labelOutside ? undefined : (label ?? fieldLabel(path))} optional={optional} notes={notes} className={className}>
      <Input
        id={id}
        type="number"
        inputMode={node.integer ? 'numeric' : 'decimal'}
        min={node.min}
        max={node.max}
        step={node.integer ? 1 : 'any'}
        value={typeof value === 'number' ? value : writtenNumber(value)}
        disabled={ctx.disabled}
        onBlur={() => ctx.touch(pointer)}
        onChange={(e) => {
          const raw = e.target.value;
          if (raw === '') {
            ctx.set(path, undefined);
            ctx.touch(pointer);
            return;
          }
          const next = Number(raw);
          if (Number.isFinite(next)) ctx.set(path, next);
        }}
        className="max-w-52 tabular-nums"
        {...controlAria(id, notes)}
      />
    </FieldShell>
  );
}

/** NONE is the choice that leaves an optional choice out. */
const NONE = '';

/**
 * EnumField picks one of the schema's choices (a roadmap status, a block after a section).
 * It is the browser's own select, styled as the site's fields: it takes aria-describedby for
 * its messages and gives phones their native picker.
 */
export function EnumField({ node, path, value, optional, label, labelOutside, className }: LeafProps<EnumNode>) {
  const ctx = useFormContext();
  const pointer = toPointer(path);
  const id = fieldId(pointer);
  const message = useMessage(pointer);
  const notes: FieldNotes = { message, help: fieldHelp(path) };
  const current = typeof value === 'string' ? value : NONE;
  const known = node.options.includes(current);
  return (
    <FieldShell id={id} label={labelOutside ? undefined : (label ?? fieldLabel(path))} optional={optional} notes={notes} className={className}>
      <select
        id={id}
        value={current}
        disabled={ctx.disabled}
        onChange={(e) => {
          ctx.set(path, e.target.value === NONE ? undefined : e.target.value);
          ctx.touch(pointer);
        }}
        className={cn(
          'h-10 w-full max-w-80 rounded-md border border-border bg-white px-3 text-base text-foreground',
          'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary disabled:opacity-60',
          'aria-[invalid=true]:border-destructive',
        )}
        {...controlAria(id, notes)}
      >
        {optional ? <option value={NONE}>None</option> : null}
        {!optional && !known ? (
          <option value={current} disabled>
            {current === NONE ? 'Choose…' : current}
          </option>
        ) : null}
        {node.options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** BooleanField is a checkbox with its label beside it; unticked, an optional one is left out. */
export function BooleanField({ path, value, label, className }: LeafProps<BooleanNode>) {
  const ctx = useFormContext();
  const pointer = toPointer(path);
  const id = fieldId(pointer);
  const message = useMessage(pointer);
  const notes: FieldNotes = { message, help: fieldHelp(path) };
  return (
    <div className={cn('min-w-0 space-y-1', className)}>
      <div className="flex items-center gap-2.5">
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          disabled={ctx.disabled}
          onChange={(e) => ctx.set(path, e.target.checked)}
          className="h-5 w-5 shrink-0 rounded border-border accent-primary"
          {...controlAria(id, notes)}
        />
        <label htmlFor={id} className="text-sm font-medium">
          {label ?? fieldLabel(path)}
        </label>
      </div>
      <div className="pl-7.5">
        <FieldNotesView id={id} notes={notes} />
      </div>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Textarea } from '@/components/ui/input';
import type { RichParagraph, RichText as RichTextValue } from '@/content/schema';
import { toast } from '@/components/ui/toast-store';
import { BUSY_SAVING } from '@/lib/admin/messages';
import { MARK_REVIEWED, SOURCE_LANGUAGE, sourceChangedNote, translationLabel } from '@/lib/admin/translation-marks';
import { ApiError } from '@/lib/api-client';
import {
  translatableFields,
  translationsQueryOptions,
  useSaveTranslations,
  type FieldTranslation,
  type RecordTranslations,
} from '@/lib/api/record-translations';
import type { CollectionDeclaration, FieldDeclaration } from '@/lib/collections';
import { DEFAULT_LANGUAGE, htmlLangOf, languageName } from '@/lib/languages';
import { isRichDoc, linkOf, linkRuns, totalLength } from '@/lib/rich-text';
import { isBlank, sameRichText } from '@/lib/rich-text-compare';
import { tooLong } from '@/lib/site-rules';
import { useCanEdit } from './editor-only';
import { RichTextInput } from './rich-text-field';
import { reasonOf } from './use-record-mutations';


/** trimmed is a text as it is sent: a string without the white space around it, a document as it is. */
const trimmed = (v: RichTextValue): RichTextValue => (typeof v === 'string' ? v.trim() : v);

/**
 * RecordTranslationsPanel edits a record's words in another language: each translatable
 * field's text in the default language beside its translation, the mark of a translation
 * whose source changed since it was saved (with a button that confirms it as it is), and a
 * save of the translations changed. Fields left empty show the default language's text.
 */
export function RecordTranslationsPanel(props: TypedTexts & {
  c: CollectionDeclaration;
  id: number;
  locale: string;
  /** onDirtyChange is told whether the panel holds unsaved translations. */
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
}) {
  const { c, id, locale } = props;
  const query = useQuery(translationsQueryOptions(c, id, locale));
  if (query.data) return <TranslationsForm {...props} saved={query.data} />;
  if (query.error)
    return (
      <p role="alert" className="py-6 text-center text-destructive">
        Could not load the {languageName(locale)} text: {reasonOf(query.error, 'please try again')}
      </p>
    );
  return (
    <p role="status" className="py-6 text-center text-muted-foreground">
      Loading the {languageName(locale)} text...
    </p>
  );
}

/**
 * TypedTexts are the texts typed in a panel, by field, which its owner keeps (so they outlast
 * the panel): a field not typed in shows its saved translation.
 */
export interface TypedTexts {
  typed: Record<string, RichTextValue>;
  onType: (field: string, text: RichTextValue) => void;
  /** onSaved is told the texts the server took, which are typed no more. */
  onSaved: (texts: Record<string, RichTextValue>) => void;
}

/**
 * useTypedTexts keeps the texts typed in the panels of a record, by language, for a form that
 * outlasts them (a dialog whose tabs come and go): typedIn(locale) is a panel's TypedTexts.
 */
export function useTypedTexts(): (locale: string) => TypedTexts {
  const [typed, setTyped] = useState<Record<string, Record<string, RichTextValue>>>({});
  return (locale) => ({
    typed: typed[locale] ?? {},
    onType: (field, text) => setTyped((prev) => ({ ...prev, [locale]: { ...prev[locale], [field]: text } })),
    // A text typed again meanwhile stays typed.
    onSaved: (texts) =>
      setTyped((prev) => ({
        ...prev,
        [locale]: Object.fromEntries(Object.entries(prev[locale] ?? {}).filter(([field, text]) => texts[field] === undefined || !sameRichText(texts[field], text))),
      })),
  });
}

function TranslationsForm({
  c,
  id,
  locale,
  saved,
  typed,
  onType,
  onSaved,
  onDirtyChange,
  onCancel,
}: TypedTexts & {
  c: CollectionDeclaration;
  id: number;
  locale: string;
  saved: RecordTranslations;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
}) {
  const canEdit = useCanEdit();
  const save = useSaveTranslations(c, id, locale);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const savedOf = (name: string) => saved.fields.find((f) => f.field === name);
  const valueOf = (name: string) => typed[name] ?? savedOf(name)?.value ?? '';
  const changed = Object.keys(typed).filter((name) => !sameRichText(typed[name], savedOf(name)?.value ?? ''));
  const dirty = changed.length > 0;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const send = async (texts: Record<string, RichTextValue>, done: string) => {
    try {
      await save.mutateAsync(texts);
      onSaved(texts);
      setErrors({});
      toast({ title: done });
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors()).length) setErrors(err.fieldErrors());
      toast({ title: 'Not saved', description: reasonOf(err, 'Please try again'), variant: 'destructive' });
    }
  };

  const onSubmit = (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    for (const f of translatableFields(c)) {
      if (f.max && totalLength(trimmed(valueOf(f.name))) > f.max) found[f.name] = tooLong(f.max);
    }
    setErrors(found);
    if (Object.keys(found).length || !dirty) return;
    void send(Object.fromEntries(changed.map((name) => [name, trimmed(typed[name])])), 'Translation saved');
  };

  const idPrefix = `${c.name}-${locale}`;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-muted-foreground">
        The {languageName(locale)} pages show these texts; a field left empty shows the {SOURCE_LANGUAGE} text.
      </p>
      {translatableFields(c).map((f) => {
        const stored = savedOf(f.name);
        return stored ? (
          <TranslatedField
            key={f.name}
            f={f}
            idPrefix={idPrefix}
            locale={locale}
            stored={stored}
            value={valueOf(f.name)}
            error={errors[f.name]}
            disabled={!canEdit || save.isPending}
            onChange={(v) => onType(f.name, v)}
            onReviewed={() => void send({ [f.name]: stored.value }, 'Marked as reviewed')}
          />
        ) : null;
      })}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        {canEdit ? (
          <Button type="submit" disabled={save.isPending || !dirty} aria-busy={save.isPending}>
            {save.isPending ? BUSY_SAVING : `Save ${languageName(locale)}`}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** TranslatedField is one field: its source text, its translation and, when the source changed since, the mark. */
function TranslatedField({
  f,
  idPrefix,
  locale,
  stored,
  value,
  error,
  disabled,
  onChange,
  onReviewed,
}: {
  f: FieldDeclaration;
  idPrefix: string;
  locale: string;
  stored: FieldTranslation;
  value: RichTextValue;
  error?: string;
  disabled: boolean;
  onChange: (value: RichTextValue) => void;
  onReviewed: () => void;
}) {
  const id = `${idPrefix}-${f.name}`;
  const described = [`${id}-source`, stored.stale && `${id}-stale`, error && `${id}-error`].filter(Boolean).join(' ');
  const text = typeof value === 'string' ? value : '';
  const control = {
    id,
    value: text,
    disabled,
    lang: htmlLangOf(locale),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
  };
  return (
    <div className="space-y-2 border-t border-border pt-4 first-of-type:border-t-0 first-of-type:pt-0">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="min-w-0 space-y-1.5">
          <p className="text-sm font-medium text-muted-foreground">
            {f.label} ({SOURCE_LANGUAGE})
          </p>
          <div
            id={`${id}-source`}
            lang={htmlLangOf(DEFAULT_LANGUAGE)}
            className="space-y-2 whitespace-pre-line break-words rounded-md bg-muted px-3 py-2 text-sm"
          >
            {isBlank(stored.source) ? <span className="text-muted-foreground">(empty)</span> : <SourceText value={stored.source} />}
          </div>
          {linkRuns(stored.source).length ? (
            <ul className="space-y-0.5 text-xs text-muted-foreground" aria-label={`Links of the ${SOURCE_LANGUAGE} text`}>
              {linkRuns(stored.source).map((run, i) => (
                <li key={i} className="break-words">
                  “{run.text}” → <span className="font-mono">{run.href}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="min-w-0 space-y-1.5">
          <label id={`${id}-label`} htmlFor={id} className="block text-sm font-medium text-foreground">
            {translationLabel(f.label, locale)}
          </label>
          {f.type === 'richText' ? (
            <RichTextInput
              id={id}
              labelledBy={`${id}-label`}
              label={translationLabel(f.label, locale)}
              describedBy={described}
              invalid={Boolean(error)}
              disabled={disabled}
              value={value}
              locale={locale}
              onChange={(next) => onChange(next as RichTextValue)}
              onBlur={() => undefined}
            />
          ) : f.type === 'longText' ? (
            <Textarea rows={4} {...control} />
          ) : (
            <Input {...control} />
          )}
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      {stored.stale && stored.sourceChangedAt ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <p id={`${id}-stale`} className="flex items-center gap-2">
            <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden />
            {sourceChangedNote(stored.sourceChangedAt)}
          </p>
          {disabled ? null : (
            <Button variant="outline" size="sm" onClick={onReviewed}>
              {MARK_REVIEWED}
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}

/**
 * SourceText shows the text being translated as its page does, its paragraphs, lists, bold and
 * italic; a link's words are underlined, and where each leads is listed under the text. (The
 * pages' renderer, components/ui/rich-text, is left to the pages: imported by the panel, it
 * would leave the home page's first script for a file of its own.)
 */
function SourceText({ value }: { value: RichTextValue }) {
  if (!isRichDoc(value)) return <p>{value}</p>;
  const words = (p: RichParagraph): ReactNode[] =>
    p.content.map((t, i) => {
      let out: ReactNode = t.text;
      if (t.marks?.some((m) => m.type === 'italic')) out = <em>{out}</em>;
      if (t.marks?.some((m) => m.type === 'bold')) out = <strong>{out}</strong>;
      return linkOf(t) ? (
        <span key={i} className="underline underline-offset-2">
          {out}
        </span>
      ) : (
        <span key={i}>{out}</span>
      );
    });
  return value.content.map((b, i) => {
    if (b.type === 'paragraph') return <p key={i}>{words(b)}</p>;
    const List = b.type === 'bulletList' ? 'ul' : 'ol';
    return (
      <List key={i} className={`${b.type === 'bulletList' ? 'list-disc' : 'list-decimal'} space-y-1 pl-5`}>
        {b.content.map((item, j) => (
          <li key={j}>{words(item.content[0])}</li>
        ))}
      </List>
    );
  });
}

import { Suspense, useContext } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Textarea } from '@/components/ui/input';
import type { RichText } from '@/content/schema';
import { DEFAULT_LANGUAGE } from '@/lib/languages';
import { isRichDoc, plainText, totalLength } from '@/lib/rich-text';
import { RichEditorContext, type RichEditorProps } from './rich-editor-context';

// A record's long text as rich text (docs/rich-text.md) in the panel's forms: the content
// editor's own editor (toolbar, keys, link dialog), which src/app hands to the panel through
// RichEditorProvider, loaded only when a form with such a text opens.

/** richValue is a stored value as a rich text: a string or a document; anything else is no text. */
export function richValue(value: unknown): RichText {
  return typeof value === 'string' || isRichDoc(value) ? value : '';
}

/** nearLimit tells a count worth showing: from four fifths of its limit on, as the content editor shows its counts. */
export function nearLimit(length: number, max: number | undefined): max is number {
  return max !== undefined && length >= max * 0.8;
}

export interface RichTextInputProps extends Omit<RichEditorProps, 'locale'> {
  /** locale is the language the text is written in (the default one unless a translation). */
  locale?: string;
}

/**
 * RichTextInput is the editable rich text. Until the editor has loaded, its words show in a
 * text area where they will be; without an editor provided, a string is edited as plain text.
 */
export function RichTextInput({ locale = DEFAULT_LANGUAGE, ...props }: RichTextInputProps) {
  const renderEditor = useContext(RichEditorContext);
  const value = richValue(props.value);
  const words = (readOnly: boolean) => (
    <Textarea
      id={props.id}
      value={plainText(value)}
      readOnly={readOnly}
      disabled={props.disabled}
      aria-labelledby={props.labelledBy}
      aria-label={props.labelledBy ? undefined : props.label}
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid || undefined}
      rows={4}
      className="min-h-20 [field-sizing:content]"
      onChange={(e) => props.onChange(e.target.value)}
      onBlur={props.onBlur}
    />
  );
  if (!renderEditor) return words(isRichDoc(value));
  // The editor's link dialog is a form of its own, in a portal; React passes its submit up
  // the tree of components, which must not reach the record's form around the editor.
  return (
    <div lang={locale === DEFAULT_LANGUAGE ? undefined : locale} onSubmit={(e) => e.stopPropagation()}>
      <Suspense fallback={words(true)}>
        {renderEditor({ ...props, locale })}
      </Suspense>
    </div>
  );
}

/**
 * richTextCount says how much of its limit a text uses once it nears it ("4100 / 5000
 * characters"), all its texts together, as the server counts them.
 */
export function richTextCount(value: unknown, max: number | undefined): string | undefined {
  const length = totalLength(richValue(value));
  return nearLimit(length, max) ? `${length} / ${max} characters` : undefined;
}

/**
 * RichTextField is a form's rich text, bound to react-hook-form: its label, the editor, and
 * under it the field's message or, near its limit, the count of its characters.
 */
export function RichTextField<T extends FieldValues, O>({
  form,
  name,
  label,
  idPrefix,
  required,
  max,
}: {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  /** idPrefix keeps ids unique when two forms are on screen. */
  idPrefix: string;
  required?: boolean;
  /** max is the most characters of all its texts together. */
  max?: number;
}) {
  const id = `${idPrefix}-${name}`;
  const labelId = `${id}-label`;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const count = richTextCount(field.value, max);
        const notes = error ? `${id}-error` : count ? `${id}-count` : undefined;
        return (
          <div className="space-y-1.5">
            <label id={labelId} htmlFor={id} className="block text-sm font-medium text-foreground">
              {required ? `${label} *` : label}
            </label>
            <RichTextInput
              id={id}
              labelledBy={labelId}
              label={label}
              describedBy={notes}
              invalid={Boolean(error)}
              disabled={field.disabled ?? false}
              value={field.value}
              onChange={(next) => field.onChange(next)}
              onBlur={field.onBlur}
            />
            {error ? (
              <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : count ? (
              <p id={`${id}-count`} className="text-xs text-muted-foreground">
                {count}
              </p>
            ) : null}
          </div>
        );
      }}
    />
  );
}

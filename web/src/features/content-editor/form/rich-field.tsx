import { lazy, Suspense } from 'react';
import { Textarea } from '@/components/ui/input';
import { controlAria, describedBy, FieldLabel, FieldShell, type FieldNotes } from './field-shell';
import { fieldId, useFormContext, useMessage } from './form-context';
import { defaultSlots } from './defaults';
import { fieldHelp, fieldLabel } from './labels';
import { joinHelp, nearLimit, slotNotes, translationNotes, type LeafProps } from './leaf-fields';
import { toPointer } from './pointer';
import { richBlocks, richLongestList, richPlainText, richTextLength } from './rich-value';
import type { FieldNode, RichNode } from './schema-tree';

// The editor is the largest part of the form, and only the documents with rich text need it:
// it loads with the first form that has one, never with the panel or a public page.
const loadEditor = () => import('./rich-text-editor');
const RichTextEditor = lazy(loadEditor);

/** preloadRichTextEditor starts loading the editor when a form of tree will show rich text. */
export function preloadRichTextEditor(tree: FieldNode): void {
  if (hasRichText(tree)) void loadEditor();
}

function hasRichText(node: FieldNode): boolean {
  if (node.kind === 'rich') return true;
  if (node.kind === 'array') return hasRichText(node.item);
  if (node.kind === 'object') return node.props.some((p) => hasRichText(p.node));
  return false;
}

/**
 * RichField edits a rich text (docs/rich-text.md): paragraphs and lists with bold, italic and
 * links. Its label, messages and counts are those of the plain fields.
 */
export function RichField({ node, path, value, optional, label, labelOutside, className }: LeafProps<RichNode>) {
  const ctx = useFormContext();
  const pointer = toPointer(path);
  const id = fieldId(pointer);
  const message = useMessage(pointer);
  const text = richPlainText(value);
  const slot = slotNotes(defaultSlots(ctx.docKey, path), text);
  const length = richTextLength(value);
  const blocks = richBlocks(value);
  const longestList = richLongestList(value);
  const counts = [
    nearLimit(length, node.maxLength) ? `${length} / ${node.maxLength} characters` : undefined,
    nearLimit(blocks, node.maxBlocks) ? `${blocks} / ${node.maxBlocks} paragraphs and lists` : undefined,
    nearLimit(longestList, node.maxItems) ? `${longestList} / ${node.maxItems} points in a list` : undefined,
  ].filter(Boolean);
  const notes: FieldNotes = {
    message,
    warning: slot.warning,
    help: joinHelp(fieldHelp(path), slot.help),
    count: counts.join(', ') || undefined,
    ...translationNotes(ctx.translation, path, pointer),
  };
  const name = label ?? fieldLabel(path);
  const labelId = `${id}__label`;
  // Until the editor has loaded, the words show in a text area where they will be.
  const loading = (
    <Textarea id={id} value={text} readOnly aria-label={labelOutside ? name : undefined} aria-labelledby={labelOutside ? undefined : labelId} rows={3} className="min-h-20 [field-sizing:content]" {...controlAria(id, notes)} />
  );
  return (
    <FieldShell id={id} notes={notes} className={className}>
      {labelOutside ? null : <FieldLabel id={labelId} label={name} optional={optional} />}
      <Suspense fallback={loading}>
        <RichTextEditor
          id={id}
          label={name}
          labelledBy={labelOutside ? undefined : labelId}
          describedBy={describedBy(id, notes)}
          invalid={Boolean(message)}
          disabled={ctx.disabled}
          value={value}
          locale={ctx.locale}
          onChange={(next) => {
            ctx.set(path, next);
            if (next === '') ctx.touch(pointer);
          }}
          onBlur={() => ctx.touch(pointer)}
        />
      </Suspense>
    </FieldShell>
  );
}

import { Textarea } from '@/components/ui/input';
import { controlAria, FieldShell, type FieldNotes } from './field-shell';
import { fieldId, useFormContext, useMessage } from './form-context';
import { fieldHelp, fieldLabel } from './labels';
import { defaultSlots } from './defaults';
import { joinHelp, nearLimit, slotNotes, translationNotes, type LeafProps } from './leaf-fields';
import { toPointer } from './pointer';
import { richBlocks, richPlainText, richTextLength } from './rich-value';
import type { RichNode } from './schema-tree';

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
  const counts = [
    nearLimit(length, node.maxLength) ? `${length} / ${node.maxLength} characters` : undefined,
    nearLimit(blocks, node.maxBlocks) ? `${blocks} / ${node.maxBlocks} paragraphs and lists` : undefined,
  ].filter(Boolean);
  const notes: FieldNotes = {
    message,
    warning: slot.warning,
    help: joinHelp(fieldHelp(path), slot.help),
    count: counts.join(', ') || undefined,
    ...translationNotes(ctx.translation, path, pointer),
  };
  return (
    <FieldShell id={id} label={labelOutside ? undefined : (label ?? fieldLabel(path))} optional={optional} notes={notes} className={className}>
      <Textarea
        id={id}
        value={text}
        // A formatted text cannot be edited as plain text without losing its formatting.
        readOnly={typeof value !== 'string' && value !== undefined}
        disabled={ctx.disabled}
        onBlur={() => ctx.touch(pointer)}
        onChange={(e) => ctx.set(path, e.target.value)}
        rows={3}
        className="max-h-96 min-h-20 resize-y [field-sizing:content]"
        {...controlAria(id, notes)}
      />
    </FieldShell>
  );
}

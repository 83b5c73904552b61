import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { Bold, Italic, Link2, List, ListOrdered, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { sameContent } from '../lib/same-content';
import { LinkDialog, type LinkChoice } from './link-dialog';
import { toEditorDoc, toStored, type EditorJSON } from './rich-value';
import { richTextExtensions } from './rich-text-schema';
import type { RichEditorProps } from '@/components/admin/rich-editor-context';

// The editor of a rich text, TipTap on ProseMirror, loaded only with the form that shows one
// (rich-field.tsx). It opens a stored value and hands back the stored form of what is typed.

/** RichTextEditorProps are the control's: its id and names, the value, and where changes go (as every form hands them to it). */
export type RichTextEditorProps = RichEditorProps;

/** normal is a stored value as the editor would store it, to tell a real change from a reading. */
function normal(value: unknown): unknown {
  return toStored(toEditorDoc(value) as EditorJSON);
}

/** The classes of the editable text: the page's paragraphs, lists and links, in a field's box. */
const TEXT_CLASSES = cn(
  'min-h-20 max-h-[32rem] overflow-y-auto px-3 py-2 text-base text-foreground whitespace-pre-wrap break-words',
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary rounded-b-md',
  '[&_p+*]:mt-2 [&_ul+*]:mt-2 [&_ol+*]:mt-2 [&_li_p]:mt-0 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6',
  '[&_a]:text-primary [&_a]:underline [&_strong]:font-semibold',
);

/** RichTextEditor is a rich text's toolbar and editable text, and its link dialog. */
export default function RichTextEditor({ id, labelledBy, label, describedBy, invalid, disabled, value, locale, onChange, onBlur }: RichTextEditorProps) {
  // The link being added or changed, as the selection was when the dialog opened.
  const [linkEdit, setLinkEdit] = useState<{ initial: { href: string; newWindow: boolean } | null; askText: boolean } | null>(null);
  const latest = useRef({ value, onChange, onBlur });
  useEffect(() => {
    latest.current = { value, onChange, onBlur };
  });
  // ⌘/Ctrl+K is heard by the editor, which outlives this render: it asks through an event.
  const [linkKey] = useState(() => new EventTarget());
  const extensions = useMemo(() => richTextExtensions({ onLinkKey: () => linkKey.dispatchEvent(new Event('link')) }), [linkKey]);

  const attributes = useMemo(() => {
    const attrs: Record<string, string> = { id, role: 'textbox', 'aria-multiline': 'true', class: TEXT_CLASSES, spellcheck: 'true' };
    if (labelledBy) attrs['aria-labelledby'] = labelledBy;
    else attrs['aria-label'] = label;
    if (describedBy) attrs['aria-describedby'] = describedBy;
    if (invalid) attrs['aria-invalid'] = 'true';
    if (disabled) attrs['aria-disabled'] = 'true';
    return attrs;
  }, [id, labelledBy, label, describedBy, invalid, disabled]);

  const editor = useEditor({
    extensions,
    content: toEditorDoc(value),
    editable: !disabled,
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onUpdate: ({ editor: ed }) => {
      const next = toStored(ed.getJSON() as EditorJSON);
      if (!sameContent(next, normal(latest.current.value))) latest.current.onChange(next);
    },
    onBlur: () => latest.current.onBlur(),
  });

  // The names, messages and state of the text follow the field's.
  useEffect(() => {
    if (!editor.isDestroyed) editor.setOptions({ editorProps: { attributes } });
  }, [editor, attributes]);
  useEffect(() => {
    if (!editor.isDestroyed && editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);
  // A value from elsewhere (another version, a restored draft) replaces the text; one typed here is already in it.
  useEffect(() => {
    if (editor.isDestroyed) return;
    if (!sameContent(toStored(editor.getJSON() as EditorJSON), normal(value))) editor.commands.setContent(toEditorDoc(value), { emitUpdate: false });
  }, [editor, value]);

  const openLink = useCallback(() => {
    if (disabled) return;
    const initial = linkAtSelection(editor);
    setLinkEdit({ initial, askText: !initial && editor.state.selection.empty });
  }, [disabled, editor]);
  useEffect(() => {
    linkKey.addEventListener('link', openLink);
    return () => linkKey.removeEventListener('link', openLink);
  }, [linkKey, openLink]);

  const applyLink = ({ href, newWindow, text }: LinkChoice) => {
    setLinkEdit(null);
    const attrs = { href, target: newWindow ? '_blank' : null };
    const chain = editor.chain().focus();
    if (text !== undefined) {
      chain.insertContent({ type: 'text', text, marks: [{ type: 'link', attrs }] }).unsetMark('link').run();
    } else {
      chain.extendMarkRange('link').setLink(attrs).run();
    }
  };
  const removeLink = () => {
    setLinkEdit(null);
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
  };

  return (
    <div className={cn('rounded-md border border-border bg-white', invalid && 'border-destructive', disabled && 'opacity-60')}>
      <Toolbar editor={editor} controls={id} disabled={disabled} onLink={openLink} />
      <EditorContent editor={editor} />
      <LinkDialog
        open={linkEdit !== null}
        onOpenChange={(open) => {
          if (!open) setLinkEdit(null);
        }}
        // Closed, the dialog gives the focus back to the text, where the link is.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          editor.commands.focus();
        }}
        locale={locale}
        initial={linkEdit?.initial ?? undefined}
        askText={linkEdit?.askText ?? false}
        onApply={applyLink}
        onRemove={linkEdit?.initial ? removeLink : undefined}
      />
    </div>
  );
}

/** linkAtSelection is the link the selection is on, if any. */
function linkAtSelection(editor: Editor): { href: string; newWindow: boolean } | null {
  if (!editor.isActive('link')) return null;
  const attrs = editor.getAttributes('link');
  return typeof attrs.href === 'string' ? { href: attrs.href, newWindow: attrs.target === '_blank' } : null;
}

interface ToolbarButton {
  name: string;
  keys: string;
  icon: LucideIcon;
  active: (e: Editor) => boolean;
  run: (e: Editor) => void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? '⌘' : 'Ctrl+';

const BUTTONS: ToolbarButton[] = [
  { name: 'Bold', keys: `${MOD}B`, icon: Bold, active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { name: 'Italic', keys: `${MOD}I`, icon: Italic, active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { name: 'Link', keys: `${MOD}K`, icon: Link2, active: (e) => e.isActive('link'), run: () => {} },
  { name: 'Bulleted list', keys: '- ', icon: List, active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { name: 'Numbered list', keys: '1. ', icon: ListOrdered, active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
];

/**
 * Toolbar holds the text's buttons, each pressed while its mark or list applies. It is one
 * stop of the Tab key; the arrow keys, Home and End move between its buttons.
 */
function Toolbar({ editor, controls, disabled, onLink }: { editor: Editor; controls: string; disabled: boolean; onLink: () => void }) {
  const active = useEditorState({ editor, selector: ({ editor: e }) => BUTTONS.map((b) => b.active(e)) });
  const [current, setCurrent] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (event: KeyboardEvent) => {
    const last = BUTTONS.length - 1;
    const next =
      event.key === 'ArrowRight' ? (current === last ? 0 : current + 1)
      : event.key === 'ArrowLeft' ? (current === 0 ? last : current - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    setCurrent(next);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      aria-controls={controls}
      onKeyDown={move}
      className="flex flex-wrap items-center gap-0.5 border-b border-border bg-muted/40 px-1 py-1"
    >
      {BUTTONS.map((button, i) => {
        const Icon = button.icon;
        return (
          <button
            key={button.name}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            tabIndex={i === current ? 0 : -1}
            aria-pressed={active?.[i] ?? false}
            title={`${button.name} (${button.keys.trim()})`}
            disabled={disabled}
            // The text keeps its selection: the button acts on it without taking the focus away first.
            onMouseDown={(e) => e.preventDefault()}
            onFocus={() => setCurrent(i)}
            onClick={() => (button.name === 'Link' ? onLink() : button.run(editor))}
            className={cn(
              'inline-flex h-9 w-9 items-center justify-center rounded text-foreground hover:bg-muted',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary disabled:opacity-60',
              'aria-pressed:bg-primary/15 aria-pressed:text-primary',
            )}
          >
            <Icon className="h-4 w-4" aria-hidden />
            <span className="sr-only">{button.name}</span>
          </button>
        );
      })}
    </div>
  );
}

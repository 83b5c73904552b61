import { Extension, type AnyExtension } from '@tiptap/core';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import Italic from '@tiptap/extension-italic';
import Link from '@tiptap/extension-link';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import { UndoRedo } from '@tiptap/extensions';
import { linkRefusal } from './rich-link';

// The editor's document model is exactly the stored format (docs/rich-text.md): a document of
// paragraphs and flat lists, texts marked bold, italic or linked, and nothing else. Whatever
// is typed or pasted is fitted to it by ProseMirror, so a heading, a colour, a font, an image
// or a script from Word or a web page never gets in: their words stay, as plain text.

/** A point of a list holds one paragraph: lists do not nest. */
const FlatListItem = ListItem.extend({ content: 'paragraph' });

/**
 * A link keeps its address and, only when the editor asks, a new window; a pasted link's own
 * target, rel, class or title are left behind. An address the link rule refuses (javascript:…)
 * is not taken from a paste either.
 */
const SiteLink = Link.extend({
  addAttributes() {
    return {
      href: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('href') },
      target: { default: null, parseHTML: () => null },
    };
  },
}).configure({
  openOnClick: false,
  autolink: false,
  linkOnPaste: true,
  HTMLAttributes: { target: null, rel: null, class: null },
  isAllowedUri: (url) => linkRefusal(url) === null,
});

/** RichTextKeys are what the editor's own keys do beyond the marks' and lists': ⌘/Ctrl+K asks for a link. */
export interface RichTextKeys {
  onLinkKey: () => void;
}

/** richTextExtensions are the editor's nodes, marks, keys and Markdown shortcuts (the marks' and lists' input rules). */
export function richTextExtensions(keys?: RichTextKeys): AnyExtension[] {
  const extensions: AnyExtension[] = [
    Document,
    Paragraph,
    Text,
    Bold,
    Italic,
    SiteLink,
    BulletList,
    OrderedList,
    FlatListItem,
    ListKeymap,
    UndoRedo,
  ];
  if (keys) {
    extensions.push(
      Extension.create({
        name: 'linkKey',
        addKeyboardShortcuts: () => ({
          'Mod-k': () => {
            keys.onLinkKey();
            return true;
          },
        }),
      }),
    );
  }
  return extensions;
}

import { createContext, type ReactNode } from 'react';

// How the panel's forms reach the editor of rich text (rich-text-field.tsx): src/app provides
// it, the content editor's, lazily loaded. Apart from the field, so that providing it loads
// nothing of the field's.

/** RichEditorProps are the editor's: its id and names, the value, and where changes go. */
export interface RichEditorProps {
  id: string;
  /** labelledBy names the element labelling the text; label is the name when nothing on the page labels it. */
  labelledBy?: string;
  label: string;
  describedBy?: string;
  invalid: boolean;
  disabled: boolean;
  value: unknown;
  /** locale is the language whose pages the link dialog offers. */
  locale: string;
  onChange: (next: unknown) => void;
  onBlur: () => void;
}

/** RenderRichEditor renders the editor of rich text with props (a lazily loaded component, which may suspend). */
export type RenderRichEditor = (props: RichEditorProps) => ReactNode;

/** RichEditorProvider gives the panel the editor of rich text. */
export const RichEditorContext = createContext<RenderRichEditor | null>(null);
export const RichEditorProvider = RichEditorContext.Provider;


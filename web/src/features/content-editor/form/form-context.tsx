import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ContentKey } from '@/content/schema';
import { countUnder, type Path } from './pointer';
import type { ObjectNode } from './schema-tree';

/** Expansion is the last "Expand all" or "Collapse all": every group follows it once. */
export interface Expansion {
  generation: number;
  open: boolean;
}

/**
 * Reveal is a field the form is asked to show (a link to it): the section and the list items
 * holding it open. Each request is a new object, so the same field can be asked for again.
 */
export interface Reveal {
  pointer: string;
}

/**
 * MessageStore holds the messages shown next to the fields. Each field reads only its own, so a
 * keystroke re-renders the field typed in and the ones whose message changed, not the whole form.
 */
export interface MessageStore {
  subscribe: (listener: () => void) => () => void;
  get: () => Record<string, string>;
  publish: (messages: Record<string, string>) => void;
}

/** createMessageStore makes a store holding messages. */
export function createMessageStore(messages: Record<string, string>): MessageStore {
  let current = messages;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => current,
    publish: (next) => {
      if (next === current) return;
      current = next;
      listeners.forEach((listener) => listener());
    },
  };
}

/**
 * TranslationView is what the form of a document in a language other than the default shows
 * beside its texts: the default language's document, and the texts marked for review.
 */
export interface TranslationView {
  /** locale is the language of the document edited. */
  locale: string;
  /** sources is the default language's document as last saved (undefined while it loads). */
  sources: unknown;
  /** marks are the texts whose default-language text changed since they were saved: JSON pointer → when (RFC 3339). */
  marks: Record<string, string>;
  /** timeZone is the site's zone, in which the dates of the marks are written. */
  timeZone?: string;
  /** onReviewed confirms a marked text as it is; undefined for a role that changes nothing. */
  onReviewed?: (pointer: string) => void;
}

/**
 * FormContextValue is what every field of a content form reads and changes the document
 * through. It stays the same object while the editor types; only the messages change, in the store.
 */
export interface FormContextValue {
  docKey: ContentKey;
  /** locale is the language of the document edited (its links lead to the pages in it). */
  locale: string;
  tree: ObjectNode;
  disabled: boolean;
  /** errors are the messages the form was given (validation on save, the server's answer), as of errorsKey; groups holding one open. */
  errors: Record<string, string>;
  /** errorsKey changes only when the given messages name other fields. */
  errorsKey: string;
  /** messages are shown next to the fields: the given ones, and the form's own checks of the fields already edited. */
  messages: MessageStore;
  /** set replaces the value at path (undefined removes it) and hands the new document on. */
  set: (path: Path, next: unknown) => void;
  /** touch marks a field as edited, so the form's own checks show for it. */
  touch: (pointer: string) => void;
  expansion: Expansion;
  /** reveal is the field the form was last asked to show, if any: the list items holding it open. */
  reveal: Reveal | null;
  /** translation is set when the document is in a language other than the default. */
  translation?: TranslationView;
}

export const FormContext = createContext<FormContextValue | null>(null);

/** useFormContext reads the content form's context. */
export function useFormContext(): FormContextValue {
  const ctx = useContext(FormContext);
  if (!ctx) throw new Error('content form fields need a ContentForm around them');
  return ctx;
}

/** useMessage is the message shown next to the field at pointer, if any. */
export function useMessage(pointer: string): string | undefined {
  const { messages } = useFormContext();
  return useSyncExternalStore(messages.subscribe, () => messages.get()[pointer]);
}

/** useMessageCount counts the messages at or inside pointer (a folded item's problems). */
export function useMessageCount(pointer: string): number {
  const { messages } = useFormContext();
  return useSyncExternalStore(messages.subscribe, () => countUnder(messages.get(), pointer));
}

/**
 * fieldId is the id of the control of the field at pointer ("/roadmap/items/2/period" →
 * "cf-roadmap-items-2-period"); a group's id is on its toggle or its fieldset. The ids are
 * valid in CSS selectors, and two pointers never share one. The parts of a field (its message,
 * its help) add "__" and a word with a letter past f to its id ("cf-seo-title__error"): in a
 * field id an underscore only wraps hex digits ("_2e_"), so a part's id is never a field's.
 */
export function fieldId(pointer: string): string {
  return 'cf' + pointer.replace(/[^A-Za-z0-9]/g, (ch) => (ch === '/' ? '-' : `_${ch.charCodeAt(0).toString(16)}_`));
}

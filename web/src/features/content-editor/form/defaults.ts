import type { ContentKey } from '@/content/schema';
import { isRecord, type Path } from './pointer';
import { isRichDoc } from '@/lib/rich-text';
import { richPlainText } from './rich-value';

// The default documents (web/content/defaults) tell the form what a field usually holds:
// whether its text is long, and which {slots} a text must keep.

const documents = import.meta.glob<{ default: unknown }>('../../../../content/defaults/*.json', { eager: true });

/** defaultDocument is the default document of key, as web/content/defaults holds it. */
export function defaultDocument(key: ContentKey): unknown {
  return documents[`../../../../content/defaults/${key}.json`]?.default;
}

/** schemaPath writes a path with every list index as "*": the same field of every item. */
export function schemaPath(path: Path): string {
  return path.map((segment) => (typeof segment === 'number' || /^\d+$/.test(segment) ? '/*' : `/${segment}`)).join('');
}

const textsCache = new Map<string, string[]>();

/** defaultTexts are the texts the default document holds at path, in every item of its lists (a rich text's words). */
export function defaultTexts(key: ContentKey, path: Path): string[] {
  const cacheKey = `${key}:${schemaPath(path)}`;
  const cached = textsCache.get(cacheKey);
  if (cached) return cached;
  const found: string[] = [];
  const walk = (value: unknown, i: number) => {
    if (i === path.length) {
      if (typeof value === 'string') found.push(value);
      else if (isRichDoc(value)) found.push(richPlainText(value));
      return;
    }
    const segment = path[i];
    if (Array.isArray(value)) value.forEach((item) => walk(item, i + 1));
    else if (isRecord(value) && typeof segment === 'string' && !/^\d+$/.test(segment)) walk(value[segment], i + 1);
  };
  walk(defaultDocument(key), 0);
  textsCache.set(cacheKey, found);
  return found;
}

const SLOT = /\{(\w+(?:\.\w+)*)\}/g;

/** slotsIn lists the {slots} of a text, each once, in order. */
export function slotsIn(text: string): string[] {
  return [...new Set([...text.matchAll(SLOT)].map((m) => m[1]))];
}

/**
 * defaultSlots are the {slots} a text has in the default document: the page fills them in,
 * so the text must keep them. Only slots every default text of the field has count (a list's
 * texts may mention one by chance).
 */
export function defaultSlots(key: ContentKey, path: Path): string[] {
  const texts = defaultTexts(key, path);
  if (texts.length === 0) return [];
  const [first, ...rest] = texts.map(slotsIn);
  return first.filter((slot) => rest.every((slots) => slots.includes(slot)));
}

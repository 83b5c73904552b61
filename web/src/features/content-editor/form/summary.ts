import { optionLabel } from './labels';
import { isRecord } from './pointer';
import { richPlainText } from './rich-value';
import type { FieldNode, ObjectNode } from './schema-tree';

// A folded list item shows one line that tells it apart: its period and title, its name, its
// heading — the first texts of the item, in the order of the schema.

/** Fields that never tell an item apart (addresses, colours, search words). */
const SKIP = new Set(['id', 'href', 'image', 'imageAlt', 'color', 'searchTerms', 'doi']);

/** Lists whose items read better led by another field (a quote by its author). */
const LEADS: Record<string, string[]> = { quotes: ['name', 'quote'] };

/** ItemSummary is a folded item's line: its leading texts and the labels of its choices (a roadmap status). */
export interface ItemSummary {
  text: string;
  choices: string[];
}

/** itemSummary makes the line of a list item from its first two texts or numbers and its choices. */
export function itemSummary(node: FieldNode, value: unknown, listName: string): ItemSummary {
  if (node.kind !== 'object' || !isRecord(value)) {
    return { text: typeof value === 'number' ? String(value) : richPlainText(value).replace(/\s+/g, ' ').trim(), choices: [] };
  }
  const lead = LEADS[listName] ?? [];
  const props = [...(node as ObjectNode).props].sort((a, b) => rank(lead, a.name) - rank(lead, b.name));
  const texts: string[] = [];
  const choices: string[] = [];
  for (const prop of props) {
    const v = value[prop.name];
    if (prop.node.kind === 'enum' && typeof v === 'string') choices.push(optionLabel(v));
    else if ((prop.node.kind === 'text' || prop.node.kind === 'rich' || prop.node.kind === 'number') && !SKIP.has(prop.name) && v !== '' && v !== undefined && texts.length < 2) {
      // A rich text sums up as its words.
      texts.push((typeof v === 'number' ? String(v) : richPlainText(v)).replace(/\s+/g, ' ').trim());
    }
  }
  return { text: texts.join(' — '), choices };
}

function rank(lead: string[], name: string): number {
  const i = lead.indexOf(name);
  return i < 0 ? lead.length : i;
}

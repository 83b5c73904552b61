import * as z from 'zod/mini';
import { contentSchemas, type ContentKey } from '@/content/schema';
import { followRef } from '@/lib/schema-ref';
import { getAt, isRecord, type Path } from './pointer';

// The form is made from the content schema: the zod schemas of '@/content/schema', read as
// the JSON Schema they generate (the one web/content/schema.json holds and the server
// validates with), in their properties' order. FieldNode is the part of it a form needs.

/** The patterns that make a text a date or a colour (isoDate and color in the content schema). */
export const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
export const COLOR_PATTERN = '^#[0-9a-fA-F]{6}$';

/** TextFormat picks a text's control: plain text, a date, a colour or a link address. */
export type TextFormat = 'plain' | 'date' | 'color' | 'href';

export interface TextNode {
  kind: 'text';
  format: TextFormat;
  /** pattern is the schema's regular expression, when it has one. */
  pattern?: string;
  /** required is true for texts that must not be empty (minLength 1 in the schema). */
  nonEmpty: boolean;
  /** maxLength is the most characters the text may hold. */
  maxLength?: number;
}
export interface NumberNode {
  kind: 'number';
  integer: boolean;
  min?: number;
  max?: number;
}
export interface BooleanNode {
  kind: 'boolean';
}
export interface EnumNode {
  kind: 'enum';
  options: string[];
}
export interface ArrayNode {
  kind: 'array';
  item: FieldNode;
  /** maxItems is the most entries the list may hold. */
  maxItems?: number;
}
export interface Prop {
  name: string;
  node: FieldNode;
  optional: boolean;
}
export interface ObjectNode {
  kind: 'object';
  props: Prop[];
}
/**
 * RichNode is a rich text (docs/rich-text.md): a plain string, or a document of paragraphs and
 * lists with bold, italic and links. Its limits are the schema's: the most characters of its
 * texts, of paragraphs and lists, and of points in one list.
 */
export interface RichNode {
  kind: 'rich';
  /** nonEmpty is true for texts that must not be empty. */
  nonEmpty: boolean;
  /** maxLength is the most characters the text may hold (all its texts together). */
  maxLength?: number;
  /** maxBlocks is the most paragraphs and lists it may hold. */
  maxBlocks?: number;
  /** maxItems is the most points one of its lists may hold. */
  maxItems?: number;
}
export type FieldNode = TextNode | RichNode | NumberNode | BooleanNode | EnumNode | ArrayNode | ObjectNode;

/** JsonSchema is the subset of JSON Schema 2020-12 the content schemas generate. */
interface JsonSchema {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string;
  anyOf?: JsonSchema[];
  const?: unknown;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
}

/** Bounds beyond these are the engine's safe-integer limits, not the content's. */
const NO_BOUND = 1e15;

/**
 * Defs are the named schemas of the document being read ($defs): a schema used at many places
 * (a rich text, its paragraph) is written once there and referred to.
 */
type Defs = Record<string, JsonSchema>;

/** resolve follows a reference to the document's $defs ("#/$defs/RichProse"). */
function resolve(schema: JsonSchema | undefined, defs: Defs): JsonSchema | undefined {
  const target = followRef(schema, defs);
  if (schema && !target) throw new Error(`the content form cannot follow ${schema.$ref}`);
  return target;
}

/** typeConst is the constant of an object schema's `type` property: "doc", "paragraph", "bulletList"… */
function typeConst(schema: JsonSchema | undefined): unknown {
  return schema?.properties?.type?.const;
}

/** richNode reads a rich text's limits from its schema, anyOf(string, doc); undefined for another union. */
function richNode(schema: JsonSchema, defs: Defs): RichNode | undefined {
  const members = (schema.anyOf ?? []).map((s) => resolve(s, defs));
  const plain = members.find((s) => s?.type === 'string');
  const doc = members.find((s) => s?.type === 'object' && typeConst(s) === 'doc');
  if (!plain || !doc || members.length !== 2) return undefined;
  const blocks = resolve(doc.properties?.content, defs);
  const items = resolve(blocks?.items, defs);
  const blockKinds = (items?.anyOf ?? (items ? [items] : [])).map((s) => resolve(s, defs));
  const list = blockKinds.find((s) => typeConst(s) === 'bulletList' || typeConst(s) === 'orderedList');
  return {
    kind: 'rich',
    nonEmpty: (plain.minLength ?? 0) > 0,
    maxLength: plain.maxLength,
    maxBlocks: blocks?.maxItems,
    maxItems: resolve(list?.properties?.content, defs)?.maxItems,
  };
}

function toNode(given: JsonSchema, name: string, defs: Defs): FieldNode {
  const schema = resolve(given, defs) ?? {};
  if (schema.anyOf) {
    const rich = richNode(schema, defs);
    if (rich) return rich;
    // A number that an older document may hold as a text (a fact written per language
    // before the facts were shared): edited as the number it is now.
    const members = schema.anyOf.map((s) => resolve(s, defs));
    const number = members.find((s) => s?.type === 'number' || s?.type === 'integer');
    if (number && members.length === 2 && members.some((s) => s?.type === 'string')) return toNode(number, name, defs);
  }
  if (Array.isArray(schema.enum)) return { kind: 'enum', options: schema.enum.map(String) };
  switch (schema.type) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      const props = Object.entries(schema.properties ?? {}).map(([key, child]) => ({
        name: key,
        node: toNode(child, key, defs),
        optional: !required.has(key),
      }));
      return { kind: 'object', props };
    }
    case 'array':
      return { kind: 'array', item: toNode(schema.items ?? {}, name, defs), maxItems: schema.maxItems };
    case 'integer':
    case 'number':
      return {
        kind: 'number',
        integer: schema.type === 'integer',
        min: schema.minimum !== undefined && Math.abs(schema.minimum) < NO_BOUND ? schema.minimum : undefined,
        max: schema.maximum !== undefined && Math.abs(schema.maximum) < NO_BOUND ? schema.maximum : undefined,
      };
    case 'boolean':
      return { kind: 'boolean' };
    case 'string': {
      const format: TextFormat =
        schema.pattern === DATE_PATTERN ? 'date' : schema.pattern === COLOR_PATTERN ? 'color' : name === 'href' ? 'href' : 'plain';
      return { kind: 'text', format, pattern: schema.pattern, nonEmpty: (schema.minLength ?? 0) > 0, maxLength: schema.maxLength };
    }
    default:
      throw new Error(`the content form cannot show ${JSON.stringify(schema)} (${name})`);
  }
}

const trees = new Map<ContentKey, ObjectNode>();

/** formTree is the form's view of a document's schema, made once per key. */
export function formTree(key: ContentKey): ObjectNode {
  let tree = trees.get(key);
  if (!tree) {
    const schema = z.toJSONSchema(contentSchemas[key], { target: 'draft-2020-12', unrepresentable: 'throw' }) as JsonSchema;
    const node = toNode(schema, key, schema.$defs ?? {});
    if (node.kind !== 'object') throw new Error(`content document ${key} is not an object`);
    tree = node;
    trees.set(key, tree);
  }
  return tree;
}

/** propOf finds an object's property by name. */
export function propOf(node: ObjectNode, name: string): Prop | undefined {
  return node.props.find((p) => p.name === name);
}

/** nodeAt follows a path through the schema; undefined where the schema has no such place. */
export function nodeAt(root: FieldNode, path: Path): FieldNode | undefined {
  let node: FieldNode | undefined = root;
  for (const segment of path) {
    if (node?.kind === 'array') node = node.item;
    else if (node?.kind === 'object') node = propOf(node, String(segment))?.node;
    else return undefined;
  }
  return node;
}

/** isLink tells the {label, href} objects the pages show as links and buttons. */
export function isLink(node: ObjectNode): boolean {
  return node.props.length === 2 && node.props.every((p) => (p.name === 'label' || p.name === 'href') && p.node.kind === 'text');
}

/** hasImage tells an object with an uploaded picture: a text `image` beside a text `imageAlt`. */
export function hasImage(node: ObjectNode): boolean {
  return propOf(node, 'image')?.node.kind === 'text' && propOf(node, 'imageAlt')?.node.kind === 'text';
}

/**
 * emptyValue is what a new list item or a new property starts as: empty texts, the first
 * choice, the lowest number allowed, no items, and the required properties of an object
 * (the optional ones are left out).
 */
export function emptyValue(node: FieldNode): unknown {
  switch (node.kind) {
    case 'text':
    case 'rich':
      return '';
    case 'number':
      return Math.max(node.min ?? 0, 0);
    case 'boolean':
      return false;
    case 'enum':
      return node.options[0];
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(node.props.filter((p) => !p.optional).map((p) => [p.name, emptyValue(p.node)]));
  }
}

/**
 * isBlank tells a value that says nothing: nothing, an empty text, false, no items, or an
 * object of blanks. An optional property that is blank is left out of the document, since
 * the schema refuses empty texts.
 */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null || value === '' || value === false) return true;
  if (Array.isArray(value)) return value.length === 0;
  if (isRecord(value)) return Object.values(value).every(isBlank);
  return false;
}

/**
 * applyChange returns the document with the value at path replaced by next (undefined
 * removes it), copying only the objects and lists on the way. Every optional property on the
 * way that is left blank is removed, so clearing the only field of an optional group removes
 * the group.
 */
export function applyChange(root: ObjectNode, doc: unknown, path: Path, next: unknown): unknown {
  return setIn(root, doc, path, 0, next);
}

function setIn(node: FieldNode | undefined, current: unknown, path: Path, i: number, next: unknown): unknown {
  if (i === path.length) return next;
  const segment = path[i];
  if (node?.kind === 'array' || (node === undefined && Array.isArray(current))) {
    const list = Array.isArray(current) ? [...current] : [];
    const index = Number(segment);
    list[index] = setIn(node?.kind === 'array' ? node.item : undefined, list[index], path, i + 1, next);
    return list;
  }
  const object = isRecord(current) ? { ...current } : {};
  const prop = node?.kind === 'object' ? propOf(node, String(segment)) : undefined;
  const child = setIn(prop?.node, object[segment], path, i + 1, next);
  if (child === undefined || (prop?.optional && isBlank(child))) delete object[segment];
  else object[segment] = child;
  return object;
}

/** leafPaths lists the places of a document that hold a text, number, choice or box, as the form shows them. */
export function leafPaths(node: FieldNode, value: unknown, path: Path = []): Path[] {
  switch (node.kind) {
    case 'object':
      return node.props.flatMap((p) => {
        const child = getAt(value, [p.name]);
        if (p.optional && child === undefined && p.node.kind !== 'text' && p.node.kind !== 'rich' && p.node.kind !== 'boolean' && p.node.kind !== 'enum') {
          // An absent optional group or list shows its own fields empty (a group) or none (a list).
          return p.node.kind === 'object' ? leafPaths(p.node, undefined, [...path, p.name]) : [];
        }
        return leafPaths(p.node, child, [...path, p.name]);
      });
    case 'array':
      return (Array.isArray(value) ? value : []).flatMap((item, i) => leafPaths(node.item, item, [...path, i]));
    default:
      return [path];
  }
}

import declared from '../../content/collections.json';

// The kinds of record the site keeps, as the server declares them (internal/content, one
// file per kind): web/content/collections.json is written from those declarations and
// tested to be current, so a label, a length or a page is written once.

/** FieldType is what a field holds, and so how the panel edits and checks it. */
export type FieldType =
  | 'text'
  | 'longText'
  /** richText is a long text with paragraphs, lists, bold, italic and links (docs/rich-text.md): a string or a RichDoc. */
  | 'richText'
  | 'number'
  | 'flag'
  | 'date'
  | 'email'
  | 'website'
  | 'image'
  | 'file'
  | 'youtube'
  | 'folder'
  | 'partnerType';

/** FieldDeclaration is one field of a collection's records. */
export interface FieldDeclaration {
  name: string;
  label: string;
  type: FieldType;
  required?: boolean;
  /** max is the most characters the server takes. */
  max?: number;
  default?: unknown;
  /** info names the read-only image facts the server attaches to an image field. */
  info?: string;
  /** refers names the collection whose record the value names (a folder, a partner category). */
  refers?: string;
  cascade?: boolean;
  /** translatable: the field's words are translated per language (names, e-mails, phones and files are not). */
  translatable?: boolean;
  unique?: boolean;
  conflict?: string;
}

/** CollectionDeclaration is one kind of record. */
export interface CollectionDeclaration {
  name: string;
  /** path is where the API serves the list. */
  path: string;
  /** label names one record ("Team member"); plural names the panel's tab. */
  label: string;
  plural: string;
  /** kind is the audit log's and the trash's name of the kind. */
  kind: string;
  /** title names the fields a person knows a record by. */
  title: string[];
  fields: FieldDeclaration[];
  /** orderField is the number that places a record; the list can then be reordered. */
  orderField?: string;
  /** read is the least role that reads the records ('' for everyone); write the one that changes them. */
  read: string;
  write: string;
  /** pages are the public pages whose data includes the list. */
  pages: string[];
  /** custom: the collection has screens and routes of its own (the inbox). */
  custom?: boolean;
  summary?: string;
}

/** collections are every declared kind of record, by name. */
export const collections = declared.collections as CollectionDeclaration[];

/** collectionNamed answers the declaration of a collection; an unknown name is a wiring error. */
export function collectionNamed(name: string): CollectionDeclaration {
  const c = collections.find((c) => c.name === name);
  if (!c) throw new Error(`No collection is declared as "${name}"`);
  return c;
}

/** fieldOf answers a declared field of a collection. */
export function fieldOf(c: CollectionDeclaration, name: string): FieldDeclaration {
  const f = c.fields.find((f) => f.name === name);
  if (!f) throw new Error(`Collection "${c.name}" declares no field "${name}"`);
  return f;
}

/** listsOfPage answers the API lists a public page shows: the collections declaring the page. */
export function listsOfPage(page: string): string[] {
  return collections.filter((c) => c.pages.includes(page)).map((c) => c.path);
}

/** kindLabel names a kind of record as the audit log and the trash show it ("Contact message"). */
export function kindLabel(kind: string): string | undefined {
  return collections.find((c) => c.kind === kind)?.label;
}

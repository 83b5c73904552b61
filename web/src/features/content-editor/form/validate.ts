import { contentSchemas, HREF_PATTERN, type ContentKey } from '@/content/schema';
import { finding } from '@/lib/publish-checks';
import { genericMessages, tooLong, tooMany } from '@/lib/site-rules';
import { linkProblem } from './link-check';
import { optionLabel, patternMessage } from './labels';
import { getAt, isRecord, toPointer, type Path } from './pointer';
import { isRichDoc, links, totalLength } from '@/lib/rich-text';
import { formTree, hasImage, isBlank, nodeAt, propOf, type FieldNode } from './schema-tree';

// A document is checked by the zod schema it is stored under (the server checks the same
// rules with web/content/schema.json), worded for an editor, and by two rules the form adds:
// links must be safe to follow, and a picture must be described.

/** ALT_REQUIRED is the message under an image's description when the image has none: the publish checks' own. */
export const ALT_REQUIRED = finding('imageAlt', '').message;

/** Issue is the part of a zod issue the messages are made from. */
interface Issue {
  code: string;
  path: PropertyKey[];
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  keys?: string[];
}

/**
 * validateContent checks a whole document of key and returns its messages by JSON pointer
 * ("/roadmap/items/2/period": "Required"); {} when the document may be saved.
 */
export function validateContent(key: ContentKey, value: unknown, libraryAlts: Record<string, string> = {}): Record<string, string> {
  const messages: Record<string, string> = {};
  const add = (path: Path, message: string) => {
    const pointer = toPointer(path);
    if (!(pointer in messages)) messages[pointer] = message;
  };
  const result = contentSchemas[key].safeParse(value);
  if (!result.success) {
    const tree = formTree(key);
    for (const issue of result.error.issues as Issue[]) {
      const path = issue.path.map((s) => (typeof s === 'number' ? s : String(s)));
      // A problem inside a rich text (a text too long, a link refused) is the field's.
      const rich = richFieldLength(tree, path);
      if (rich !== undefined) add(path.slice(0, rich), richIssueMessage(issue, getAt(value, path)));
      else add(path, issueMessage(issue, nodeAt(tree, path), getAt(value, path)));
    }
  }
  checkLinksAndImages(formTree(key), value, [], add, libraryAlts);
  return messages;
}

function issueMessage(issue: Issue, node: FieldNode | undefined, found: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      if (found === undefined) return genericMessages.required;
      if (issue.expected === 'int') return 'Enter a whole number.';
      if (issue.expected === 'number') return 'Enter a number.';
      return genericMessages.invalid;
    case 'too_small':
      if (issue.origin === 'string') return genericMessages.required;
      return `Enter at least ${issue.minimum}.`;
    case 'too_big':
      if (issue.origin === 'string') return tooLong(Number(issue.maximum));
      if (issue.origin === 'array') return tooMany(Number(issue.maximum));
      return `Enter at most ${issue.maximum}.`;
    case 'invalid_format':
      if (node?.kind === 'text' && node.format === 'href' && typeof found === 'string') {
        return linkProblem(found) ?? patternMessage(node.pattern);
      }
      return patternMessage(node?.kind === 'text' ? node.pattern : undefined);
    case 'invalid_value':
      return node?.kind === 'enum' ? `Choose one of: ${node.options.map(optionLabel).join(', ')}.` : genericMessages.invalid;
    case 'unrecognized_keys':
      return `Unknown ${issue.keys && issue.keys.length > 1 ? 'fields' : 'field'}: ${(issue.keys ?? []).join(', ')}.`;
    default:
      return genericMessages.invalid;
  }
}

/** richFieldLength is the length of the part of path that leads to a rich text, when path leads into one. */
function richFieldLength(root: FieldNode, path: Path): number | undefined {
  let node: FieldNode | undefined = root;
  for (let i = 0; i < path.length; i++) {
    if (node?.kind === 'array') node = node.item;
    else if (node?.kind === 'object') node = propOf(node, String(path[i]))?.node;
    else return undefined;
    if (node?.kind === 'rich') return i + 1;
  }
  return undefined;
}

/** richIssueMessage words a problem of a rich text, or of a part of one, for the field. */
function richIssueMessage(issue: Issue, found: unknown): string {
  const last = issue.path[issue.path.length - 1];
  if (issue.code === 'invalid_format' && last === 'href' && typeof found === 'string') {
    return linkProblem(found) ?? patternMessage(HREF_PATTERN.source);
  }
  if (issue.code === 'too_small' && issue.origin === 'string') return genericMessages.required;
  if (issue.code === 'too_big' && issue.origin === 'string') return tooLong(Number(issue.maximum));
  if (issue.code === 'too_big' && issue.origin === 'array') return tooMany(Number(issue.maximum));
  if (issue.code === 'invalid_type' && found === undefined && issue.path.length === 0) return genericMessages.required;
  return genericMessages.invalid;
}

function checkLinksAndImages(
  node: FieldNode,
  value: unknown,
  path: Path,
  add: (path: Path, message: string) => void,
  libraryAlts: Record<string, string>,
): void {
  if (node.kind === 'rich') {
    // The schema cannot add the lengths of a document's texts up; the limit is on all of them together.
    const tooMuch = node.maxLength !== undefined && isRichDoc(value) && totalLength(value) > node.maxLength ? tooLong(node.maxLength) : null;
    if (tooMuch) add(path, tooMuch);
    if (isRichDoc(value)) {
      for (const href of links(value)) {
        const problem = linkProblem(href);
        if (problem) add(path, problem);
      }
    }
  } else if (node.kind === 'text') {
    if (node.format === 'href' && typeof value === 'string') {
      const problem = linkProblem(value);
      if (problem) add(path, problem);
    }
  } else if (node.kind === 'array') {
    if (Array.isArray(value)) value.forEach((item, i) => checkLinksAndImages(node.item, item, [...path, i], add, libraryAlts));
  } else if (node.kind === 'object' && isRecord(value)) {
    for (const prop of node.props) checkLinksAndImages(prop.node, value[prop.name], [...path, prop.name], add, libraryAlts);
    // Described here, or else by the media library's words for the picture.
    if (hasImage(node) && !isBlank(value.image) && isBlank(value.imageAlt) && isBlank(libraryAlts[String(value.image)])) {
      add([...path, 'imageAlt'], ALT_REQUIRED);
    }
  }
}

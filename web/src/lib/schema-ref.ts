// The documents' JSON Schemas (web/content/schema.json) write a schema used at many places
// (a rich text, its paragraph) once, in the document's $defs, and refer to it with
// "$ref": "#/$defs/RichProse". What reads a schema follows the reference here.

/** RefSchema is a JSON Schema node that may name a definition of its document. */
export interface RefSchema {
  $ref?: string;
}

/**
 * followRef answers the schema a node stands for: the definition of defs it names (through a
 * chain of them), or the node itself; undefined for a reference defs does not hold.
 */
export function followRef<S extends RefSchema>(schema: S | undefined, defs: Record<string, S> | undefined): S | undefined {
  let current = schema;
  for (let hops = 0; current?.$ref !== undefined && hops < 8; hops++) {
    const name = /^#\/\$defs\/(.+)$/.exec(current.$ref)?.[1];
    current = name === undefined ? undefined : defs?.[name];
  }
  return current;
}

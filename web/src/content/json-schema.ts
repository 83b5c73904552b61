import * as z from 'zod/mini';
import { contentSchemas } from './schema';

/**
 * contentJsonSchema is web/content/schema.json: every document's schema as JSON Schema
 * 2020-12, keyed by content key. Object keys are sorted, so the file changes only when a
 * schema does, except a schema's properties: they stay in the order of the document's
 * fields, the order the publish checks report in. The server validates stored documents
 * with it, and the publish checks read it.
 */
export function contentJsonSchema(): string {
  const all = Object.fromEntries(
    Object.entries(contentSchemas).map(([key, schema]) => [key, z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'throw' })]),
  );
  return JSON.stringify(sortKeys(all), null, 2) + '\n';
}

function sortKeys(value: unknown, inOrder = false): unknown {
  if (Array.isArray(value)) return value.map((v) => sortKeys(v));
  if (value === null || typeof value !== 'object') return value;
  const keys = Object.keys(value);
  return Object.fromEntries((inOrder ? keys : keys.sort()).map((k) => [k, sortKeys((value as Record<string, unknown>)[k], k === 'properties' && !inOrder)]));
}

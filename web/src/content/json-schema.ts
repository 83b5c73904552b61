import * as z from 'zod/mini';
import { contentSchemas } from './schema';

/**
 * contentJsonSchema is web/content/schema.json: every document's schema as JSON Schema
 * 2020-12, keyed by content key, with object keys sorted so the file changes only when a
 * schema does. The server validates stored documents with it.
 */
export function contentJsonSchema(): string {
  const all = Object.fromEntries(
    Object.entries(contentSchemas).map(([key, schema]) => [key, z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'throw' })]),
  );
  return JSON.stringify(sortKeys(all), null, 2) + '\n';
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
  );
}

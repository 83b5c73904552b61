import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentJsonSchema } from './json-schema';
import { contentSchemas } from './schema';

// web/content/schema.json is generated: `npm run content:schema` rewrites it after a schema change.
const schemaFile = new URL('../../content/schema.json', import.meta.url);

describe('web/content/schema.json', () => {
  const fresh = contentJsonSchema();
  if (process.env.UPDATE_CONTENT_SCHEMA === '1') writeFileSync(schemaFile, fresh);

  it('is what the zod schemas generate (run `npm run content:schema` after changing them)', () => {
    expect(readFileSync(schemaFile, 'utf8')).toBe(fresh);
  });

  it('holds one plain JSON Schema 2020-12 per content key', () => {
    const parsed = JSON.parse(fresh) as Record<string, { $schema: string; type: string; additionalProperties: boolean }>;
    expect(Object.keys(parsed).sort()).toEqual(Object.keys(contentSchemas).sort());
    for (const schema of Object.values(parsed)) {
      expect(schema).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', additionalProperties: false });
    }
  });
});

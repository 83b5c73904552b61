import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSchemas, type ContentKey } from './schema';

const defaultsDir = new URL('../../content/defaults/', import.meta.url);
const keys = Object.keys(contentSchemas) as ContentKey[];

describe('default content documents', () => {
  it('exist for every content key, and only for those', () => {
    const files = readdirSync(defaultsDir).filter((f) => f.endsWith('.json'));
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual([...keys].sort());
  });

  it.each(keys)('%s follows its schema', (key) => {
    const doc: unknown = JSON.parse(readFileSync(new URL(`${key}.json`, defaultsDir), 'utf8'));
    const result = contentSchemas[key].safeParse(doc);
    expect(result.success ? [] : result.error.issues.map((i) => `/${i.path.join('/')}: ${i.message}`)).toEqual([]);
  });
});

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const srcDir = fileURLToPath(new URL('./src', import.meta.url));

/**
 * layerOf places a file of src: src/app composes, each folder of src/features is a feature, and
 * every other folder (lib, components, content, ...) is shared code. Outside src it is null.
 */
function layerOf(file) {
  const rel = path.relative(srcDir, file);
  if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [top, name] = rel.split(path.sep);
  if (top === 'app') return { kind: 'app', name: 'src/app' };
  if (top === 'features') return { kind: 'feature', name: `src/features/${name}` };
  return { kind: 'shared', name: `src/${top}` };
}

/**
 * importDirection is the rule of bulletproof-react's zones, placed by where an import resolves:
 * shared code imports only shared code; a feature imports itself and shared code, never another
 * feature; src/app imports anything. '@/features/x/...' and a relative path that climbs out of a
 * feature are caught alike, and a new folder of src/features is covered without naming it here.
 */
const importDirection = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      otherFeature:
        '{{from}} may not import {{to}}: a feature imports only itself and shared code. Move what both use into src/lib or src/components, or let src/app compose them.',
      app: '{{from}} may not import src/app: only src/app composes the features.',
      shared: 'Shared code ({{from}}) may not import {{to}}: it imports only shared code.',
    },
  },
  create(context) {
    const from = layerOf(context.filename);
    if (!from || from.kind === 'app') return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      let target;
      if (spec.startsWith('@/')) target = path.join(srcDir, spec.slice(2));
      else if (spec.startsWith('.')) target = path.resolve(path.dirname(context.filename), spec);
      else return;
      const to = layerOf(target);
      if (!to || to.kind === 'shared' || to.name === from.name) return;
      const messageId = from.kind === 'shared' ? 'shared' : to.kind === 'app' ? 'app' : 'otherFeature';
      context.report({ node: source, messageId, data: { from: from.name, to: to.name } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'ssr', 'node_modules', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Import direction: shared code never reaches into features or the app,
    // and features never import each other.
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    plugins: { qrs: { rules: { 'import-direction': importDirection } } },
    rules: { 'qrs/import-direction': 'error' },
  },
);

import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { buildDefines } from './scripts/build-defines';

// React's legacy server renderer for the browser: the only server build that neither
// starts a MessageChannel at load time nor needs Node's streams, so it runs in the Go
// server's JavaScript engine (goja).
const legacyServerRenderer = fileURLToPath(
  new URL('./node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js', import.meta.url),
);

// renderToString gathers the page with `result += chunk`, which copies the whole string
// on every chunk in goja (quadratic; 700 ms for the home page). Collect the chunks in an
// array and join once instead. Each replacement must match exactly once, so an upgrade of
// React that changes this code fails the build instead of silently rendering slowly.
const joinedChunks: Array<[string, string]> = [
  ['fatalError = null,\n    result = "",', 'fatalError = null,\n    result = [],'],
  ['null !== chunk && (result += chunk);', 'null !== chunk && result.push(chunk);'],
  ['throw Error(formatProdErrorMessage(426));\n  return result;', 'throw Error(formatProdErrorMessage(426));\n  return result.join("");'],
];

function renderToStringJoinsChunks(): Plugin {
  return {
    name: 'qrs-render-to-string-joins-chunks',
    transform(code, id) {
      if (id !== legacyServerRenderer) return null;
      for (const [from, to] of joinedChunks) {
        const at = code.indexOf(from);
        if (at < 0 || code.indexOf(from, at + 1) >= 0) {
          throw new Error(`react-dom's legacy server renderer changed: expected "${from}" exactly once`);
        }
        code = code.replace(from, to);
      }
      return code;
    },
  };
}

// goja cannot parse import(). React Router's framework mode keeps one, which this app
// never reaches; the render bundle calls a function that refuses instead.
function noDynamicImport(): Plugin {
  return {
    name: 'qrs-no-dynamic-import',
    renderChunk(code) {
      const out = code.replace(/\bimport\(/g, '__qrsNoImport(');
      return `function __qrsNoImport(m){return Promise.reject(new Error("cannot load "+m+" in the server renderer"))}\n${out}`;
    },
  };
}

// Each build's chunks with the modules in each and what each imports, for the build manifest
// script (scripts/build-manifest.mjs), which makes the public pages' stylesheet from the
// modules the public site can load and those the server renders pages with: Vite's manifest
// names only a chunk's entry module.
function chunkModules(): Plugin {
  return {
    name: 'qrs-chunk-modules',
    generateBundle(_, bundle) {
      const chunks: Record<string, { entry: string | null; modules: string[]; imports: string[]; dynamicImports: string[] }> = {};
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        chunks[out.fileName] = { entry: out.facadeModuleId, modules: out.moduleIds, imports: out.imports, dynamicImports: out.dynamicImports };
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks) });
    },
  };
}

// Two builds: the browser app (dist/, embedded and served), and with --ssr the render
// bundle the server runs (ssr/render.js, one self-contained script that assigns
// globalThis.qrsSSR; see src/app/entry-ssr.tsx).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [renderToStringJoinsChunks(), noDynamicImport()] : []), chunkModules()],
  define: { ...buildDefines, ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}) },
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      ...(isSsrBuild ? { 'react-dom/server': legacyServerRenderer } : {}),
    },
  },
  ...(isSsrBuild
    ? {
        // Bundle everything: the engine has no module loader and no Node built-ins.
        ssr: { noExternal: true, target: 'webworker' as const },
      }
    : {}),
  build: {
    // Keep images as files: inlined, they would travel twice (in the HTML and the bundle).
    // Both builds must agree, or the server's HTML would not match the client.
    assetsInlineLimit: 0,
    // es2022 keeps private class fields native: lowered to WeakMaps they leak in goja.
    target: 'es2022',
    ...(isSsrBuild
      ? {
          outDir: 'ssr',
          emptyOutDir: false,
          minify: true,
          copyPublicDir: false,
          rollupOptions: {
            input: 'src/app/entry-ssr.tsx',
            output: { format: 'iife' as const, entryFileNames: 'render.js' },
          },
        }
      : {
          outDir: 'dist',
          // dist/.gitkeep is committed so that `go build` works before the first web build;
          // the Makefile clears the rest of dist before each build.
          emptyOutDir: false,
          // The build manifest script reads it to preload each page's chunk, then deletes it.
          manifest: true,
          // Every browser we serve supports modulepreload natively.
          modulePreload: { polyfill: false },
          // React and React DOM travel as one chunk, which every page loads: split (as the
          // chunker does once some lazy chunk reaches React alone), they compress worse and
          // cost the home page half a kilobyte of its budget.
          rollupOptions: {
            output: {
              manualChunks: (id: string) => (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) ? 'client' : undefined),
            },
          },
          // One stylesheet for the whole app, which the admin panel links; the public pages
          // have inline a sheet of their own classes only (scripts/build-manifest.mjs). No
          // chunk then lists a sheet to load before itself.
          cssCodeSplit: false,
        }),
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/uploads': 'http://127.0.0.1:8080',
      '^/legal/.+\\.pdf$': 'http://127.0.0.1:8080',
      '/get-deployment-package': 'http://127.0.0.1:8080',
    },
  },
}));

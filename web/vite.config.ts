import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

// In development Vite proxies the API and uploads to the Go server on :8080.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    // Keep images as files: inlined, they would travel twice (in the HTML and the bundle).
    // Both builds must agree, or the prerendered HTML would not match the client.
    assetsInlineLimit: 0,
    ...(isSsrBuild
      ? {
          // The prerender bundle is a build tool: it lives outside dist and is never embedded.
          outDir: 'node_modules/.cache/qrs-prerender',
          emptyOutDir: true,
          rollupOptions: { input: 'scripts/prerender.ts' },
        }
      : {
          outDir: 'dist',
          // dist/.gitkeep is committed so that `go build` works before the first web build;
          // the Makefile clears the rest of dist before each build.
          emptyOutDir: false,
          // The prerender reads the manifest to preload each page's chunk, then deletes it.
          manifest: true,
          // Every browser we serve supports modulepreload natively.
          modulePreload: { polyfill: false },
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

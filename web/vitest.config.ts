import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildDefines } from './scripts/build-defines';

export default defineConfig({
  define: buildDefines,
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A worker per core, where Vitest leaves one free: the content form's browser tests, a
    // file of their own, mostly wait on Chromium, and the other files ran only after them.
    maxWorkers: availableParallelism(),
  },
});

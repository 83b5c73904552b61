import { defineConfig } from '@playwright/test';
import { chromiumPath } from './e2e/chromium';

// The end-to-end tests run against the real bin/qrs: e2e/fixtures.ts starts a fresh one
// for every test, on a free loopback port with its own data folder (the tests that only read
// the site as it starts share one per worker: readingTest).
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous waits: CI shares this machine, and a slow step must read as slow, not as broken.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync',
      ],
    },
  },
});

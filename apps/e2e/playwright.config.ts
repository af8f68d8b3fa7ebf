import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser. The stack is started by `npm test` (tooling/scripts/test.mjs).
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A test.only never reaches the suite. In CI a journey gets one retry: one that failed twice fails
  // the run; one that passed only when retried is listed (`npm test`'s summary, with where it failed
  // first) to be found and fixed, and does not fail the run on its own.
  forbidOnly: true,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
    trace: 'retain-on-failure',
  },
});

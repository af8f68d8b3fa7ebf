import { defineConfig } from '@playwright/test';

// Debian's Chromium (its headless shell), never a downloaded browser. The stack is started by `npm test` (tooling/scripts/test.mjs).
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A test.only never reaches the suite. In CI a journey that fails is tried once more, recording a
  // trace, and the run fails all the same: a journey that passes only when retried is a race a
  // shopper on a slow phone can hit too. `npm test`'s summary lists it with its first error and
  // where it failed.
  failOnFlakyTests: Boolean(process.env.CI),
  forbidOnly: true,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      // Debian's headless shell of Chromium (package chromium-headless-shell; npm test installs it).
      executablePath: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
    },
    // Recorded on the retry of a failed journey only: a trace of every journey (a screencast, a DOM
    // snapshot per action, every answer's body) cost a good part of the run's time.
    trace: 'on-first-retry',
  },
});

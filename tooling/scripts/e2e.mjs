// `pnpm e2e [playwright args…]`: the e2e journeys against a stack of the current build on the test
// ports (an in-memory database), e.g. `pnpm e2e tests/wishlist.spec.ts --repeat-each 3`. Builds
// first (turbo: seconds when nothing changed). `npm test` runs them all the same way.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildStack, ROOT, run, startStack } from './stack.mjs';

/**
 * Debian's browsers the tests use, never a downloaded one: Chromium (the Storybook and kit tests in
 * Vitest's browser mode, Lighthouse) and its headless shell (the e2e journeys: the same engine and
 * version without the full browser's UI layers; product.spec.ts ran in 55 s with it against 90 s in
 * Chromium's new headless mode on a 2-core machine). Installed with apt when missing and we are
 * root; otherwise the run stops and says how.
 */
export const BROWSERS = [
  { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium', env: 'CHROMIUM_PATH' },
  { path: process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', pkg: 'chromium-headless-shell', env: 'E2E_CHROMIUM_PATH' },
];

export function ensureBrowsers() {
  const missing = BROWSERS.filter((b) => !existsSync(b.path));
  if (!missing.length) return;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const packages = missing.map((b) => b.pkg).join(' ');
  if (!isRoot || !hasApt) {
    console.error(
      `[test] missing: ${missing.map((b) => b.path).join(', ')}. Install Debian's packages: sudo apt-get install -y ${packages}\n       (or set ${missing.map((b) => b.env).join(', ')}). Browsers are never downloaded by the tests.`,
    );
    process.exit(1);
  }
  console.log(`[test] installing Debian ${packages} (apt-get)…`);
  run('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages} >/dev/null`]);
}

export const E2E_PORTS = { gateway: 4100, 'shop-de': 3100, 'shop-ch': 3101, 'shop-nl': 3102 };

/** Runs Playwright in apps/e2e against a started stack; returns its exit status. */
export async function runJourneys(args, extraEnv = {}) {
  // VITRINE_SANDBOX_JOBS: a journey runs the unpaid prepayments' job for its order as of its pay-by day.
  // VITRINE_TRUSTED_PROXIES: the test runner stands in for the load balancer in front of the shops.
  // Each journey is a shopper with an address of its own (X-Forwarded-For, apps/e2e/tests/test.ts),
  // so that two workers' journeys do not share one address's rate limits and login throttle as no
  // two shoppers at home would.
  const stack = await startStack({
    ports: E2E_PORTS,
    dataDir: 'memory://',
    quiet: true,
    env: {
      VITRINE_SANDBOX_JOBS: '1',
      VITRINE_TRUSTED_PROXIES: '1',
      // The journeys press as soon as a page's load event: the shops' inline script adds the framework's
      // chunks as the browser reads it, before that event (as Next's own tags did), not after the first
      // paint, which can come after it (a shopper cannot press within a paint of the first; the wait is
      // unit-tested in next-adapter, and the smoke journey checks the pages' script).
      VITRINE_SCRIPTS_AFTER_PAINT: 'parse',
    },
  });
  try {
    const result = spawnSync('pnpm', ['--filter', '@vitrine/e2e', 'exec', 'playwright', 'test', ...args], {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        CI: process.env.CI ?? '',
        E2E_SHOP_DE: stack.urls['shop-de'],
        E2E_SHOP_CH: stack.urls['shop-ch'],
        E2E_SHOP_NL: stack.urls['shop-nl'],
        E2E_GATEWAY: stack.gatewayUrl,
        E2E_GATEWAY_OPS: stack.opsUrl,
        ...extraEnv,
      },
    });
    return result.status ?? 1;
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  ensureBrowsers();
  buildStack();
  process.exit(await runJourneys(process.argv.slice(2)));
}

// `pnpm e2e [playwright args…]`: the e2e journeys against a stack of the current build on the test
// ports (an in-memory database), e.g. `pnpm e2e tests/wishlist.spec.ts --repeat-each 3`. Builds
// first (turbo: seconds when nothing changed). `npm test` runs them all the same way.
import { spawnSync } from 'node:child_process';
import { buildStack, ROOT, startStack } from './stack.mjs';

export const E2E_PORTS = { gateway: 4100, 'shop-de': 3100, 'shop-ch': 3101, 'shop-nl': 3102 };

/** Runs Playwright in apps/e2e against a started stack; returns its exit status. */
export async function runJourneys(args, extraEnv = {}) {
  const stack = await startStack({ ports: E2E_PORTS, dataDir: 'memory://', quiet: true });
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
        ...extraEnv,
      },
    });
    return result.status ?? 1;
  } finally {
    await stack.stop();
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  buildStack();
  process.exit(await runJourneys(process.argv.slice(2)));
}

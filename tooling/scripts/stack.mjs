// Starts the gateway and the three shops on loopback, waits until each answers, stops them all.
// Used by `npm start`, the e2e run of `npm test` and `pnpm bench`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSecrets } from './secrets.mjs';

/** How long a shop keeps an idle keep-alive connection open (longer than its clients' and proxies' 60 s). */
export const SHOP_KEEP_ALIVE_MS = 65_000;

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const DEFAULT_PORTS = { gateway: 4000, 'shop-de': 3000, 'shop-ch': 3001, 'shop-nl': 3002 };
export const SHOPS = ['shop-de', 'shop-ch', 'shop-nl'];

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with ${result.status ?? result.signal}`);
  }
}

/** Builds what the stack runs (turbo caches: a second run takes seconds). */
/** The apps the stack runs (and `buildStack` builds). */
export const STACK_APPS = ['@vitrine/gateway', '@vitrine/shop-de', '@vitrine/shop-ch', '@vitrine/shop-nl'];

/** The build command of the stack's apps (turbo: seconds when nothing changed). */
export function buildCommand(filter = STACK_APPS) {
  return ['pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only', ...filter.map((f) => `--filter=${f}`)]];
}

export function buildStack({ filter = STACK_APPS } = {}) {
  run(...buildCommand(filter));
}

/** Polls `url` until it answers below 500; fails when `child` exits or the time runs out. */
export async function waitFor(url, { timeoutMs = 60_000, child } = {}) {
  const start = Date.now();
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() - start > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Stops a child process: `signal` (SIGTERM: let it finish), SIGKILL after 5 s; resolves once it exited. */
export function stopProcess(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

/** Copies a child's output line by line, each line prefixed with `[name]`. */
export function prefixed(name, stream, out) {
  let buffer = '';
  stream.on('data', (chunk) => {
    buffer += chunk;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) out.write(`[${name}] ${line}\n`);
  });
}

/**
 * @param {object} [options]
 * @param {Record<string, number>} [options.ports] default {@link DEFAULT_PORTS}
 * @param {string} [options.dataDir] PGlite directory (default .data/pglite; `memory://` for none)
 * @param {boolean} [options.quiet] only errors of the servers are shown (default false)
 * @param {Record<string,string>} [options.env] extra environment
 * @param {string[]} [options.shops] which shops (default all three)
 * @param {(name: string) => string[]} [options.taskset] CPU pinning prefix per server (bench)
 */
export async function startStack({ ports = DEFAULT_PORTS, dataDir, quiet = false, env = {}, shops = SHOPS, taskset } = {}) {
  const children = [];
  const gatewayUrl = `http://127.0.0.1:${ports.gateway}`;
  // The gateway's operator pages (the outbox, /ops) listen on the next port, loopback only.
  const opsUrl = `http://127.0.0.1:${ports.gateway + 1}`;
  // The shared secrets (.data/secrets.json, made once), the runtime's settings, then the caller's.
  // The gateway's operations page links editors' drafts into the shops: where each one answers.
  const TENANT_OF = { 'shop-de': 'base', 'shop-ch': 'ch', 'shop-nl': 'nl' };
  const shopOrigins = shops.map((shop) => `${TENANT_OF[shop]}=http://127.0.0.1:${ports[shop]}`).join(',');
  const baseEnv = { ...process.env, ...ensureSecrets(ROOT), NODE_ENV: 'production', GATEWAY_URL: gatewayUrl, VITRINE_SHOP_ORIGINS: shopOrigins, ...env };
  const launch = (name, command, args, cwd) => {
    const full = taskset ? [...taskset(name), command, ...args] : [command, ...args];
    const child = spawn(full[0], full.slice(1), { cwd, env: baseEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    if (!quiet) prefixed(name, child.stdout, process.stdout);
    prefixed(name, child.stderr, process.stderr);
    children.push({ name, child });
    return child;
  };

  const gatewayArgs = [join(ROOT, 'apps/gateway/dist/main.js'), 'serve', '--port', String(ports.gateway)];
  if (dataDir) gatewayArgs.push('--data-dir', dataDir);
  const gateway = launch('gateway', process.execPath, gatewayArgs, join(ROOT, 'apps/gateway'));
  const stop = async () => {
    await Promise.all(children.map(({ child }) => stopProcess(child)));
  };
  try {
    await waitFor(`${gatewayUrl}/health`, { timeoutMs: 120_000, child: gateway });
    const urls = {};
    for (const shop of shops) {
      const dir = join(ROOT, 'apps', shop);
      const next = join(dir, 'node_modules/.bin/next');
      if (!existsSync(join(dir, '.next/BUILD_ID'))) throw new Error(`${shop} is not built (run the build first)`);
      // A gateway on a database of its own (memory://: every start seeds anew) makes what a shop cached
      // of an earlier one wrong (stock, prices, reviews): its data cache and its cached pages start empty.
      if (dataDir === 'memory://') for (const cache of ['.next/cache/fetch-cache', '.next/server/route-cache']) rmSync(join(dir, cache), { recursive: true, force: true });
      // `-H localhost` keeps middleware rewrites internal (Next 16 treats an explicit 127.0.0.1 as
      // another origin and proxies the rewrite to itself); localhost resolves to 127.0.0.1 here.
      // An idle keep-alive connection stays open 65 s (Node's default is 5 s): a client or a load
      // balancer that reuses it just as the shop closes it gets a reset (ECONNRESET) instead of an
      // answer; their idle timeouts (60 s for most) must end first.
      const child = launch(shop, next, ['start', '-H', 'localhost', '-p', String(ports[shop]), '--keepAliveTimeout', String(SHOP_KEEP_ALIVE_MS)], dir);
      urls[shop] = `http://127.0.0.1:${ports[shop]}`;
      await waitFor(`${urls[shop]}/`, { child, timeoutMs: 60_000 });
    }
    return { gatewayUrl, opsUrl, urls, stop, children };
  } catch (error) {
    await stop();
    throw error;
  }
}

// A Redis server of our own on loopback: Debian's `redis-server` (installed with apt-get when we are
// root and it is missing, as the tests' PostgreSQL is), on a free port, no persistence, no other
// service touched (Debian's own redis service is never started). Stopped with its caller, also on
// failure and Ctrl-C.
//
//   import { startRedis, withRedis } from './redis.mjs';
//   const redis = await startRedis();        // { url: redis://127.0.0.1:<port>, port, stop }
//
//   node tooling/scripts/redis.mjs -- CMD [ARGS…]      runs CMD with TEST_REDIS_URL set, exits with its status
import { spawn, spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { fileURLToPath } from 'node:url';
import { freePort } from './postgres.mjs';
import { stopProcess } from './stack.mjs';

const isRoot = process.getuid?.() === 0;
const hasCommand = (name) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;

/**
 * `apt-get install` of one Debian package (with `apt-get update` when the lists are stale), its
 * service never started (policy-rc.d answers 101 while it installs): nothing listens on the
 * package's default port afterwards.
 */
export function aptInstall(pkg) {
  return spawnSync(
    'sh',
    [
      '-c',
      'printf "#!/bin/sh\\nexit 101\\n" > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d; ' +
        `(apt-get install -y -qq ${pkg} >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq ${pkg} >/dev/null)); s=$?; rm -f /usr/sbin/policy-rc.d; exit $s`,
    ],
    { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } },
  );
}

/** The path of `redis-server`; installs Debian's package when root and missing, or exits with how to. */
export function ensureRedis() {
  const find = () => spawnSync('sh', ['-c', 'command -v redis-server || ls /usr/bin/redis-server 2>/dev/null'], { encoding: 'utf8' }).stdout.trim().split('\n')[0] || undefined;
  const found = find();
  if (found) return found;
  if (!isRoot || !hasCommand('apt-get')) {
    console.error("[redis] redis-server is missing. Install Debian's package: sudo apt-get install -y redis-server (nothing is downloaded otherwise)");
    process.exit(1);
  }
  console.log('[redis] installing Debian redis-server (apt-get)…');
  const result = aptInstall('redis-server');
  const bin = result.status === 0 ? find() : undefined;
  if (!bin) throw new Error(`apt-get install redis-server failed with ${result.status ?? result.signal}`);
  return bin;
}

/** PING until PONG (a raw RESP exchange: no client library needed here). */
function ping(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let answer = '';
    socket.setTimeout(1000, () => socket.destroy());
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n')) {
        socket.end();
        resolve(answer.startsWith('+PONG'));
      }
    });
    socket.on('error', () => resolve(false));
    socket.on('close', () => resolve(answer.startsWith('+PONG')));
  });
}

/**
 * Starts a server; returns `{ url, port, stop, child }`. `port` picks one (the cluster's fixed
 * port), else a free one. `maxmemory` in megabytes (allkeys-lru past it: a cache, not a store of record).
 */
export async function startRedis({ port, maxmemory = 256, quiet = true } = {}) {
  const bin = ensureRedis();
  for (let attempt = 1; ; attempt++) {
    const chosen = port ?? (await freePort());
    const child = spawn(
      bin,
      [
        '--port',
        String(chosen),
        '--bind',
        '127.0.0.1',
        '--protected-mode',
        'yes',
        '--save',
        '',
        '--appendonly',
        'no',
        '--daemonize',
        'no',
        '--maxmemory',
        `${maxmemory}mb`,
        '--maxmemory-policy',
        'allkeys-lru',
        '--dir',
        '/tmp',
        '--loglevel',
        'warning',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const log = [];
    const keep = (chunk) => {
      if (!quiet) process.stderr.write(`[redis] ${chunk}`);
      log.push(String(chunk));
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const stop = () => {
      process.off('exit', onExit);
      return stopProcess(child);
    };
    const onExit = () => child.kill('SIGKILL');
    process.on('exit', onExit);
    const started = Date.now();
    while (Date.now() - started < 10_000 && child.exitCode === null) {
      if (await ping(chosen)) return { url: `redis://127.0.0.1:${chosen}`, port: chosen, stop, child };
      await new Promise((r) => setTimeout(r, 50));
    }
    await stop();
    if (port !== undefined || attempt >= 3) throw new Error(`redis-server did not start on ${chosen}:\n${log.join('')}`);
  }
}

/** Runs `fn({ url, port })` with a fresh server and stops it afterwards. */
export async function withRedis(fn, options) {
  const server = await startRedis(options);
  try {
    return await fn({ url: server.url, port: server.port });
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dash = process.argv.indexOf('--');
  const command = dash === -1 ? [] : process.argv.slice(dash + 1);
  await withRedis(async ({ url }) => {
    if (command.length === 0) {
      console.log(`[redis] ${url}  (Ctrl-C stops it)`);
      await new Promise((resolve) => process.once('SIGINT', resolve));
      return;
    }
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, TEST_REDIS_URL: url } });
    const code = await new Promise((resolve) => child.on('exit', (c) => resolve(c ?? 1)));
    process.exitCode = code;
  });
}

// A throwaway PostgreSQL server for tests: Debian's `postgresql` package (installed with apt-get
// when we are root and it is missing), a new cluster in a temporary folder, listening on
// 127.0.0.1 only on a free port, trust authentication on loopback only; stopped and removed
// afterwards, also on failure and Ctrl-C.
//
//   import { withPostgres } from './postgres.mjs';
//   await withPostgres(async ({ url }) => { … });          // url: postgres://postgres@127.0.0.1:<port>/postgres
//
//   node tooling/scripts/postgres.mjs                     prints the URL, runs until Ctrl-C
//   node tooling/scripts/postgres.mjs -- CMD [ARGS…]      runs CMD with TEST_DATABASE_URL set, exits with its status
//
// POSTGRES_BIN=/usr/lib/postgresql/<ver>/bin picks the binaries; VITRINE_PG_LOG=1 shows the server's log.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEBIAN_ROOT = '/usr/lib/postgresql';
const isRoot = process.getuid?.() === 0;

/** The newest /usr/lib/postgresql/<ver>/bin with initdb, or POSTGRES_BIN. */
function findBin() {
  if (process.env.POSTGRES_BIN) return existsSync(join(process.env.POSTGRES_BIN, 'initdb')) ? process.env.POSTGRES_BIN : undefined;
  if (!existsSync(DEBIAN_ROOT)) return undefined;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((v) => /^\d+$/.test(v) && existsSync(join(DEBIAN_ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(DEBIAN_ROOT, versions[0], 'bin') : undefined;
}

/** The PostgreSQL binaries' folder; installs Debian's `postgresql` when root and missing, or exits with how to. */
export function ensurePostgres() {
  const found = findBin();
  if (found) return found;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt || process.env.POSTGRES_BIN) {
    console.error(
      `[postgres] PostgreSQL is missing (no ${process.env.POSTGRES_BIN ?? `${DEBIAN_ROOT}/<version>/bin/initdb`}). Install Debian's package: sudo apt-get install -y postgresql\n` +
        `           (or set POSTGRES_BIN to a folder with initdb, postgres and pg_isready). Nothing is downloaded by the tests otherwise.`,
    );
    process.exit(1);
  }
  console.log('[postgres] installing Debian postgresql (apt-get)…');
  const result = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null'], { stdio: 'inherit' });
  const bin = result.status === 0 ? findBin() : undefined;
  if (!bin) throw new Error(`apt-get install postgresql failed with ${result.status ?? result.signal}`);
  return bin;
}

/** The uid and gid the server runs as: `postgres` when we are root (initdb refuses root), else ourselves. */
function serverUser() {
  if (!isRoot) return {};
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  const gid = id('-g');
  if (!Number.isInteger(uid) || uid <= 0) throw new Error('no `postgres` system user (Debian’s postgresql package creates it)');
  return { uid, gid };
}

/** A port free on 127.0.0.1 now (the OS's choice). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts a server; returns `{ url, port, dir, stop }`. `stop()` shuts it down and removes its
 * folder; it is also called on SIGINT/SIGTERM/SIGHUP (then the process exits 128+n) and, as a
 * last resort, when the process exits.
 *
 * `signals: false` leaves SIGINT/SIGTERM/SIGHUP to the caller (which then calls `stop()`).
 *
 * `keep: DIR` uses that folder instead of a throwaway one and leaves it in place: the data of an
 * earlier run is used again (the bench keeps its seeded catalogs so). The server's user must be able
 * to reach DIR.
 */
export async function startPostgres({ quiet = !process.env.VITRINE_PG_LOG, keep, signals: handleSignals = true } = {}) {
  const bin = ensurePostgres();
  const user = serverUser();
  // The server's user must reach the folder: TMPDIR, unless it is closed to that user (say, under /root), else /tmp.
  const base = user.uid === undefined || spawnSync('test', ['-x', tmpdir()], { uid: user.uid, gid: user.gid }).status === 0 ? tmpdir() : '/tmp';
  if (keep) mkdirSync(keep, { recursive: true });
  const dir = keep ?? mkdtempSync(join(base, 'vitrine-pg-'));
  const data = join(dir, 'data');
  const initialised = keep !== undefined && existsSync(join(data, 'PG_VERSION'));
  let child;
  let stopping;
  const log = [];

  const removeDir = () => {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  };
  const onExit = () => {
    // The process ends without stop(): no time to wait, the server is told to quit at once.
    child?.kill('SIGQUIT');
    removeDir();
  };
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const onSignal = (signal) => {
    stop().finally(() => process.exit(128 + ({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 }[signal] ?? 0)));
  };
  process.on('exit', onExit);
  // A caller that stops its own processes first (the cluster: the gateways before their database) handles the signals itself.
  if (handleSignals) for (const s of signals) process.on(s, onSignal);

  async function stop() {
    stopping ??= (async () => {
      if (child && child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT'); // fast shutdown: disconnects clients, rolls back, exits
        const timer = setTimeout(() => child.kill('SIGQUIT'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      removeDir();
      process.off('exit', onExit);
      for (const s of signals) process.off(s, onSignal);
    })();
    return stopping;
  }

  try {
    if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
    const env = { PATH: `${bin}:${process.env.PATH ?? '/usr/bin:/bin'}`, HOME: dir, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8', TZ: 'UTC' };
    const asServer = { ...user, cwd: dir, env };
    // Same locale as embedded PGlite: byte order (C) for sorting, UTF-8 character classes for lower()/upper().
    const initdb = initialised
      ? { status: 0 }
      : spawnSync(
          join(bin, 'initdb'),
          ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--lc-collate=C', '--lc-ctype=C.UTF-8', '--lc-messages=C', '--no-sync', '--no-instructions'],
          { ...asServer, encoding: 'utf8' },
        );
    if (initdb.status !== 0) throw new Error(`initdb failed with ${initdb.status ?? initdb.signal ?? initdb.error?.message}:\n${initdb.stdout}${initdb.stderr}`);
    // Only the loopback address, only trust there (and on the folder's own socket).
    writeFileSync(join(data, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
    if (user.uid !== undefined) chownSync(join(data, 'pg_hba.conf'), user.uid, user.gid);
    mkdirSync(join(dir, 'socket'), { recursive: true });
    if (user.uid !== undefined) chownSync(join(dir, 'socket'), user.uid, user.gid);

    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      child = spawn(
        join(bin, 'postgres'),
        [
          '-D',
          data,
          '-p',
          String(port),
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          `unix_socket_directories=${join(dir, 'socket')}`,
          '-c',
          'max_connections=200',
          // A test server: durability off, quiet log.
          '-c',
          'fsync=off',
          '-c',
          'synchronous_commit=off',
          '-c',
          'full_page_writes=off',
          '-c',
          'logging_collector=off',
          '-c',
          'log_min_messages=warning',
          '-c',
          `log_min_error_statement=${quiet ? 'panic' : 'error'}`,
        ],
        { ...asServer, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const keep = (chunk) => {
        if (!quiet) process.stderr.write(`[postgres] ${chunk}`);
        log.push(String(chunk));
        if (log.length > 200) log.shift();
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      const ready = await waitReady(bin, port, child, env);
      if (ready) return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, dir, stop };
      if (attempt >= 3 || !/could not bind|Address already in use/.test(log.join(''))) throw new Error(`PostgreSQL did not start:\n${log.join('')}`);
      await stopChild(child);
    }
  } catch (error) {
    await stop();
    throw error;
  }
}

async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGQUIT');
  await exited;
}

/** Waits until the server accepts connections (pg_isready); false when it exited or 30 s passed. */
async function waitReady(bin, port, child, env) {
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    const status = await new Promise((resolve) => {
      const probe = spawn(join(bin, 'pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-t', '2'], { stdio: 'ignore', env });
      probe.on('exit', (code) => resolve(code));
      probe.on('error', () => resolve(-1));
    });
    if (status === 0) return true;
    await sleep(100);
  }
  await stopChild(child);
  return false;
}

/** Runs `fn({ url, port, dir })` with a fresh server; stops it and removes its folder afterwards. */
export async function withPostgres(fn, options) {
  const server = await startPostgres(options);
  try {
    return await fn({ url: server.url, port: server.port, dir: server.dir });
  } finally {
    await server.stop();
  }
}

/** Runs a command without blocking the event loop (so a signal stops the server at once); rejects unless it exits 0. */
export function runAsync(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    // Should this process end first (a signal), the command does not outlive it.
    const orphan = () => child.kill('SIGTERM');
    process.on('exit', orphan);
    child.on('error', (error) => {
      process.off('exit', orphan);
      reject(error);
    });
    child.on('exit', (code, signal) => {
      process.off('exit', orphan);
      if (code === 0) resolve();
      else reject(Object.assign(new Error(`${command} ${args.join(' ')} failed with ${code ?? signal}`), { exitCode: code ?? 1 }));
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dash = process.argv.indexOf('--');
  const command = dash === -1 ? [] : process.argv.slice(dash + 1);
  try {
    await withPostgres(async ({ url }) => {
      if (command.length === 0) {
        console.log(`[postgres] ${url}  (Ctrl-C stops the server and removes its folder)`);
        await new Promise(() => undefined); // until a signal
      }
      await runAsync(command[0], command.slice(1), { env: { ...process.env, TEST_DATABASE_URL: url } });
    });
  } catch (error) {
    console.error(`[postgres] ${error.message}`);
    process.exit(error.exitCode ?? 1);
  }
}

import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { linguiMacros } from '@vitrine/tsup-config';
import { build } from 'tsup';
import { TEST_IDENTITY_SECRET, TEST_LINK_SECRET, TEST_SESSION_SECRET } from './harness';

// The gateway as it runs: its bundle in a folder of its own, started in its own process on its own
// PGlite files (the durability and crash tests kill it with SIGKILL).
const GATEWAY = join(import.meta.dirname, '..');

/** Builds the bundle as `pnpm build` makes it (the mail templates' Lingui macros compiled) into `node_modules/<folder>`. */
export async function buildGateway(folder: string): Promise<string> {
  const outDir = join(GATEWAY, 'node_modules', folder);
  await build({
    entry: { main: 'src/main.ts' },
    outDir,
    format: ['esm'],
    target: 'node24',
    platform: 'node',
    noExternal: [/^@vitrine\//],
    esbuildPlugins: [linguiMacros],
    config: false,
    silent: true,
    dts: false,
    sourcemap: false,
    clean: true,
  });
  return outDir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Starts the built gateway on `port` with its data in `dataDir`; resolves once it listens. */
export async function startGateway(bundle: string, port: number, dataDir: string, products = 30): Promise<ChildProcess> {
  // The operator listener on a free port of its own (the default, the next port, may be taken).
  const opsPort = await freePort();
  const child = spawn(
    process.execPath,
    [join(bundle, 'main.js'), 'serve', '--port', String(port), '--ops-port', String(opsPort), '--products', String(products), '--data-dir', dataDir],
    {
      cwd: GATEWAY,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        VITRINE_GATEWAY_SECRET: TEST_IDENTITY_SECRET,
        VITRINE_SESSION_SECRET: TEST_SESSION_SECRET,
        VITRINE_LINK_SECRET: TEST_LINK_SECRET,
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the gateway did not start:\n${output}`)), 90_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('listening on')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the gateway exited (${code}):\n${output}`)));
  });
  return child;
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

// `pnpm dev`: the gateway (tsup --watch, restarted after each build) and the three shops (next dev) with hot reload, on the
// ports of `npm start`. Ctrl-C stops them all.
import { spawn } from 'node:child_process';
import { ensureSecrets } from './secrets.mjs';
import { ROOT } from './stack.mjs';

const child = spawn('pnpm', ['exec', 'turbo', 'run', 'dev', '--filter=@vitrine/gateway', '--filter=@vitrine/shop-*', '--concurrency=8'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...ensureSecrets(ROOT), GATEWAY_URL: process.env.GATEWAY_URL ?? 'http://127.0.0.1:4000' },
});
const stop = () => child.kill('SIGINT');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(code ?? 0));

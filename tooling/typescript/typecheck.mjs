#!/usr/bin/env node
// `vitrine-typecheck`: the type check of a workspace package (its tsconfig.json, no output) with
// TypeScript 7, the native compiler (several times faster than TypeScript 6's tsc here). TypeScript 6
// stays where a JavaScript API of the compiler is needed (tsup's declarations, typescript-eslint).
// In a Next app, `next typegen` first writes the route types (.next/types) that the check includes,
// so the app's own `next build` need not check types again (its next.config says so).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const cwd = process.cwd();

function run(command, args) {
  const { status, error } = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (error) throw error;
  if (status !== 0) process.exit(status ?? 1);
}

if (['next.config.ts', 'next.config.mjs', 'next.config.js'].some((file) => existsSync(join(cwd, file)))) {
  const next = createRequire(join(cwd, 'package.json')).resolve('next/dist/bin/next');
  run(process.execPath, [next, 'typegen']);
}
const tsc = join(dirname(require.resolve('typescript-native/package.json')), 'bin/tsc');
run(process.execPath, [tsc, '--noEmit', '-p', cwd, ...process.argv.slice(2)]);

#!/usr/bin/env node
// `vitrine-declarations [dist]`: a published package's declarations (dist/**/*.d.ts, one per source
// file of src/; tests, stories and fixtures left out) with TypeScript 7, the native compiler: about
// 0.9 s for a package where tsup's rolled-up declarations with TypeScript 6 took 2 to 3 s (the
// package builds were most of `npm test`'s packages stage). Relative imports in the declarations
// then get the `.js` (or `/index.js`) that Node's ESM resolution needs (what attw's esm-only profile
// checks). The package's tsconfig.json gives every other option.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** `from './x'` → `from './x.js'`, or `'./x/index.js'` where x is a folder. */
function withExtensions(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      withExtensions(path);
      continue;
    }
    if (!entry.name.endsWith('.d.ts')) continue;
    const code = readFileSync(path, 'utf8');
    const fixed = code.replace(/(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+?)\2/g, (whole, lead, quote, target) => {
      if (/\.(js|mjs|cjs|json|css)$/.test(target)) return whole;
      const base = resolve(dir, target);
      const file = existsSync(`${base}.d.ts`) ? `${target}.js` : existsSync(join(base, 'index.d.ts')) ? `${target}/index.js` : null;
      if (!file) throw new Error(`${path}: ${target} names no declaration file`);
      return `${lead}${quote}${file}${quote}`;
    });
    if (fixed !== code) writeFileSync(path, fixed);
  }
}

/**
 * Writes the declarations of the package in `cwd` into `outDir` (default dist): its tsconfig.json
 * over src/ alone. The type check also sees the package's config files, and with them the Node
 * types (vitest's config brings them); a server entry of a package relies on those, so they are
 * named here where the package can resolve them. Only the declarations of src/ are published.
 */
export function emitDeclarations({ cwd = process.cwd(), outDir = 'dist' } = {}) {
  const cache = join(cwd, 'node_modules/.cache/vitrine-declarations');
  const out = resolve(cwd, outDir);
  mkdirSync(cache, { recursive: true });
  const config = join(cache, 'tsconfig.json');
  let nodeTypes = null;
  try {
    nodeTypes = dirname(createRequire(join(cwd, 'package.json')).resolve('@types/node/package.json'));
  } catch {
    // A package without the Node types has nothing that needs them.
  }
  writeFileSync(
    config,
    JSON.stringify({
      extends: join(cwd, 'tsconfig.json'),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        outDir: out,
        rootDir: join(cwd, 'src'),
        incremental: false,
        ...(nodeTypes ? { typeRoots: [dirname(nodeTypes)], types: ['node'] } : {}),
      },
      include: [join(cwd, 'src')],
      exclude: ['**/*.test.*', '**/*.stories.*', '**/*.fixtures.*'].map((pattern) => join(cwd, 'src', pattern)),
    }),
  );
  const tsc = join(dirname(require.resolve('typescript-native/package.json')), 'bin/tsc');
  const { status, error } = spawnSync(process.execPath, [tsc, '-p', config], { cwd, stdio: 'inherit' });
  if (error) throw error;
  if (status !== 0) throw new Error(`declarations of ${cwd}: tsc exited with ${status}`);
  if (!existsSync(out) || !statSync(out).isDirectory()) throw new Error(`declarations of ${cwd}: none written for src/`);
  withExtensions(out);
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    emitDeclarations({ outDir: process.argv[2] ?? 'dist' });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

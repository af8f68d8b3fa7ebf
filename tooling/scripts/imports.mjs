// The import graph of the workspace's TypeScript sources, read from the text (no compiler): which
// files a module imports, through barrels only the files of the names taken, and the client modules a
// root renders. Used by client-messages.mjs (the messages each screen's browser code needs) and
// routes.mjs (the kits' styles each screen needs).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

const sources = new Map();
/** A file's text, read once. */
export const source = (file) => {
  if (!sources.has(file)) sources.set(file, readFileSync(file, 'utf8'));
  return sources.get(file);
};
export const isClient = (file) => /^\s*(?:\/\/[^\n]*\n\s*)*['"]use client['"]/.test(source(file));

function resolveFile(base) {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith('/') && /\.(tsx?)$/.test(candidate)) return candidate;
  }
  return undefined;
}

/** `@vitrine/name[/sub]` → the source file its package.json exports name. */
function resolvePackage(specifier) {
  const m = /^@vitrine\/([^/]+)(?:\/(.+))?$/.exec(specifier);
  if (!m) return undefined;
  const dir = ['packages', 'tenants'].map((g) => join(ROOT, g, m[1])).find((d) => existsSync(join(d, 'package.json')));
  if (!dir) return undefined;
  const exports = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).exports ?? {};
  const key = m[2] ? `./${m[2]}` : '.';
  let target = typeof exports[key] === 'string' ? exports[key] : undefined;
  if (!target && exports['./*'] && m[2]) target = exports['./*'].replace('*', m[2]);
  return target && /\.tsx?$/.test(target) ? join(dir, target) : undefined;
}

/** A barrel's named re-exports: name → file. */
function reExports(file) {
  const map = new Map();
  for (const m of source(file).matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/g)) {
    const target = m[2].startsWith('.') ? resolveFile(join(dirname(file), m[2])) : undefined;
    if (!target) continue;
    for (const part of m[1].split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop();
      if (name) map.set(name, target);
    }
  }
  return map;
}

/** The workspace files a module imports (values only; through a barrel, only the files of the names taken). */
export function importsOf(file, { lazy = true } = {}) {
  const found = new Set();
  const code = source(file);
  const add = (specifier, names) => {
    let target = specifier.startsWith('.') ? resolveFile(join(dirname(file), specifier)) : resolvePackage(specifier);
    if (!target) return;
    if (names && /\/index\.tsx?$/.test(target)) {
      const barrel = reExports(target);
      const picked = names.map((n) => barrel.get(n)).filter(Boolean);
      if (picked.length === names.length) {
        for (const p of picked) found.add(p);
        return;
      }
    }
    found.add(target);
  };
  for (const m of code.matchAll(/^\s*import\s+(?!type\b)([\s\S]*?)\s+from\s+['"]([^'"]+)['"]/gm)) {
    const named = /\{([^}]*)\}/.exec(m[1]);
    const names =
      named && !/^\s*[\w$]+\s*,/.test(m[1]) && !m[1].includes('*')
        ? named[1]
            .split(',')
            .map((p) => p.trim())
            .filter((p) => p && !p.startsWith('type '))
            .map((p) => p.split(/\s+as\s+/)[0])
        : undefined;
    if (names && names.length === 0) continue; // only types
    add(m[2], names);
  }
  for (const m of code.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)) add(m[1]);
  if (lazy) for (const m of code.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) add(m[1]);
  for (const m of code.matchAll(/^export\s+(?!type\b)(?:\{[^}]*\}|\*)\s+from\s+['"]([^'"]+)['"]/gm)) add(m[1]);
  return [...found].filter((f) => f.startsWith(join(ROOT, 'packages')) && !/\.(test|stories)\.tsx?$/.test(f));
}

/** The client modules a root renders: through server modules to each "use client" module, then all it imports. */
export function clientFiles(roots) {
  const client = new Set();
  const seenServer = new Set();
  const walkClient = (file) => {
    if (client.has(file)) return;
    client.add(file);
    for (const next of importsOf(file)) walkClient(next);
  };
  const walkServer = (file) => {
    if (seenServer.has(file) || client.has(file)) return;
    if (isClient(file)) return walkClient(file);
    seenServer.add(file);
    for (const next of importsOf(file)) walkServer(next);
  };
  for (const root of roots) walkServer(root);
  return client;
}

/**
 * Every workspace file a root reaches, server and client modules alike; with `lazy: false` only
 * through static imports (what a page loads before it runs), else through `import()` too.
 */
export function reachableFiles(roots, { lazy = true } = {}) {
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of importsOf(file, { lazy })) walk(next);
  };
  for (const root of roots) walk(root);
  return seen;
}

// Which Lingui messages each page needs in the browser: the messages of the client components it
// renders, found by following imports from the layout and from each screen folder of
// @vitrine/storefront to their "use client" modules (and everything those import, lazily too).
// Messages only server components use never reach the browser. Writes
// packages/storefront/src/generated/client-messages.ts (`pnpm i18n` runs this);
// `--check` fails when the committed file is out of date (npm test).
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { readPo } from './po.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'packages/storefront/src/generated/client-messages.ts');
const check = process.argv.includes('--check');

const sources = new Map();
const source = (file) => {
  if (!sources.has(file)) sources.set(file, readFileSync(file, 'utf8'));
  return sources.get(file);
};
const isClient = (file) => /^\s*(?:\/\/[^\n]*\n\s*)*['"]use client['"]/.test(source(file));

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
function importsOf(file) {
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
  for (const m of code.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) add(m[1]);
  for (const m of code.matchAll(/^export\s+(?!type\b)(?:\{[^}]*\}|\*)\s+from\s+['"]([^'"]+)['"]/gm)) add(m[1]);
  return [...found].filter((f) => f.startsWith(join(ROOT, 'packages')) && !/\.(test|stories)\.tsx?$/.test(f));
}

/** The client modules a root renders: through server modules to each "use client" module, then all it imports. */
function clientFiles(roots) {
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

// Message ids by the file that uses them (the catalog's origins).
const idsByFile = new Map();
for (const entry of readPo(join(ROOT, 'packages/i18n/src/locales/de-DE.po')).entries) {
  if (!entry.msgid || entry.obsolete) continue;
  const context = entry.comments.find((c) => c.startsWith('msgctxt'));
  const id = generateMessageId(entry.msgid, context ?? '');
  const origins = entry.comments.filter((c) => c.startsWith('#: ')).flatMap((c) => c.slice(3).split(/\s+/));
  for (const origin of origins) {
    const file = join(ROOT, origin.split(':')[0]);
    if (!idsByFile.has(file)) idsByFile.set(file, new Set());
    idsByFile.get(file).add(id);
  }
}
const idsOf = (files) => [...new Set([...files].flatMap((f) => [...(idsByFile.get(f) ?? [])]))].sort();

const SCREENS = join(ROOT, 'packages/storefront/src');
// The layout renders on every page, with the not-found and error screens inside it.
const layoutFiles = clientFiles([join(SCREENS, 'shell/layout/index.ts'), join(SCREENS, 'shell/not-found-screen.tsx'), join(SCREENS, 'shell/error-screen.tsx')]);
const layout = idsOf(layoutFiles);
const scopes = { layout };
for (const area of readdirSync(SCREENS, { withFileTypes: true })) {
  if (!area.isDirectory()) continue;
  for (const screen of readdirSync(join(SCREENS, area.name), { withFileTypes: true })) {
    const index = join(SCREENS, area.name, screen.name, 'index.ts');
    if (!screen.isDirectory() || !existsSync(index) || `${area.name}/${screen.name}` === 'shell/layout') continue;
    const files = [...clientFiles([index])].filter((f) => !layoutFiles.has(f));
    scopes[`${area.name}/${screen.name}`] = idsOf(files).filter((id) => !layout.includes(id));
  }
}

const text = `// Generated by \`pnpm i18n\` (tooling/scripts/client-messages.mjs): do not edit.
// The Lingui message ids each part of the shop renders in the browser: the layout's on every page,
// and each screen's own on top. Server components' messages never reach the browser.
export const CLIENT_MESSAGES: Readonly<Record<string, readonly string[]>> = ${JSON.stringify(scopes, null, 2)};
`;
if (check) {
  const current = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
  if (current !== text) {
    console.error(`${relative(ROOT, OUT)} is out of date: run \`pnpm i18n\` and commit the result.`);
    process.exit(1);
  }
  console.log(`client messages: up to date (${Object.keys(scopes).length} scopes)`);
} else {
  writeFileSync(OUT, text);
  for (const [scope, ids] of Object.entries(scopes)) console.log(`client messages ${scope.padEnd(26)} ${String(ids.length).padStart(3)}`);
}

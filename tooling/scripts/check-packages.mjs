// Checks every published package as its consumers get it: build, `pnpm pack` (publishConfig
// applied), only dist + README + package.json in the tarball, then publint and attw on the tarball.
import { mkdtempSync, readdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ROOT, run } from './stack.mjs';

const dirs = ['packages', 'tenants'].flatMap((group) =>
  readdirSync(join(ROOT, group))
    .map((name) => join(ROOT, group, name))
    .filter((dir) => existsSync(join(dir, 'package.json'))),
);
const published = dirs.filter((dir) => !JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).private);
run('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only', ...published.map((d) => `--filter=./${d.slice(ROOT.length + 1)}`)]);

const exec = promisify(execFile);
const out = mkdtempSync(join(tmpdir(), 'vitrine-pack-'));
let problems = 0;
/** Each package on its own: pack, then publint and attw on the tarball (two packages at a time: each step is a process start). */
async function check(dir) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const name = pkg.name;
  if (!existsSync(join(dir, 'README.md'))) {
    console.error(`${name}: no README.md`);
    problems++;
  }
  const packed = (await exec('pnpm', ['pack', '--pack-destination', out, '--json'], { cwd: dir, encoding: 'utf8' })).stdout;
  const info = JSON.parse(packed.slice(packed.indexOf('{')));
  const tarball = info.filename.startsWith('/') ? info.filename : join(out, info.filename);
  const files = info.files.map((f) => f.path);
  // A package may also ship commands (bin/: plain ES modules that node runs as they are).
  const stray = files.filter((f) => !/^(dist\/|bin\/|README\.md$|package\.json$|LICENSE)/.test(f));
  if (stray.length) {
    console.error(`${name}: tarball holds more than dist, bin, README and package.json: ${stray.join(', ')}`);
    problems++;
  }
  if (files.some((f) => f.includes('.test.') || f.includes('.stories.'))) {
    console.error(`${name}: tests or stories in the tarball`);
    problems++;
  }
  try {
    await exec(join(ROOT, 'node_modules/.bin/publint'), ['run', tarball, '--strict'], { cwd: ROOT, encoding: 'utf8' });
    // attw checks JavaScript and types; stylesheet entry points are not its business.
    const css = Object.keys(pkg.exports ?? {}).filter((entry) => entry.endsWith('.css'));
    const exclude = css.length ? ['--exclude-entrypoints', ...css] : [];
    await exec(join(ROOT, 'node_modules/.bin/attw'), [tarball, '--profile', 'esm-only', '--format', 'ascii', ...exclude], { cwd: ROOT, encoding: 'utf8' });
    console.log(`${name}: ${files.length} files, publint and attw clean`);
  } catch (error) {
    console.error(`${name}: ${error.stdout ?? ''}${error.stderr ?? ''}`);
    problems++;
  }
}
const queue = [...published];
await Promise.all(
  [0, 1].map(async () => {
    for (let dir = queue.shift(); dir; dir = queue.shift()) await check(dir);
  }),
);
rmSync(out, { recursive: true, force: true });
if (problems) {
  console.error(`${problems} problem(s) in published packages`);
  process.exit(1);
}

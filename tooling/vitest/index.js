// Shared Vitest presets. `nodeProject` for domain packages, `reactProject` for kits with Lingui macros.
import babel from '@rolldown/plugin-babel';
import { linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** `npm test` collects one JSON report per package to print the totals. */
function reporters() {
  const dir = process.env.VITRINE_TEST_REPORT;
  if (!dir) return ['default'];
  // VITRINE_TEST_REPORT_SUFFIX names a second run of the same package (the gateway on a PostgreSQL server).
  const name = (process.env.npm_package_name ?? process.cwd().split('/').pop()).replace(/[^a-z0-9-]+/gi, '_') + (process.env.VITRINE_TEST_REPORT_SUFFIX ?? '');
  return ['default', ['json', { outputFile: `${dir}/${name}.json` }]];
}

/**
 * @param {import('vitest/config').UserConfig['test']} [test]
 * @param {{ minLineCoverage?: number }} [options] when set, coverage runs with every test and fails under it
 */
export function nodeProject(test = {}, { minLineCoverage } = {}) {
  return {
    test: {
      environment: 'node',
      reporters: reporters(),
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      coverage: {
        provider: 'v8',
        include: ['src/**/*.{ts,tsx}'],
        exclude: ['src/**/*.test.*', 'src/**/*.stories.*', 'src/generated/**', 'src/locales/**'],
        ...(minLineCoverage ? { enabled: true, reporter: ['text-summary'], thresholds: { lines: minLineCoverage } } : {}),
      },
      ...test,
    },
  };
}

/**
 * Runs the first ```ts block of a package's README as written, with the package's own name
 * pointing at its sources, and returns what the module exports.
 */
export async function runReadmeExample(packageDir) {
  const { readFileSync, writeFileSync, mkdirSync } = await import('node:fs');
  const { join } = await import('node:path');
  const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const block = /```ts\n([\s\S]*?)```/.exec(readme);
  if (!block) throw new Error(`${pkg.name}: README has no \`\`\`ts example`);
  const dir = join(packageDir, 'node_modules', '.readme-example');
  mkdirSync(dir, { recursive: true });
  const code = block[1].replaceAll(`'${pkg.name}'`, `'${join(packageDir, 'src/index.ts')}'`);
  const file = join(dir, `example-${process.pid}-${Date.now()}.ts`);
  writeFileSync(file, code);
  return import(/* @vite-ignore */ file);
}

/**
 * Runs the README example (see {@link runReadmeExample}) and reads what it says each export comes
 * to: every line `export const name = …; // literal` of the example. A test compares the two, so a
 * README that prints a wrong result fails. A README without such a line throws: an example whose
 * results nobody checks proves nothing.
 */
export async function readmeExample(packageDir) {
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const code = /```ts\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  const printed = {};
  for (const m of code.matchAll(/^export const (\w+) = .*;\s*\/\/ (.+)$/gm)) {
    try {
      printed[m[1]] = new Function(`return (${m[2]});`)();
    } catch {
      throw new Error(`README example: the comment after "${m[1]}" is not a JavaScript literal: ${m[2]}`);
    }
  }
  if (!Object.keys(printed).length) throw new Error('README example prints no result (`export const x = …; // value`)');
  return { exported: await runReadmeExample(packageDir), printed };
}

/** Compiles Lingui macros in a Vite pipeline (Vitest, Storybook's viteFinal). */
export function linguiMacroPlugin() {
  return babel({ presets: [linguiTransformerBabelPreset()] });
}

/** React + Lingui macros; tests run in Chromium through the browser provider when `browser` is true. */
export async function reactProject({ browser = false, test = {} } = {}) {
  const plugins = [react(), babel({ presets: [linguiTransformerBabelPreset()] })];
  if (!browser) return { plugins, test: { ...nodeProject().test, include: ['src/**/*.test.{ts,tsx}'], ...test } };

  const { playwright } = await import('@vitest/browser-playwright');
  return {
    plugins,
    test: {
      ...nodeProject().test,
      include: ['src/**/*.test.{ts,tsx}'],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
        instances: [{ browser: 'chromium' }],
      },
      ...test,
    },
  };
}

// The tsup preset: ESM + declarations, dependencies and peers external, Lingui macros compiled.
// tsup (esbuild) writes the JavaScript; the declarations come from TypeScript 7 afterwards
// (`emitDeclarations` of @vitrine/tsconfig: one .d.ts per source file, a fraction of the time tsup's
// rolled-up declarations took with TypeScript 6, which also ran out of memory on the storefront).
import { execSync } from 'node:child_process';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { transformAsync } from '@babel/core';
import { emitDeclarations } from '@vitrine/tsconfig/declarations.mjs';

// The macro plugin reads the workspace's one Lingui config (it does not search above a package).
process.env.LINGUI_CONFIG ??= new URL('../../lingui.config.ts', import.meta.url).pathname;

/** esbuild has no macro support: run only Lingui's macro plugin over files that use a macro. */
export const linguiMacros = {
  name: 'lingui-macros',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes('node_modules')) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!/@lingui\/(core|react)\/macro|@lingui\/macro/.test(source)) return undefined;
      const result = await transformAsync(source, {
        filename: args.path,
        babelrc: false,
        configFile: false,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      return { contents: result?.code ?? source, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

/** Relative imports of unbundled output need their `.js` for Node's ESM resolution. */
async function addJsExtensions(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await addJsExtensions(path);
    else if (entry.name.endsWith('.js')) {
      const code = await readFile(path, 'utf8');
      const fixed = code.replace(/(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+?)(?<!\.js)\2/g, '$1$2$3.js$2');
      if (fixed !== code) await writeFile(path, fixed);
    }
  }
}

/**
 * @param {object} [options]
 * @param {string[] | Record<string,string>} [options.entry] entry points (default `['src/index.ts']`; with
 *   `preserveModules` every source file is one). Declarations are written for every source file.
 * @param {boolean} [options.macros] compile Lingui macros (default `false`)
 * @param {boolean} [options.preserveModules] one output file per source file, keeping "use client" (default `false`)
 * @param {(string|RegExp)[]} [options.noExternal] bundle these despite being dependencies
 * @returns {import('tsup').Options}
 */
export function libraryConfig({ entry = ['src/index.ts'], macros = false, preserveModules = false, onSuccess, ...rest } = {}) {
  // The declarations, then what the package's own config asks for after a build (a command or a function).
  const declarations = async () => {
    emitDeclarations();
    if (typeof onSuccess === 'string') execSync(onSuccess, { stdio: 'inherit' });
    else if (onSuccess) await onSuccess();
  };
  if (preserveModules) {
    // One output file per source file, so that each "use client" directive stays on its module.
    return {
      entry: ['src/**/*.{ts,tsx}', '!src/**/*.test.*', '!src/**/*.stories.*', '!src/**/*.fixtures.*'],
      dts: false,
      format: ['esm'],
      target: 'es2023',
      bundle: false,
      treeshake: false,
      sourcemap: true,
      clean: true,
      tsconfig: 'tsconfig.json',
      esbuildPlugins: macros ? [linguiMacros] : [],
      onSuccess: async () => {
        await addJsExtensions('dist');
        await declarations();
      },
      ...rest,
    };
  }
  return {
    entry,
    format: ['esm'],
    target: 'es2023',
    dts: false,
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    tsconfig: 'tsconfig.json',
    esbuildPlugins: macros ? [linguiMacros] : [],
    onSuccess: declarations,
    ...rest,
  };
}

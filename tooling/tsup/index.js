// The tsup preset: ESM + declarations, dependencies and peers external, Lingui macros compiled.
import { readFile } from 'node:fs/promises';
import { transformAsync } from '@babel/core';

// The macro plugin reads the workspace's one Lingui config (it does not search above a package).
process.env.LINGUI_CONFIG ??= new URL('../../lingui.config.ts', import.meta.url).pathname;

/** esbuild has no macro support: run only Lingui's macro plugin over files that use a macro. */
const linguiMacros = {
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

/**
 * @param {object} [options]
 * @param {string[] | Record<string,string>} [options.entry] entry points (default `['src/index.ts']`)
 * @param {boolean} [options.macros] compile Lingui macros (default `false`)
 * @param {(string|RegExp)[]} [options.noExternal] bundle these despite being dependencies
 * @returns {import('tsup').Options}
 */
export function libraryConfig({ entry = ['src/index.ts'], macros = false, ...rest } = {}) {
  return {
    entry,
    format: ['esm'],
    target: 'es2023',
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    tsconfig: 'tsconfig.json',
    esbuildPlugins: macros ? [linguiMacros] : [],
    ...rest,
  };
}

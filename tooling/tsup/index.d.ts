import type { Options } from 'tsup';
export declare function libraryConfig(options?: Partial<Options> & { macros?: boolean; preserveModules?: boolean }): Options;
/** The esbuild plugin that compiles Lingui macros (for apps that bundle workspace sources with tsup). */
export declare const linguiMacros: NonNullable<import('tsup').Options['esbuildPlugins']>[number];

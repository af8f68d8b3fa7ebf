import type { Options } from 'tsup';
export declare function libraryConfig(options?: Partial<Options> & { macros?: boolean; preserveModules?: boolean }): Options;

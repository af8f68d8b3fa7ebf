import type { UserConfig } from 'vitest/config';
export declare const CHROMIUM_ARGS: string[];
export declare const CHROMIUM_PATH: string;
export declare function linguiMacroPlugin(): import('vite').Plugin;
export declare function nodeProject(test?: NonNullable<UserConfig['test']>, options?: { minLineCoverage?: number }): UserConfig;
export declare function readmeExample(packageDir: string): Promise<{ exported: Record<string, unknown>; printed: Record<string, unknown> }>;
export declare function runReadmeExample(packageDir: string): Promise<Record<string, unknown>>;
export declare function reactProject(options?: { browser?: boolean; test?: NonNullable<UserConfig['test']> }): Promise<UserConfig>;

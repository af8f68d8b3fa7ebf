import { linguiMacros } from '@vitrine/tsup-config';
import { defineConfig } from 'tsup';

// The gateway is an app: one ESM bundle, workspace packages inlined, npm dependencies external.
export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node24',
  platform: 'node',
  sourcemap: true,
  clean: true,
  noExternal: [/^@vitrine\//],
  // Workspace packages come as sources: the mail templates' Lingui macros are compiled here.
  esbuildPlugins: [linguiMacros],
});

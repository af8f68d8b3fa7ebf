import { globSync } from 'node:fs';
import { libraryConfig } from '@vitrine/tsup-config';

// Every screen folder's index.ts (and an area's own, e.g. seo) is an entry, found by pattern: a new screen needs no edit here.
export default libraryConfig({
  entry: ['src/index.ts', 'src/client.ts', ...globSync('src/*/index.ts'), ...globSync('src/*/*/index.ts')],
  macros: true,
  preserveModules: true,
  // Declarations come from tsc (tsconfig.build.json): rolling up one per entry ran out of memory.
  dts: false,
});

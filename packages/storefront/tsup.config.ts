import { globSync } from 'node:fs';
import { libraryConfig } from '@vitrine/tsup-config';

// Every screen folder's index.ts is an entry, found by pattern: a new screen needs no edit here.
export default libraryConfig({
  entry: ['src/index.ts', 'src/client.ts', ...globSync('src/*/*/index.ts')],
  macros: true,
  preserveModules: true,
});

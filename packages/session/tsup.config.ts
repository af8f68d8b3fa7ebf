import { libraryConfig } from '@vitrine/tsup-config';

// The browser-safe core, and the server-only trust functions (node:crypto) as their own entry.
export default libraryConfig({ entry: { index: 'src/index.ts', 'server/index': 'src/server/index.ts' } });

import { libraryConfig } from '@vitrine/tsup-config';

export default libraryConfig({ entry: ['src/index.ts', 'src/client.ts', 'src/next-config.ts'], macros: true, preserveModules: true });

import { libraryConfig } from '@vitrine/tsup-config';

export default libraryConfig({ entry: ['src/index.ts', 'src/theme-script.ts'], macros: true, preserveModules: true });

import { libraryConfig } from '@vitrine/tsup-config';

export default libraryConfig({ entry: ['src/index.ts', 'src/theme-script.ts', 'src/theme-switch.tsx'], macros: true, preserveModules: true });

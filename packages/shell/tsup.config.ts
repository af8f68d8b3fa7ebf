import { libraryConfig } from '@vitrine/tsup-config';

// The consent settings dialog is its own entry: the shop loads it when it is opened.
export default libraryConfig({ macros: true, preserveModules: true, entry: ['src/index.ts', 'src/consent-settings.tsx'] });

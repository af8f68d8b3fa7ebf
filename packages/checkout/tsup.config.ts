import { libraryConfig } from '@vitrine/tsup-config';

// An entry of its own: the instalment calculator, loaded by the product page when it is opened.
export default libraryConfig({ macros: true, preserveModules: true, entry: ['src/index.ts', 'src/instalment-calculator.tsx'] });

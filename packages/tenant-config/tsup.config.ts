import { libraryConfig } from '@vitrine/tsup-config';

// The A/B variants are their own entry: browsers import them without the configuration schema (zod).
export default libraryConfig({ entry: ['src/index.ts', 'src/ab-testing.ts'] });

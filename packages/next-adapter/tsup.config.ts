import { libraryConfig } from '@vitrine/tsup-config';

export default libraryConfig({ entry: ['src/index.ts', 'src/next-config.ts'] });

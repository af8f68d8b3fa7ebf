import { libraryConfig } from '@vitrine/tsup-config';

export default libraryConfig({ macros: true, external: ['react', 'react-dom', /^@lingui\//, /^@vitrine\//] });

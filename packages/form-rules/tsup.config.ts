import { libraryConfig } from '@vitrine/tsup-config';

// Two entries: the rules, and the server's ranked password list (kept out of browser bundles).
export default libraryConfig({ entry: ['src/index.ts', 'src/ranked-passwords.ts'] });

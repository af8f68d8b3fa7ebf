import { libraryConfig } from '@vitrine/tsup-config';

export default libraryConfig();

import { libraryConfig } from '@vitrine/tsup-config';

// One output file per source file (each keeps its "use client"); the entry points other packages and
// the shops import are the package's exports (package.json), each with its own declarations.
export default libraryConfig({ macros: true, preserveModules: true });

import { libraryConfig } from '@vitrine/tsup-config';

// The client, and its React adapter as a separate entry (only React apps pull in TanStack Query).
export default libraryConfig({
  entry: { index: 'src/index.ts', 'react/index': 'src/react/index.ts' },
  external: ['react', '@tanstack/react-query'],
  // The persisted documents (hash → text) travel with the package: a gateway loads them from here.
  onSuccess: 'cp src/generated/persisted-documents.json dist/persisted-documents.json',
});

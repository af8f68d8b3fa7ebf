import { libraryConfig } from '@vitrine/tsup-config';

// Entries of their own: the basket event (for a shop's header island) and the review form (loaded after the first paint).
export default libraryConfig({ macros: true, preserveModules: true, entry: ['src/index.ts', 'src/events.ts', 'src/review-form.tsx'] });

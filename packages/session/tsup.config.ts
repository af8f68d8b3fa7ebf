import { libraryConfig } from '@vitrine/tsup-config';

// The browser-safe core, the session event's name alone (for listeners), and the server-only trust functions (node:crypto) as their own entry.
export default libraryConfig({ entry: { index: 'src/index.ts', events: 'src/events.ts', 'server/index': 'src/server/index.ts' } });

import { libraryConfig } from '@vitrine/tsup-config';

// The consent settings dialog, the chat panel and the parcel-shop finder are entries of their own: the shop loads them when they are opened.
export default libraryConfig({ macros: true, preserveModules: true, entry: ['src/index.ts', 'src/consent-settings.tsx', 'src/chat-panel.tsx', 'src/parcel-shop-finder.tsx'] });

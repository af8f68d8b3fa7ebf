import { libraryConfig } from '@vitrine/tsup-config';

// What a shop loads only when it is needed is an entry of its own: consent banner and settings, chat panel, parcel-shop finder, toaster, customer ratings' list, survey, header actions.
export default libraryConfig({
  macros: true,
  preserveModules: true,
  entry: [
    'src/index.ts',
    'src/consent-settings.tsx',
    'src/chat-panel.tsx',
    'src/parcel-shop-finder.tsx',
    'src/consent-banner.tsx',
    'src/toaster.tsx',
    'src/region-boundary.tsx',
    'src/customer-ratings.tsx',
    'src/survey.tsx',
    'src/header-actions.tsx',
  ],
});

import { libraryConfig } from '@vitrine/tsup-config';

export default libraryConfig({
  entry: ['src/index.ts', 'src/client.ts', 'src/next-config.ts', 'src/layout.tsx', 'src/storefront-page.tsx', 'src/product-page.tsx', 'src/proxy.ts', 'src/forward.ts', 'src/missing-page.ts', 'src/search-page.tsx', 'src/bra-size-page.tsx', 'src/visitor-forward.ts', 'src/category-page.tsx', 'src/service-page.tsx'],
  macros: true,
  preserveModules: true,
});

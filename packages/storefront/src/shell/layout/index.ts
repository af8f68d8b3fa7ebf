import type { TenantConfig } from '@vitrine/tenant-config';
import { createLayoutMetadata } from './metadata';
import { createRootLayout } from './screen';

/** The root layout of a tenant's app (`app/[locale]/layout.tsx`). */
export function createScreen(tenant: TenantConfig) {
  return {
    Layout: createRootLayout(tenant),
    generateMetadata: createLayoutMetadata(tenant),
    /** Pages render on first request and are then cached (static first), per locale. */
    generateStaticParams: async (): Promise<{ locale: string }[]> => [],
  };
}

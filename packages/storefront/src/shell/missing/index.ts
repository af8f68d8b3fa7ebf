import type { TenantConfig } from '@vitrine/tenant-config';
import { createNotFoundScreens } from './screen';

/** Every path the route table does not know (the proxy rewrites it here): the localized 404. */
export function createScreen(tenant: TenantConfig) {
  return { Page: createNotFoundScreens(tenant).MissingPage, generateStaticParams: async (): Promise<{ locale: string }[]> => [] };
}

/** The `[locale]` segment's not-found file: the localized 404 of a page that called `notFound()`, rendered on the server. */
export function createNotFound(tenant: TenantConfig) {
  return createNotFoundScreens(tenant).NotFound;
}

import type { TenantConfig } from '@vitrine/tenant-config';
import { createSearchPage } from '../search/screen';

/** `/s` without a term (an empty search form): the spec's message and the form again. A term is redirected by the proxy. */
export function createScreen(tenant: TenantConfig) {
  return { Page: createSearchPage(tenant).SearchFormPage };
}

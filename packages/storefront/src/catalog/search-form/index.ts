import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { screenMetadata } from '../../common/seo';
import { msg } from '@lingui/core/macro';
import { createSearchPage } from '../search/screen';

/** `/s` without a term (an empty search form): the spec's message and the form again. A term is redirected by the proxy. */
export function createScreen(tenant: TenantConfig) {
  return {
    Page: withPageMessages('catalog/search-form', createSearchPage(tenant).SearchFormPage),
    generateMetadata: screenMetadata(tenant, 'searchForm', 'search-form', { fallbackTitle: msg`Suche` }),
  };
}

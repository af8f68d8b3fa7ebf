import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { screenMetadata } from '../../common/seo';
import { msg } from '@lingui/core/macro';
import { createBraSizePage } from './screen';

/** The bra-size finder, computed on the server from its GET form (no JavaScript needed). */
export function createScreen(tenant: TenantConfig) {
  return {
    Page: withPageMessages('catalog/bra-size-finder', createBraSizePage(tenant)),
    generateMetadata: screenMetadata(tenant, 'braSizeFinder', 'bra-size-finder', { fallbackTitle: msg`BH-Größenberater` }),
  };
}

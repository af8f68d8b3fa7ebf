import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createContentPage } from './screen';

/** Editors' pages of the content bucket (`/service-hilfe/ueber-uns/agb/`, `/magazin/…`, `/lp/…`): the proxy sends a published content id here. */
export function createScreen(tenant: TenantConfig) {
  const { ContentPageScreen, generateMetadata } = createContentPage(tenant);
  return { Page: withPageMessages('content/content-page', ContentPageScreen), generateMetadata, generateStaticParams: async (): Promise<{ locale: string; id: string }[]> => [] };
}

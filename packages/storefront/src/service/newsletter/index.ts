import type { TenantConfig } from '@vitrine/tenant-config';
import { withPageMessages } from '../../common/client-messages';
import { createNewsletterPage } from './screen';

/** Newsletter sign-up (`/service-hilfe/vorteile/newsletter`). */
export function createScreen(tenant: TenantConfig) {
  const { NewsletterPage, generateMetadata } = createNewsletterPage(tenant);
  return { Page: withPageMessages('service/newsletter', NewsletterPage), generateMetadata };
}
